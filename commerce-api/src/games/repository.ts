import type { GameKind } from '@shop/shared/contracts/wire';
import type { Executor } from '../db/store.ts';

export interface GameRow {
  code: string;
  kind: GameKind;
  name: string;
  title_en: string;
  starts_at: string;
  ends_at: string;
  login_required: number;
  settings: string;
}

export interface EntryRow {
  id: number;
  code: string;
  nom: string;
  tel: string;
  order_number: string;
  score: number;
  is_updated: number;
  customer_id: number | null;
  play_token_hash: string | null;
  play_started_at: number | null;
  play_sessions: number;
  prize_id: number | null;
  coupon_code: string | null;
}

export interface NewEntry {
  code: string;
  nom: string;
  tel: string;
  orderNumber: string;
  customerId: number | null;
  at: string;
}

export interface PrizeRow {
  id: number;
  code: string;
  position: number;
  label_fr: string;
  label_en: string;
  weight: number;
  stock: number | null;
  coupon_type: 'percent' | 'fixed' | null;
  coupon_amount: number | null;
  coupon_min_subtotal: number;
  coupon_days: number;
  color: string;
}

export interface NewCoupon {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  minSubtotal: number;
  startsAt: string;
  endsAt: string;
  labelFr: string;
  labelEn: string;
}

export interface DrawRow {
  code: string;
  seed: string;
  commitment: string;
  drawn_at: string | null;
  tickets_digest: string | null;
}

export interface ClueRow {
  id: number;
  position: number;
  riddle_fr: string;
  riddle_en: string;
  answers: string;
}

export interface FixtureRow {
  id: number;
  code: string;
  stage_fr: string;
  stage_en: string;
  home_fr: string;
  home_en: string;
  away_fr: string;
  away_en: string;
  kickoff_at: string;
  home_score: number | null;
  away_score: number | null;
}

export interface MysteryRow {
  code: string;
  product_id: number;
  candidates: string;
  discount_percent: number;
  coupon_days: number;
}

export interface MysteryProductRow {
  id: number;
  name_fr: string;
  name_en: string;
  url_key: string;
  price: number;
}

const ENTRY_COLUMNS = [
  'id',
  'code',
  'nom',
  'tel',
  'order_number',
  'score',
  'is_updated',
  'customer_id',
  'play_token_hash',
  'play_started_at',
  'play_sessions',
  'prize_id',
  'coupon_code',
] as const;

const PRIZE_COLUMNS = [
  'id',
  'code',
  'position',
  'label_fr',
  'label_en',
  'weight',
  'stock',
  'coupon_type',
  'coupon_amount',
  'coupon_min_subtotal',
  'coupon_days',
  'color',
] as const;

const asPrize = (row: Omit<PrizeRow, 'coupon_type'> & { coupon_type: string | null }): PrizeRow => ({ ...row, coupon_type: row.coupon_type as PrizeRow['coupon_type'] });

/**
 * The games' data: schedules, entries, prizes and the coupons they pay, tombola draws, clues,
 * fixtures and mystery products. Every write that SQLite's single writer used to keep from
 * racing is one conditional statement here (a prize taken while stock remains, an entry
 * claimed while unplayed, a draw recorded while undrawn), so two nodes on one PostgreSQL
 * database cannot both win what only one may.
 */
