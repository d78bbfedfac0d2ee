/**
 * `pnpm bench:profile`: what the main thread runs in each long task of a page's start-up, named
 * through source maps (decision 052's method, issue 27). Builds the shell and the remotes with
 * `BUILD_SOURCE_MAPS=1`, publishes them into a throw-away store and serves it with the gateway on
 * a free port; loads each page N times in Debian's Chromium (Lighthouse's phone, CPU slowed 4×)
 * with a trace and the V8 sampling profiler; prints each task over the threshold after the first
 * contentful paint, with the self time of its top source locations, and a summary per page
 * (with the functions V8 compiled on the main thread: a count that holds from load to load).
 * `--compare <store dir | URL>` loads a second target in turn (A, B, A, B…) and prints B/A
 * ratios: on this shared machine only figures taken side by side compare. A URL may be another
 * shop's (the side-by-side reference store): its loads, which never set the shell's hydration
 * mark, are read to network idle after a 10 s wait for it.
 * Options: `--no-build` (publish the current dist/, built with the variable), `--store <dir>`
 * (serve a published store as is), `--pages /,/x`, `--runs 3`, `--threshold 40`, `--top 5`,
 * `--json <file>`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { RawSourceMap } from 'source-map-js';
import { publishAll } from '@shop/tools/release/commands';
import { repoRoot } from '@shop/tools/release/store';
import { BENCH_CHROMIUM_FLAGS } from '@shop/tools/bench/chromium';
import { builtDir, frameLocator, mapFileFor, meanLocations, median, profileTasks, summarizeLoad, type LoadSummary, type CallFrame, type ScriptMap, type TaskProfile, type TraceEvent } from './profile-trace.ts';

const CPU_SLOWDOWN = 4;
/** Lighthouse 13's mobile emulation, as `bench:bundle` loads pages. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Past the shell's idle start of its site services (2 s at most), whose tasks count too. */
const SETTLE_MS = 2500;
/** How long a load waits for the shell's `data-hydrated` mark before it is read without it. */
const HYDRATION_MARK_WAIT_MS = 10_000;
/** Tasks, layout and paint, the paint marks, the sampling profiler: no more, as a trace of every category is too large to read back on this machine. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.compile'];
const DEFAULT_PAGES = ['/', '/product/infinix-smart-8-6-6-128-go-rom-4-go-ram-13-mp-argent-72'];

interface Options {
  build: boolean;
  store: string | undefined;
  compare: string | undefined;
  pages: string[];
  runs: number;
  thresholdMs: number;
  top: number;
  json: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const whole = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number ≥ 1`);
    return n;
  };
  return {
    build: !argv.includes('--no-build') && !value('--store'),
    store: value('--store'),
    compare: value('--compare'),
    pages: value('--pages')?.split(',') ?? DEFAULT_PAGES,
    runs: whole('--runs', 3),
    thresholdMs: whole('--threshold', 40),
    top: whole('--top', 5),
    json: value('--json'),
  };
}

interface Target {
  name: string;
  /** What the report calls it: the store folder or URL given, or the throw-away store. */
  description: string;
  url: string;
  /** The published store whose map files name the frames; none for a store served elsewhere. */
  storeDir: string | undefined;
  stop: () => Promise<void>;
}

/** Map files of a store, relative to it (server bundles are not run by the browser). */
function storeMaps(storeDir: string): string[] {
  return readdirSync(storeDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js.map') && !f.split(/[\\/]/).includes('server'))
    .map((f) => f.replaceAll('\\', '/'));
}

/** The gateway in a process of its own on a free port (`pnpm serve`'s entry), as a store runs. */
async function serve(name: string, storeDir: string, description = storeDir): Promise<Target> {
  const dbDir = await mkdtemp(join(tmpdir(), 'bench-profile-db-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir, DB_PATH: join(dbDir, 'commerce.sqlite'), PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      const match = /store listening on (http:\/\/\S+)/.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the gateway for ${name} exited (${code}) before listening`)));
  });
  // Its log is not the bench's output; reading it keeps the pipe from filling.
  child.stdout?.resume();
  return {
    name,
    description,
    url,
    storeDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dbDir, { recursive: true, force: true });
    },
  };
}

