import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, postgresBinaries, postgresOwner } from '@shop/tools/cluster/local-machine';
import { Client, Pool } from 'pg';
import { migratePostgres } from '../../src/db/migrate.ts';
import { postgresStore } from '../../src/db/store.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { seedCampaignsOnce } from '../../src/campaigns/seed.ts';
import { dataAccess } from '../../src/repositories.ts';

/**
 * A throw-away PostgreSQL cluster from the machine's own binaries (Debian's `postgresql`, which
 * `npm test` installs when missing): a data directory in a temporary folder, a free port on
 * 127.0.0.1, its unix socket in that folder too, gone when stopped. Durability is switched off:
 * nothing here outlives the test run.
 */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  /**
   * A new database copied from the migrated template: every migration applied, no rows; or with
   * `seeded`, from the seeded one (a cluster started with `seeded: true`).
   */
  createDatabase(prefix?: string, options?: { seeded?: boolean }): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** Runs one statement on the maintenance database (CREATE / DROP DATABASE…). */
  admin(text: string): Promise<void>;
  stop(): void;
}

/** The migrated database every test database is copied from (a copy is far faster than migrating). */
export const TEMPLATE_DATABASE = 'storefront_template';
/** The migrated template with the demo data seeded once, for servers that want it (seconds saved per file). */
export const SEEDED_TEMPLATE_DATABASE = 'storefront_seeded';

function run(owner: { uid: number; gid: number } | undefined, command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8', ...owner, env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

/**
 * Starts a cluster and migrates the template database; `seeded` also makes the seeded template
 * (the seed at this instant); `durable` keeps PostgreSQL's defaults (fsync, synchronous commit)
 * for benchmarks, whose figures must be production's. `stop()` removes every trace of it.
 */
export async function startPostgresCluster({ seeded = false, durable = false }: { seeded?: boolean; durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const owner = postgresOwner();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], { ...owner, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies mid-run must not leave a server behind.
  process.once('exit', stop);
  try {
    // C collation: text compares byte by byte, as on SQLite (the migration runner insists).
    run(owner, join(bin, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c max_connections=200', ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'])];
    run(owner, join(bin, 'pg_ctl'), ['start', '-D', data, '-l', join(dir, 'server.log'), '-w', '-o', settings.join(' ')]);
    running = true;
  } catch (error) {
    stop();
    throw error;
  }
  const databases = clusterAt(`postgres://postgres@127.0.0.1:${port}/postgres`);
  try {
    await databases.admin(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const pool = new Pool({ connectionString: databases.url(TEMPLATE_DATABASE), max: 1 });
    try {
      await migratePostgres(pool);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template without connections.
      await pool.end();
    }
    if (seeded) {
      await databases.admin(`CREATE DATABASE ${SEEDED_TEMPLATE_DATABASE} TEMPLATE ${TEMPLATE_DATABASE}`);
      const store = postgresStore(databases.url(SEEDED_TEMPLATE_DATABASE), { max: 1 });
      try {
        await seedIfEmpty(store);
        // What every server would otherwise do as it starts (seconds each on a busy machine):
        // the demo campaigns select their products from the whole catalogue.
        await seedCampaignsOnce(dataAccess(store), new Date());
      } finally {
        await store.close();
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  return {
    ...databases,
    stop() {
      process.removeListener('exit', stop);
      stop();
    },
  };
}

/**
 * A cluster started once for a whole test run (vitest's globalSetup) is reached from the test
 * files through this address; they create their databases on it without stopping it.
 */
export function clusterAt(adminUrl: string): Omit<PostgresCluster, 'stop'> {
  const base = new URL(adminUrl);
  const url = (database: string) => {
    const u = new URL(base);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async (text: string) => {
    const client = new Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let counter = 0;
  return {
    url,
    admin,
    async createDatabase(prefix = 'test', { seeded = false } = {}) {
      counter += 1;
      const name = `${prefix}_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
      await admin(`CREATE DATABASE ${name} TEMPLATE ${seeded ? SEEDED_TEMPLATE_DATABASE : TEMPLATE_DATABASE}`);
      return name;
    },
    async dropDatabase(name) {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
