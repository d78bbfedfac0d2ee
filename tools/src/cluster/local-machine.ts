import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/**
 * What a test needs from this machine to start servers of its own: a free port, PostgreSQL's
 * server binaries and the account they must run as, Debian's nginx. Shared by the API tests' throw-away
 * PostgreSQL (commerce-api/test/support/postgres.ts) and `pnpm test:cluster`.
 */

/** A port free on 127.0.0.1 now (the OS picks it; the caller binds it next). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Where the server binaries are: the PATH (Debian links some into /usr/local/bin), else Debian's versioned folder. */
export function postgresBinaries(): string {
  for (const dir of ['/usr/local/bin', '/usr/bin']) if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).toSorted((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(root, version, 'bin', 'initdb'))) return join(root, version, 'bin');
  throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) are missing: apt-get install postgresql (as root; npm test does it)");
}

const postgresId = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` account. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: postgresId('-u'), gid: postgresId('-g') };
}

/** Debian's nginx (`tools/bin/test.sh` installs it as root); the tests that need it are skipped without it. */
export function nginxBinary(): string | undefined {
  const dirs = [...(process.env['PATH'] ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find((file) => existsSync(file));
}
