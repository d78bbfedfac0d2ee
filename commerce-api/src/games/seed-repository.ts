import type { Insertable } from 'kysely';
import type { Executor, Tables } from '../db/store.ts';

/** A listed, enabled simple product with its attributes parsed, as the seed picks games' answers. */
export interface SeedProduct {
  id: number;
  name_fr: string;
  name_en: string;
  price: number;
  popularity: number;
  in_stock: boolean;
  attributes: Record<string, unknown>;
}

const parsed = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * What the games' seed reads and writes. The seed's choices (which phone is the mystery, which
 * product the treasure hunt asks about) are made in code over plain rows, not with SQLite's JSON
 * functions, so the same seed runs on both engines.
 */
export function gamesSeedRepository(db: Executor) {
  return {
    /** Gives the whack-a-mole games the commerce seed made their English titles and rules. */
    async dressWhackAMoles(settings: string): Promise<void> {
      await db
        .updateTable('game_codes')
        .set((eb) => ({ title_en: eb.fn<string>('replace', ['name', eb.val('René la taupe'), eb.val('René the mole')]), settings }))
        .where('kind', '=', 'whack-a-mole')
        .execute();
    },

    async addGame(game: Insertable<Tables['game_codes']>): Promise<void> {
      await db.insertInto('game_codes').values(game).execute();
    },

    async addPrizes(prizes: Insertable<Tables['game_prizes']>[]): Promise<void> {
      if (prizes.length) await db.insertInto('game_prizes').values(prizes).execute();
    },

    async addFixtures(fixtures: Insertable<Tables['game_fixtures']>[]): Promise<void> {
      if (fixtures.length) await db.insertInto('game_fixtures').values(fixtures).execute();
    },

    async addMystery(mystery: Insertable<Tables['game_mystery']>, hints: Insertable<Tables['game_mystery_hints']>[]): Promise<void> {
      await db.insertInto('game_mystery').values(mystery).execute();
      if (hints.length) await db.insertInto('game_mystery_hints').values(hints).execute();
    },

    async addClues(clues: Insertable<Tables['game_clues']>[]): Promise<void> {
      if (clues.length) await db.insertInto('game_clues').values(clues).execute();
    },

    /** Enabled simple products shown in the catalogue (visibility 4), by id. */
    async listedSimpleProducts(): Promise<SeedProduct[]> {
      const rows = await db
        .selectFrom('products as p')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .select(['p.id', 'p.name_fr', 'p.name_en', 'p.price', 'p.popularity', 'p.attributes', 's.is_in_stock'])
        .where('p.type_id', '=', 'simple')
        .where('p.status', '=', 1)
        .where('p.visibility', '=', 4)
        .orderBy('p.id')
        .execute();
      return rows.map(({ attributes, is_in_stock, ...p }) => ({ ...p, in_stock: is_in_stock === 1, attributes: parsed(attributes) }));
    },

    async colorLabel(optionId: number): Promise<{ label_fr: string; label_en: string } | undefined> {
      return db
        .selectFrom('attribute_options')
        .select(['label_fr', 'label_en'])
        .where('attribute_code', '=', 'color')
        .where('option_id', '=', optionId)
        .executeTakeFirst();
    },

    /** The sixth active menu category under a top-level menu category, with that parent's names. */
    async menuCategoryWithParent(): Promise<{ name_fr: string; name_en: string; parent_fr: string; parent_en: string } | undefined> {
      return db
        .selectFrom('categories as c')
        .innerJoin('categories as p', 'p.id', 'c.parent_id')
        .select(['c.name_fr', 'c.name_en', 'p.name_fr as parent_fr', 'p.name_en as parent_en'])
        .where('c.is_active', '=', 1)
        .where('c.include_in_menu', '=', 1)
        .where('p.level', '=', 2)
        .where('p.include_in_menu', '=', 1)
        .orderBy('c.id')
        .limit(1)
        .offset(5)
        .executeTakeFirst();
    },

    async agencyTowns(): Promise<string[]> {
      const rows = await db.selectFrom('towns').select('name').where('has_agency', '=', 1).orderBy('name').execute();
      return rows.map((r) => r.name);
    },
  };
}

export type GamesSeedRepository = ReturnType<typeof gamesSeedRepository>;