export function gamesRepository(db: Executor) {
  return {
    async activeGamesOfKind(kind: GameKind): Promise<GameRow[]> {
      const rows = await db
        .selectFrom('game_codes')
        .select(['code', 'kind', 'name', 'title_en', 'starts_at', 'ends_at', 'login_required', 'settings'])
        .where('kind', '=', kind)
        .where('is_active', '=', 1)
        .execute();
      return rows.map((r) => ({ ...r, code: r.code!, kind: r.kind as GameKind }));
    },

    /** The order a player enters with: who placed it, with which phone, and where it stands. */
    async orderForEntry(orderNumber: string): Promise<{ customer_id: number | null; telephone: string; status: string } | undefined> {
      return db.selectFrom('orders').select(['customer_id', 'telephone', 'status']).where('increment_id', '=', orderNumber).executeTakeFirst();
    },

    async orderTotal(orderNumber: string): Promise<{ grand_total: number; created_at: string } | undefined> {
      return db.selectFrom('orders').select(['grand_total', 'created_at']).where('increment_id', '=', orderNumber).executeTakeFirst();
    },

    async accountPhone(customerId: number): Promise<string | null> {
      const row = await db.selectFrom('customers').select('telephone').where('id', '=', customerId).executeTakeFirst();
      return row?.telephone ?? null;
    },

    async findEntry(code: string, tel: string): Promise<EntryRow | null> {
      const row = await db.selectFrom('game_entries').select(ENTRY_COLUMNS).where('code', '=', code).where('tel', '=', tel).executeTakeFirst();
      return row ?? null;
    },

    async entryCoupon(entryId: number): Promise<string | null> {
      const row = await db.selectFrom('game_entries').select('coupon_code').where('id', '=', entryId).executeTakeFirst();
      return row?.coupon_code ?? null;
    },

    /**
     * Creates the entry unless the phone or the order already has one in this game; the unique
     * keys decide, so two first visits at once leave one entry. Answers whether it was created.
     */
    async insertEntry(entry: NewEntry): Promise<boolean> {
      const result = await db
        .insertInto('game_entries')
        .values({
          code: entry.code,
          nom: entry.nom,
          tel: entry.tel,
          order_number: entry.orderNumber,
          customer_id: entry.customerId,
          created_at: entry.at,
          updated_at: entry.at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async setPlayToken(entryId: number, tokenHash: string, startedAt: number): Promise<void> {
      await db
        .updateTable('game_entries')
        .set((eb) => ({ play_token_hash: tokenHash, play_started_at: startedAt, play_sessions: eb('play_sessions', '+', 1) }))
        .where('id', '=', entryId)
        .execute();
    },

    /**
     * Marks the entry played (with its score, its prize, its token spent), only if it was not
     * yet: false when another request got there first.
     */
    async finishEntry(entryId: number, at: string, outcome: { score?: number; prizeId?: number; endToken?: boolean } = {}): Promise<boolean> {
      const result = await db
        .updateTable('game_entries')
        .set({
          is_updated: 1,
          updated_at: at,
          ...(outcome.score !== undefined ? { score: outcome.score } : {}),
          ...(outcome.prizeId !== undefined ? { prize_id: outcome.prizeId } : {}),
          ...(outcome.endToken ? { play_token_hash: null } : {}),
        })
        .where('id', '=', entryId)
        .where('is_updated', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async whackLeaderboard(code: string, limit: number): Promise<{ nom: string; tel: string; score: number }[]> {
      return db
        .selectFrom('game_entries')
        .select(['nom', 'tel', 'score'])
        .where('code', '=', code)
        .where('is_updated', '=', 1)
        .orderBy('score', 'desc')
        .orderBy('updated_at', 'asc')
        .limit(limit)
        .execute();
    },

    async playersOf(code: string): Promise<{ id: number; nom: string; tel: string }[]> {
      return db.selectFrom('game_entries').select(['id', 'nom', 'tel']).where('code', '=', code).execute();
    },

    // Prizes and coupons

    async prizesOf(code: string): Promise<PrizeRow[]> {
      const rows = await db.selectFrom('game_prizes').select(PRIZE_COLUMNS).where('code', '=', code).orderBy('position').execute();
      return rows.map(asPrize);
    },

    async prize(id: number): Promise<PrizeRow | undefined> {
      const row = await db.selectFrom('game_prizes').select(PRIZE_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && asPrize(row);
    },

    /** Entries that won a coupon, per prize. */
    async winnersByPrize(code: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('game_entries')
        .select((eb) => ['prize_id', eb.fn.countAll<number>().as('n')])
        .where('code', '=', code)
        .where('coupon_code', 'is not', null)
        .groupBy('prize_id')
        .execute();
      return new Map(rows.map((r) => [r.prize_id!, Number(r.n)]));
    },

    /**
     * Takes one of the prize's stock in one conditional statement: true when one was left. A
     * prize without stock (unlimited) is always there; its row is not touched.
     */
    async takePrize(prize: Pick<PrizeRow, 'id' | 'stock'>): Promise<boolean> {
      if (prize.stock === null) return true;
      const result = await db
        .updateTable('game_prizes')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', prize.id)
        .where('stock', '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A prize coupon: the coupon the cart accepts, its game record, and the entry's link to it. */
    async insertPrizeCoupon(coupon: NewCoupon, entry: { id: number; customer_id: number | null }, at: string): Promise<void> {
      await db
        .insertInto('coupons')
        .values({
          code: coupon.code,
          type: coupon.type,
          amount: coupon.amount,
          min_subtotal: coupon.minSubtotal,
          starts_at: coupon.startsAt,
          ends_at: coupon.endsAt,
          is_active: 1,
          label_fr: coupon.labelFr,
          label_en: coupon.labelEn,
        })
        .execute();
      await db.insertInto('game_coupons').values({ coupon_code: coupon.code, entry_id: entry.id, customer_id: entry.customer_id, created_at: at }).execute();
      await db.updateTable('game_entries').set({ coupon_code: coupon.code }).where('id', '=', entry.id).execute();
    },

    async coupon(code: string): Promise<{ code: string; ends_at: string; min_subtotal: number } | undefined> {
      const row = await db.selectFrom('coupons').select(['code', 'ends_at', 'min_subtotal']).where('code', '=', code).executeTakeFirst();
      return row && { code: row.code!, ends_at: row.ends_at ?? '', min_subtotal: row.min_subtotal };
    },

    /** The coupons a customer won, newest first. */
    async prizeCouponsOf(customerId: number) {
      return db
        .selectFrom('game_coupons as g')
        .innerJoin('coupons as c', 'c.code', 'g.coupon_code')
        .select(['c.code', 'c.label_fr', 'c.label_en', 'c.ends_at', 'c.min_subtotal', 'c.is_active'])
        .where('g.customer_id', '=', customerId)
        .orderBy('g.created_at', 'desc')
        .execute();
    },

    // Tombola

    /** Records the draw's seed unless one is recorded: the first seed stays, whoever wrote it. */
    async ensureDraw(code: string, seed: string, commitment: string): Promise<DrawRow> {
      await db
        .insertInto('tombola_draws')
        .values({ code, seed, commitment })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const row = await db.selectFrom('tombola_draws').select(['code', 'seed', 'commitment', 'drawn_at', 'tickets_digest']).where('code', '=', code).executeTakeFirstOrThrow();
      return { ...row, code: row.code! };
    },

    /**
     * Marks the draw made, only if it was not: false when another process drew first (its
     * transaction holds the row until it commits, and then this one finds it drawn).
     */
    async claimDraw(code: string, at: string, ticketsDigest: string): Promise<boolean> {
      const result = await db
        .updateTable('tombola_draws')
        .set({ drawn_at: at, tickets_digest: ticketsDigest })
        .where('code', '=', code)
        .where('drawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertWinners(code: string, winners: { rank: number; ticketId: number; prizeId: number }[]): Promise<void> {
      if (winners.length === 0) return;
      await db
        .insertInto('tombola_winners')
        .values(winners.map((w) => ({ code, rank: w.rank, ticket_id: w.ticketId, prize_id: w.prizeId })))
        .execute();
    },

    async ticketsOf(code: string): Promise<{ id: number; number: string }[]> {
      return db.selectFrom('tombola_tickets').select(['id', 'number']).where('code', '=', code).execute();
    },

    async ticketCount(code: string): Promise<number> {
      const row = await db.selectFrom('tombola_tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('code', '=', code).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async winnersOf(code: string) {
      return db
        .selectFrom('tombola_winners as w')
        .innerJoin('tombola_tickets as t', 't.id', 'w.ticket_id')
        .innerJoin('tombola_orders as o', 'o.id', 't.tombola_order_id')
        .innerJoin('game_prizes as p', 'p.id', 'w.prize_id')
        .select(['w.rank', 't.number', 'o.nom', 'o.tel', 'p.label_fr', 'p.label_en'])
        .where('w.code', '=', code)
        .orderBy('w.rank')
        .execute();
    },

    async ticketsOfPlayer(code: string, tel: string): Promise<{ number: string; order_number: string }[]> {
      return db
        .selectFrom('tombola_tickets as t')
        .innerJoin('tombola_orders as o', 'o.id', 't.tombola_order_id')
        .select(['t.number', 'o.order_number'])
        .where('t.code', '=', code)
        .where('o.tel', '=', tel)
        .orderBy('t.id')
        .execute();
    },

    /** The phone an order's tickets went to, if they were issued. */
    async tombolaOrderPhone(code: string, orderNumber: string): Promise<string | undefined> {
      const row = await db.selectFrom('tombola_orders').select('tel').where('code', '=', code).where('order_number', '=', orderNumber).executeTakeFirst();
      return row?.tel;
    },

    /** The order's ticket record, or null when the order already has one (the unique key decides). */
    async insertTombolaOrder(order: { code: string; orderNumber: string; nom: string; tel: string; customerId: number | null; at: string }): Promise<number | null> {
      const row = await db
        .insertInto('tombola_orders')
        .values({ code: order.code, order_number: order.orderNumber, nom: order.nom, tel: order.tel, customer_id: order.customerId, created_at: order.at })
        .onConflict((oc) => oc.columns(['code', 'order_number']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** A ticket, unless its number is taken in this tombola: whether it was issued. */
    async insertTicket(code: string, number: string, tombolaOrderId: number): Promise<boolean> {
      const result = await db
        .insertInto('tombola_tickets')
        .values({ code, number, tombola_order_id: tombolaOrderId })
        .onConflict((oc) => oc.columns(['code', 'number']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    // Treasure hunt

    async cluesOf(code: string): Promise<ClueRow[]> {
      return db.selectFrom('game_clues').select(['id', 'position', 'riddle_fr', 'riddle_en', 'answers']).where('code', '=', code).orderBy('position').execute();
    },

    /** Players who found every one of the hunt's `clues` clues. */
    async finishers(code: string, clues: number): Promise<number> {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('game_clue_finds as f')
            .innerJoin('game_clues as c', 'c.id', 'f.clue_id')
            .select('f.entry_id')
            .where('c.code', '=', code)
            .groupBy('f.entry_id')
            .having((h) => h.fn.countAll(), '=', clues)
            .as('done'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async foundPositions(entryId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('game_clue_finds as f')
        .innerJoin('game_clues as c', 'c.id', 'f.clue_id')
        .select('c.position')
        .where('f.entry_id', '=', entryId)
        .orderBy('c.position')
        .execute();
      return rows.map((r) => r.position);
    },

    async recordFind(entryId: number, clueId: number, at: string): Promise<void> {
      await db
        .insertInto('game_clue_finds')
        .values({ entry_id: entryId, clue_id: clueId, found_at: at })
        .onConflict((oc) => oc.columns(['entry_id', 'clue_id']).doNothing())
        .execute();
    },

    // Prediction

    async fixturesOf(code: string): Promise<FixtureRow[]> {
      return db.selectFrom('game_fixtures').selectAll().where('code', '=', code).orderBy('kickoff_at').orderBy('id').execute();
    },

    async fixture(id: number, code: string): Promise<FixtureRow | undefined> {
      return db.selectFrom('game_fixtures').selectAll().where('id', '=', id).where('code', '=', code).executeTakeFirst();
    },

    async predictionsOfGame(code: string): Promise<{ fixture_id: number; entry_id: number; home: number; away: number }[]> {
      return db
        .selectFrom('game_predictions as p')
        .innerJoin('game_fixtures as f', 'f.id', 'p.fixture_id')
        .select(['p.fixture_id', 'p.entry_id', 'p.home', 'p.away'])
        .where('f.code', '=', code)
        .execute();
    },

    async predictionsOfEntry(entryId: number) {
      return db
        .selectFrom('game_predictions as p')
        .innerJoin('game_fixtures as f', 'f.id', 'p.fixture_id')
        .select(['p.fixture_id', 'p.home', 'p.away', 'f.home_score', 'f.away_score'])
        .where('p.entry_id', '=', entryId)
        .orderBy('f.kickoff_at')
        .execute();
    },

    async savePrediction(p: { fixtureId: number; entryId: number; home: number; away: number; at: string }): Promise<void> {
      await db
        .insertInto('game_predictions')
        .values({ fixture_id: p.fixtureId, entry_id: p.entryId, home: p.home, away: p.away, created_at: p.at, updated_at: p.at })
        .onConflict((oc) =>
          oc.columns(['fixture_id', 'entry_id']).doUpdateSet((eb) => ({
            home: eb.ref('excluded.home'),
            away: eb.ref('excluded.away'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    // Mystery product

    async mysteryOf(code: string): Promise<MysteryRow | undefined> {
      const row = await db.selectFrom('game_mystery').select(['code', 'product_id', 'candidates', 'discount_percent', 'coupon_days']).where('code', '=', code).executeTakeFirst();
      return row && { ...row, code: row.code! };
    },

    async hintsOf(code: string): Promise<{ position: number; hint_fr: string; hint_en: string; reveal_at: string }[]> {
      return db.selectFrom('game_mystery_hints').select(['position', 'hint_fr', 'hint_en', 'reveal_at']).where('code', '=', code).orderBy('position').execute();
    },

    async products(ids: number[]): Promise<MysteryProductRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('products').select(['id', 'name_fr', 'name_en', 'url_key', 'price']).where('id', 'in', ids).execute();
    },

    async guessCounts(code: string): Promise<{ total: number; correct: number }> {
      const row = await db
        .selectFrom('game_guesses as g')
        .innerJoin('game_entries as e', 'e.id', 'g.entry_id')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.coalesce(eb.fn.sum<number>('g.correct'), eb.lit(0)).as('correct')])
        .where('e.code', '=', code)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), correct: Number(row.correct) };
    },

    async guessOf(entryId: number): Promise<number | undefined> {
      const row = await db.selectFrom('game_guesses').select('product_id').where('entry_id', '=', entryId).executeTakeFirst();
      return row?.product_id;
    },

    /** The entry's one guess, unless it has one (the key decides): whether this one was kept. */
    async insertGuess(entryId: number, productId: number, correct: boolean, at: string): Promise<boolean> {
      const result = await db
        .insertInto('game_guesses')
        .values({ entry_id: entryId, product_id: productId, correct: correct ? 1 : 0, created_at: at })
        .onConflict((oc) => oc.column('entry_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
