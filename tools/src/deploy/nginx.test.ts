import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, nginxBinary } from '../cluster/local-machine.ts';
import { repoRoot } from '../release/store.ts';

const nginx = nginxBinary();

/**
 * The repository's configuration with this machine's addresses: each replaced text must be there
 * exactly once, so a change to the file that these tests no longer cover fails here.
 */
function localised(conf: string, replace: Record<string, string>): string {
  let out = conf;
  for (const [from, to] of Object.entries(replace)) {
    const found = out.split(from).length - 1;
    if (found !== 1) throw new Error(`store.conf: expected "${from}" once, found ${found} times`);
    out = out.replace(from, to);
  }
  return out;
}

/** The upstream's one service line, as one line per local node with the same health settings. */
const nodeLines = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join('\n    ');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stand-in node: says who it is, counts what reached it, and answers as the store's pages do. */
function node(name: string) {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const page = { 'content-type': 'text/plain', 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=300' };
    if (path === '/page') return response.writeHead(200, page).end(`page from ${name}`);
    if (path === '/page-with-cookie') return response.writeHead(200, { ...page, 'set-cookie': 'shop_cohort=7; Path=/' }).end(`cookie page from ${name}`);
    if (path === '/whoami') return response.writeHead(200, { 'cache-control': 'no-store' }).end(JSON.stringify({ from: name, forwardedFor: request.headers['x-forwarded-for'] ?? null, forwarded: request.headers['forwarded'] ?? null }));
    return response.writeHead(200, { 'cache-control': 'no-store' }).end(name);
  });
  return { name, server, hits };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe.skipIf(!nginx)('the load balancer configuration (tools/deploy/nginx/store.conf)', () => {
  let dir: string;
  let mainConf: string;
  let port: number;
  let running: ChildProcess | undefined;
  const gateways = [node('gateway-a'), node('gateway-b')];
  const backEnds = [node('back-end-a'), node('back-end-b')];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nginx-store-'));
    // nginx's workers run as an unprivileged user when the tests run as root: they need the way in.
    await chmod(dir, 0o755);
    await mkdir(join(dir, 'cache'), { recursive: true, mode: 0o777 });
    const [g1, g2, b1, b2] = await Promise.all([...gateways, ...backEnds].map((n) => listen(n.server)));
    port = await freePort();
    const conf = localised(await readFile(join(repoRoot, 'tools/deploy/nginx/store.conf'), 'utf8'), {
      // One line per node here, where the compose file's one name resolves to every replica.
      'server store:8080 max_fails=2 fail_timeout=10s;': nodeLines([g1!, g2!]),
      'server commerce-api:8081 max_fails=2 fail_timeout=10s;': nodeLines([b1!, b2!]),
      'listen 80;': `listen 127.0.0.1:${port};`,
      'listen 8081;': `listen 127.0.0.1:${await freePort()};`,
      '/var/cache/nginx/store': join(dir, 'cache'),
    });
    await writeFile(join(dir, 'store.conf'), conf);
    // What Debian's /etc/nginx/nginx.conf gives the included file, in a folder of its own.
    mainConf = join(dir, 'nginx.conf');
    const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
    await writeFile(
      mainConf,
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${join(dir, 'store.conf')}; }`,
      ].join('\n'),
    );
  });

  afterAll(async () => {
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running!.once('exit', resolve));
      running.kill('SIGQUIT');
      await exited;
    }
    await Promise.all([...gateways, ...backEnds].map((n) => new Promise((resolve) => n.server.close(resolve))));
    await rm(dir, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const check = spawnSync(nginx!, ['-t', '-q', '-e', join(dir, 'error.log'), '-c', mainConf, '-p', dir], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('starts, and spreads uncached requests over the gateways in turn', async () => {
    running = spawn(nginx!, ['-e', join(dir, 'error.log'), '-c', mainConf, '-p', dir], { stdio: 'ignore' });
    const started = Date.now();
    while (!(await get(port, '/').catch(() => null))) {
      if (Date.now() - started > 10_000) throw new Error(`nginx did not start: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const from = [];
    for (let i = 0; i < 6; i += 1) from.push((await get(port, '/rr')).body);
    expect(from.filter((name) => name === 'gateway-a')).toHaveLength(3);
    expect(from.filter((name) => name === 'gateway-b')).toHaveLength(3);
    expect(from.slice(0, 2).toSorted()).toEqual(['gateway-a', 'gateway-b']);
  });

  it("keeps a page for its s-maxage and serves it to everyone from there, even though its max-age is 0", async () => {
    const first = await get(port, '/page');
    expect(first.headers['x-cache-status']).toBe('MISS');
    const again = await Promise.all([get(port, '/page'), get(port, '/page'), get(port, '/page')]);
    expect(again.map((a) => a.headers['x-cache-status'])).toEqual(['HIT', 'HIT', 'HIT']);
    expect(new Set(again.map((a) => a.body))).toEqual(new Set([first.body]));
    expect(gateways.reduce((sum, g) => sum + (g.hits.get('/page') ?? 0), 0)).toBe(1);
  });

  it('never stores an answer that sets a cookie, nor answers a request that carries a token', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await get(port, '/page-with-cookie');
      expect(answer.headers['x-cache-status']).toBe('MISS');
      expect(answer.headers['set-cookie']).toEqual(['shop_cohort=7; Path=/']);
    }
    expect(gateways.reduce((sum, g) => sum + (g.hits.get('/page-with-cookie') ?? 0), 0)).toBe(3);
    const personal = await get(port, '/page', { authorization: 'Bearer a-shopper-token' });
    expect(personal.headers['x-cache-status']).toBe('BYPASS');
  });

  it('forwards one client address, its own view of the socket, whatever the shopper claims', async () => {
    const answer = await get(port, '/whoami', { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7' });
    expect(JSON.parse(answer.body)).toMatchObject({ forwardedFor: '127.0.0.1', forwarded: null });
  });

  it('sends requests past a gateway that is down to the other', async () => {
    const [down, up] = gateways as [ReturnType<typeof node>, ReturnType<typeof node>];
    await new Promise((resolve) => down.server.close(resolve));
    down.server.closeAllConnections();
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(port, '/rr')));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 4 }, () => [200, up.name]));
  });
});
