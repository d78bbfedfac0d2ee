import type { FeatureModule } from '../context.ts';
import type { Db } from './database.ts';
import { pendingMigrations } from './migrate.ts';
import { postgresStore, type PostgresStore } from './store.ts';

/**
 * Opens the PostgreSQL store for a serving process. The process never migrates: `pnpm db:migrate`
 * (compose's migrate job) has, once, before any instance starts; a database behind the code is
 * refused rather than half-served.
 */
export async function openPostgresStore(url: string): Promise<PostgresStore> {
  const store = postgresStore(url);
  try {
    const pending = await pendingMigrations(store);
    if (pending.length > 0) throw new Error(`the PostgreSQL database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`pnpm db:migrate\` first`);
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}

const label = (module: FeatureModule): string => module.name.replace(/Module$/, '') || 'an unnamed module';

/**
 * The modules a PostgreSQL store can serve. A module still on `ctx.db` (the raw SQLite
 * connection) cannot run there, so the back end refuses to start and names them, rather than
 * serve part of the API; tests of the moved modules ask for those alone (`onlyMoved`).
 */
export function modulesOnPostgres(all: readonly FeatureModule[], moved: ReadonlySet<FeatureModule>, onlyMoved: boolean): FeatureModule[] {
  const left = all.filter((m) => !moved.has(m));
  if (left.length > 0 && !onlyMoved) {
    throw new Error(
      `PostgreSQL cannot serve this back end yet: ${left.map(label).join(', ')} still use the SQLite connection (ctx.db) ` +
        'instead of their repositories (decision 020). Unset DATABASE_URL to run on SQLite.',
    );
  }
  return all.filter((m) => moved.has(m));
}

/**
 * `ctx.db` on PostgreSQL: there is no SQLite connection, and a caller that still reaches for one
 * (a helper shared with a module not yet moved) fails on the spot, saying what to do.
 */
export function noSqliteConnection(): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      throw new Error(`ctx.db.${String(property)}: there is no SQLite connection on PostgreSQL; this code must use its repository (ctx.repos, decision 020)`);
    },
  });
}
