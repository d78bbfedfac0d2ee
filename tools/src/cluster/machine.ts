import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../release/store.ts';
import { freePort, postgresBinaries, postgresOwner } from './local-machine.ts';

/**
 * The pieces `pnpm test:cluster` runs on this machine: a throw-away PostgreSQL cluster from the
 * machine's binaries, Debian's nginx, and the store's own processes started as production starts
 * them (their `main.ts` with the environment a container would get). Everything lives in one
 * temporary folder and is stopped by `stop()`, or when the test process exits.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(program: string, args: string[], options: { uid?: number; gid?: number } = {}): void {
  const result = spawnSync(program, args, { encoding: 'utf8', ...options, env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`);
}

/**
 * A PostgreSQL cluster in `dir/pg` on a free port; its default database compares text byte by
 * byte (`--locale=C`), as the migration runner insists. Durability is off: nothing outlives the run.
 */
export async function startPostgres(dir: string): Promise<{ url: string; stop: () => void }> {
  const bin = postgresBinaries();
  const owner = postgresOwner();
  const home = join(dir, 'pg');
  mkdirSync(home);
  if (owner) {
    // The `postgres` account needs the way into the run's folder, and its own folder inside.
    chmodSync(dir, 0o755);
    chownSync(home, owner.uid, owner.gid);
  }
  const data = join(home, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C', '--no-sync'], owner);
  const settings = [`-p ${port}`, `-k ${home}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
  run(join(bin, 'pg_ctl'), ['start', '-D', data, '-l', join(home, 'server.log'), '-w', '-o', settings.join(' ')], owner);
  let running = true;
  const stop = () => {
    if (!running) return;
    running = false;
    spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'], { ...owner, stdio: 'ignore' });
  };
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** A process of the store, its output in `<dir>/<name>.log`. */
export interface Node {
  name: string;
  url: string;
  child: ChildProcess;
  log: string;
  /** The end of its log, for a failure's message. */
  tail(): string;
}

/** `node --import tsx <script>` from the repository root, as the images' CMD runs it. */
export function startNode(dir: string, name: string, script: string, port: number, env: Record<string, string>): Node {
  const log = join(dir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  child.once('exit', () => process.removeListener('exit', stop));
  return { name, url: `http://127.0.0.1:${port}`, child, log, tail: () => tailOf(log) };
}

export function tailOf(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Stops a node as an orchestrator does (SIGTERM, then SIGKILL after a grace period). */
export async function stopNode(node: Node, graceMs = 10_000): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  const timer = setTimeout(() => node.child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A command of the repository (`pnpm db:migrate`, `pnpm release …`), its output returned. */
export function command(args: string[], env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // Tests read arbitrary fields of the store's answers; the assertions do the checking.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any;
}

export interface SendOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The shopper's own address. Loopback has a whole /8: each shopper connects from one of its
   * addresses, so the nodes see different clients, and none is one of the listed proxy hops.
   */
  from: string;
}

/** One HTTP request from a shopper's address, without connection reuse. */
export function send(url: string, options: SendOptions): Promise<Answer> {
  const { method = 'GET', body, token, headers = {}, from } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const all: Record<string, string> = { ...headers };
  if (payload !== undefined) all['content-type'] = 'application/json';
  if (token) all['authorization'] = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: all, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: the text is the body
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
      });
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Polls `check` until it returns true; the time it took, or an error naming `what`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

const nodeLines = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join('\n    ');

/**
 * nginx with the repository's `tools/deploy/nginx/store.conf`, its names replaced by this
 * machine's ports (each replaced text must be there exactly once, so a changed file fails here
 * rather than being half-tested). It connects to the nodes from `bind`, the address the nodes
 * list as their proxy hop.
 */
export async function startNginx(
  dir: string,
  options: { binary: string; gateways: [number, number]; backEnds: [number, number]; publicPort: number; internalPort: number; bind: string },
): Promise<{ stop: () => Promise<void> }> {
  const home = join(dir, 'nginx');
  mkdirSync(join(home, 'cache'), { recursive: true, mode: 0o777 });
  // nginx's workers run as an unprivileged user when the tests run as root: they need the way in.
  chmodSync(dir, 0o755);
  chmodSync(home, 0o755);
  chmodSync(join(home, 'cache'), 0o777);
  let conf = readFileSync(join(repoRoot, 'tools/deploy/nginx/store.conf'), 'utf8');
  const replace: Record<string, string> = {
    // The compose service's one name (every replica) becomes one line per local node.
    'server store:8080 max_fails=2 fail_timeout=10s;': nodeLines(options.gateways),
    'server commerce-api:8081 max_fails=2 fail_timeout=10s;': nodeLines(options.backEnds),
    'listen 80;': `listen 127.0.0.1:${options.publicPort};`,
    'listen 8081;': `listen 127.0.0.1:${options.internalPort};`,
    '/var/cache/nginx/store': join(home, 'cache'),
  };
  for (const [from, to] of Object.entries(replace)) {
    const found = conf.split(from).length - 1;
    if (found !== 1) throw new Error(`store.conf: expected "${from}" once, found ${found} times`);
    conf = conf.replace(from, to);
  }
  writeFileSync(join(home, 'store.conf'), conf);
  const temp = (name: string) => `${name}_temp_path ${join(home, name)};`;
  const main = join(home, 'nginx.conf');
  // What Debian's /etc/nginx/nginx.conf gives the included file, plus the hop's own address.
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${join(home, 'nginx.pid')};`,
      `error_log ${join(home, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      `http { access_log off; proxy_bind ${options.bind}; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${join(home, 'store.conf')}; }`,
    ].join('\n'),
  );
  const child = spawn(options.binary, ['-e', join(home, 'error.log'), '-c', main, '-p', home], { stdio: 'ignore' });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  await until(
    'nginx started',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${tailOf(join(home, 'error.log'))}`);
      await send(`http://127.0.0.1:${options.publicPort}/ready`, { from: '127.0.0.1' });
      return true;
    },
    10_000,
    50,
  );
  return {
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