async function targetFor(name: string, spec: string): Promise<Target> {
  if (/^https?:\/\//.test(spec)) return { name, description: spec, url: spec.replace(/\/$/, ''), storeDir: undefined, stop: async () => {} };
  return serve(name, spec);
}

/** A locator for one target's frames (its store's maps, read once each, by the script's URL path), and how many maps it has. */
function locatorFor(target: Target): { locate: (frame: CallFrame) => string; maps: number } {
  const maps = target.storeDir ? storeMaps(target.storeDir) : [];
  const locate = frameLocator((url): ScriptMap | undefined => {
    const file = mapFileFor(new URL(url).pathname, maps);
    if (!target.storeDir || !file) return undefined;
    return { map: JSON.parse(readFileSync(join(target.storeDir, file), 'utf8')) as RawSourceMap, dir: builtDir(file) };
  });
  return { locate, maps: maps.length };
}

interface Load {
  target: string;
  page: string;
  fcpMs: number;
  tasks: TaskProfile[];
  summary: LoadSummary;
  compiles: { count: number; ms: number };
}

/** One cold load of `url` at 4× with a trace, once the page is live and its idle work has run. */
async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      // One promise in the page rather than Playwright's polling, whose scripts would be sampled.
      // Bounded: another shop's page (the side-by-side reference) never sets the shell's mark.
      const marked = await page.evaluate(
        (waitMs) =>
          new Promise<boolean>((resolve) => {
            const root = document.documentElement;
            if (root.hasAttribute('data-hydrated')) return resolve(true);
            const observer = new MutationObserver(() => {
              if (!root.hasAttribute('data-hydrated')) return;
              clearTimeout(timer);
              observer.disconnect();
              resolve(true);
            });
            const timer = setTimeout(() => {
              observer.disconnect();
              resolve(false);
            }, waitMs);
            observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
          }),
        HYDRATION_MARK_WAIT_MS,
      );
      if (!marked) process.stderr.write(`${url}: no hydration mark after ${HYDRATION_MARK_WAIT_MS / 1000} s; the load is read to network idle\n`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    } catch (error) {
      await browser.stopTracing();
      throw error;
    }
    return (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

const round = (ms: number) => Math.round(ms).toString();

function taskRows(load: Load, top: number): string[] {
  if (!load.tasks.length) return ['| – | – | – | no task over the threshold |'];
  return load.tasks.map((task) => {
    const rendering = Object.entries(task.rendering).filter(([, ms]) => ms >= 1).map(([kind, ms]) => `${kind} ${round(ms)}`).join(', ') || '–';
    const locations = task.locations.slice(0, top).map((l) => `${l.location} ${round(l.ms)}`).join('; ');
    return `| ${round(task.atMs)} | ${round(task.durationMs)} | ${rendering} | ${locations} |`;
  });
}

function report(options: Options, targets: (Target & { maps: number })[], loads: Load[], loadBefore: number): string {
  const lines = [
    `## Start-up profile: tasks ≥ ${options.thresholdMs} ms after the first contentful paint, ${CPU_SLOWDOWN}× CPU, phone ${PHONE.viewport.width}×${PHONE.viewport.height}`,
    '',
    ...targets.map((t) => `- ${t.name}: ${t.description} (${t.maps} source maps)`),
    `- ${options.runs} loads per page and target${targets.length > 1 ? ', alternating' : ''}; load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
    '- columns: ms from the first contentful paint to the task (negative: the task holds it), its ms, the renderer\'s own work in it, self ms by source location',
    '',
  ];
  for (const page of options.pages) {
    for (const target of targets) {
      const mine = loads.filter((l) => l.page === page && l.target === target.name);
      lines.push(`### ${page} (${target.name})`, '');
      mine.forEach((load, i) => {
        lines.push(`Load ${i + 1}: first contentful paint at ${round(load.fcpMs)} ms; ${load.tasks.length} long tasks, ${round(load.summary.longTaskMs)} ms, ${round(load.summary.blockingMs)} ms over 50; ${load.compiles.count} functions compiled on the main thread (${round(load.compiles.ms)} ms)`, '');
        lines.push('| at ms | task ms | layout, style, paint | self ms by location |', '|---:|---:|---|---|', ...taskRows(load, options.top), '');
      });
      lines.push(`Most self time in long tasks, mean ms per load: ${meanLocations(mine.map((l) => l.tasks)).slice(0, options.top * 2).map((l) => `${l.location} ${l.ms.toFixed(1)}`).join('; ')}`, '');
    }
  }
  const [a, b] = targets;
  if (a && b) {
    lines.push(`### ${b.name} / ${a.name} (medians of ${options.runs} loads each)`, '', '| page | metric | A | B | B/A |', '|---|---|---:|---:|---:|');
    for (const page of options.pages) {
      const metrics: [string, (load: Load) => number][] = [
        ['long-task ms', (l) => l.summary.longTaskMs],
        ['ms over 50', (l) => l.summary.blockingMs],
        ['main-thread compiles', (l) => l.compiles.count],
        ['their ms', (l) => l.compiles.ms],
      ];
      for (const [label, metric] of metrics) {
        const of = (t: Target) => median(loads.filter((l) => l.page === page && l.target === t.name).map(metric));
        const [ma, mb] = [of(a), of(b)];
        lines.push(`| ${page} | ${label} | ${round(ma)} | ${round(mb)} | ${ma > 0 ? (mb / ma).toFixed(2) : '–'} |`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    const result = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, env: { ...process.env, BUILD_SOURCE_MAPS: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`pnpm build failed (exit ${result.status ?? result.signal})`);
  }
  let published: string | undefined;
  if (!options.store) {
    published = await mkdtemp(join(tmpdir(), 'bench-profile-'));
    await publishAll({ storeDir: published, log: () => {} });
  }
  const targets: Target[] = [];
  let browser: Browser | undefined;
  const loads: Load[] = [];
  const locators = new Map<string, ReturnType<typeof locatorFor>>();
  const loadBefore = loadavg()[0]!;
  try {
    targets.push(options.store ? await serve('A', options.store) : await serve('A', published!, `this workspace's build${options.build ? ' (built with BUILD_SOURCE_MAPS=1)' : ''}, in a throw-away store`));
    if (options.compare) targets.push(await targetFor('B', options.compare));
    for (const target of targets) locators.set(target.name, locatorFor(target));
    browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--headless', ...BENCH_CHROMIUM_FLAGS] });
    // The first render of a page loads its remote's server bundle: not the page's start-up.
    // A warm-up that fails (a loaded machine's time-out) leaves the measured load to say why.
    for (const target of targets) for (const page of options.pages) await fetch(`${target.url}${page}`).then((r) => r.arrayBuffer(), () => undefined);
    for (let run = 0; run < options.runs; run++) {
      for (const page of options.pages) {
        for (const target of targets) {
          const profile = profileTasks(await traceLoad(browser, `${target.url}${page}`), options.thresholdMs, locators.get(target.name)!.locate);
          if (!profile) throw new Error(`${target.name} ${page}: the trace has no first contentful paint`);
          loads.push({ target: target.name, page, ...profile, summary: summarizeLoad(profile.tasks) });
          process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${target.name} ${page} load ${run + 1}: ${profile.tasks.length} long tasks\n`);
        }
      }
    }
  } finally {
    await browser?.close();
    for (const target of targets) await target.stop();
    if (published) await rm(published, { recursive: true, force: true });
  }
  process.stdout.write(`${report(options, targets.map((t) => ({ ...t, maps: locators.get(t.name)?.maps ?? 0 })), loads, loadBefore)}\n`);
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ options, cpuSlowdown: CPU_SLOWDOWN, loads }, null, 2)}\n`);
}

await main();
