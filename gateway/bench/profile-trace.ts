/**
 * What `pnpm bench:profile` reads out of a Chromium trace (decision 052's method), without a
 * browser: the main thread's tasks over a threshold after the first contentful paint, and the
 * V8 sampling profiler's samples inside each, attributed to source locations through the
 * build's source maps.
 */
import { posix } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 reports them: the function's own position, not the sampled line. */
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds, on the clock the CPU profile's `startTime` uses too. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

export interface Thread {
  pid: number;
  tid: number;
}

export interface Sample {
  ts: number;
  /** Time until the next sample, µs: the self time this sample stands for. */
  weight: number;
  frame: CallFrame;
}

/** The page's main thread and its first contentful paint (µs), from Blink's paint-timing mark. */
export function firstPaint(events: readonly TraceEvent[]): (Thread & { fcp: number }) | undefined {
  const mark = events.filter((e) => e.name === 'firstContentfulPaint').toSorted((a, b) => a.ts - b.ts)[0];
  return mark && { pid: mark.pid, tid: mark.tid, fcp: mark.ts };
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const on = (e: TraceEvent, thread: Thread) => e.pid === thread.pid && e.tid === thread.tid;

/**
 * Outermost tasks of `thread` lasting at least `thresholdMs` that end after `after` (µs): the task
 * holding the first paint counts, as it delays the first tap as much as a later one. Chromium
 * nests `RunTask` inside `ThreadControllerImpl::RunTask`; only the outer one is kept.
 */
export function longTasks(events: readonly TraceEvent[], thread: Thread, after: number, thresholdMs: number): { start: number; end: number }[] {
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && on(e, thread))
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0) }))
    .toSorted((a, b) => a.start - b.start || b.end - a.end);
  const outer: { start: number; end: number }[] = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (last && task.start < last.end) continue;
    outer.push(task);
  }
  return outer.filter((t) => t.end > after && t.end - t.start >= thresholdMs * 1000);
}

/** Nodes V8 adds for time that is no function of the page's: nothing to run, the tree's root. */
const NOT_WORK = new Set(['(idle)', '(root)']);

/**
 * The samples of `thread`'s CPU profile, each with its leaf frame. A profile is a `Profile` event
 * and `ProfileChunk`s of the same id; nodes and time deltas arrive spread over the chunks.
 */
export function cpuSamples(events: readonly TraceEvent[], thread: Thread): Sample[] {
  const head = events.find((e) => e.name === 'Profile' && on(e, thread)) ?? events.find((e) => e.name === 'Profile' && e.pid === thread.pid);
  if (!head) return [];
  const nodes = new Map<number, CallFrame>();
  const times: number[] = [];
  const ids: number[] = [];
  let clock = head.args?.data?.startTime ?? head.ts;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === head.pid && e.id === head.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const samples = data?.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      ids.push(id);
      times.push(clock);
    });
  }
  const result: Sample[] = [];
  ids.forEach((id, i) => {
    const frame = nodes.get(id);
    if (!frame || NOT_WORK.has(frame.functionName)) return;
    result.push({ ts: times[i]!, weight: i + 1 < times.length ? times[i + 1]! - times[i]! : 0, frame });
  });
  return result;
}

/** Trace events of the renderer's own work (no script) worth naming beside a task's script time. */
const RENDERING: Record<string, string> = { Layout: 'layout', UpdateLayoutTree: 'style', PrePaint: 'paint', Paint: 'paint', ParseHTML: 'parse HTML' };

/** Milliseconds of layout, style, paint and HTML parsing inside a task, by kind. */
export function renderingTime(events: readonly TraceEvent[], thread: Thread, task: { start: number; end: number }): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const e of events) {
    const kind = RENDERING[e.name];
    if (!kind || e.ph !== 'X' || !on(e, thread) || e.ts < task.start || e.ts >= task.end) continue;
    totals[kind] = (totals[kind] ?? 0) + (e.dur ?? 0) / 1000;
  }
  return totals;
}

/**
 * A readable name for a source of a map, resolved from the workspace (`builtDir`): a dependency's
 * file from its package name (`node_modules/.pnpm/x@1/node_modules/@scope/pkg/dist/a.js` →
 * `@scope/pkg/dist/a.js`), the path for the shop's own code (`shared/src/i18n/index.ts`), the
 * bundler's runtime by its module (`webpack/runtime/consumes`).
 */
export function sourceLabel(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  return source.replace(/^webpack:\/\//, '');
}

/**
 * The folder, from the workspace, where a store's map file was written by the build, since its
 * sources are relative to it: `shell/<version>/static/js/a.js.map` → `shell/dist/static/js`,
 * `remotes/<name>/<version>/remoteEntry.js.map` → `<name>/dist`.
 */
export function builtDir(storeMapFile: string): string {
  const parts = storeMapFile.split('/').slice(0, -1);
  const [packageDir, rest] = parts[0] === 'remotes' ? [parts[1], parts.slice(3)] : [parts[0], parts.slice(2)];
  return posix.join(packageDir ?? '', 'dist', ...rest);
}

/**
 * The source map of a script served at URL path `urlPath`, among a store's map files (paths
 * relative to the store): the one whose path ends with the script's path plus `.map`, the
 * closest (shortest) one first. The gateway never serves maps, so the bench reads them here.
 */
export function mapFileFor(urlPath: string, mapFiles: readonly string[]): string | undefined {
  const wanted = `${urlPath.replace(/^\/+/, '')}.map`;
  return mapFiles.filter((f) => f === wanted || f.endsWith(`/${wanted}`)).toSorted((a, b) => a.length - b.length)[0];
}

/** A script's source map and the folder its sources are relative to (`builtDir`). */
export interface ScriptMap {
  map: RawSourceMap;
  dir: string;
}

/**
 * Names a sampled frame: `<source file>:<line> <function>` through the script's source map when
 * there is one, else `<script file>:<line>:<column> <function>`; V8's own nodes (`(program)`,
 * `(garbage collector)`) by their name. V8 places a function after its name (at its parameters),
 * so the mapping at or before that position carries the original name, when the minifier
 * renamed it; a dependency shipped minified keeps its own short names.
 */
export function frameLocator(mapFor: (url: string) => ScriptMap | undefined): (frame: CallFrame) => string {
  const consumers = new Map<string, { consumer: SourceMapConsumer; dir: string } | undefined>();
  return (frame) => {
    if (!frame.url) return frame.functionName || '(native)';
    if (!consumers.has(frame.url)) {
      const found = mapFor(frame.url);
      consumers.set(frame.url, found && { consumer: new SourceMapConsumer(found.map), dir: found.dir });
    }
    const script = consumers.get(frame.url);
    const position = script?.consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber, bias: SourceMapConsumer.GREATEST_LOWER_BOUND });
    if (script && position?.source) {
      const source = /^[a-z]+:\/\//.test(position.source) ? position.source : posix.join(script.dir, position.source);
      return `${sourceLabel(source)}:${position.line} ${position.name ?? (frame.functionName || '(anonymous)')}`;
    }
    // A script inside the document has the page's URL: its path names it.
    const file = frame.url.replace(/[?#].*$/, '').split('/').at(-1) || new URL(frame.url).pathname;
    return `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1} ${frame.functionName || '(anonymous)'}`;
  };
}

export interface TaskProfile {
  /** Milliseconds from the first contentful paint to the task's start (negative: it holds the paint). */
  atMs: number;
  durationMs: number;
  rendering: Record<string, number>;
  /** Self time by location, ms, largest first. */
  locations: { location: string; ms: number }[];
}

/**
 * Functions V8 compiled on `thread` when first called (`V8.CompileCode`, category
 * `disabled-by-default-v8.compile`), and their ms: the work a compile hint moves to the streaming
 * thread (decisions 063, 065). A deterministic count where task times are not.
 */
export function mainThreadCompiles(events: readonly TraceEvent[], thread: Thread): { count: number; ms: number } {
  const compiles = events.filter((e) => e.ph === 'X' && e.name === 'V8.CompileCode' && on(e, thread));
  return { count: compiles.length, ms: compiles.reduce((total, e) => total + (e.dur ?? 0) / 1000, 0) };
}

/** Each long task of one load with the self time of the samples taken inside it, by location. */
export function profileTasks(events: readonly TraceEvent[], thresholdMs: number, locate: (frame: CallFrame) => string): { fcpMs: number; tasks: TaskProfile[]; compiles: { count: number; ms: number } } | undefined {
  const main = firstPaint(events);
  if (!main) return undefined;
  // The page's own navigation: the last one before its paint (the tab's `about:blank` comes first).
  const navigation = Math.max(...events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts <= main.fcp).map((e) => e.ts), Number.NEGATIVE_INFINITY);
  const samples = cpuSamples(events, main);
  const tasks = longTasks(events, main, main.fcp, thresholdMs).map((task) => {
    const self = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.start || sample.ts >= task.end) continue;
      const location = locate(sample.frame);
      self.set(location, (self.get(location) ?? 0) + sample.weight / 1000);
    }
    return {
      atMs: (task.start - main.fcp) / 1000,
      durationMs: (task.end - task.start) / 1000,
      rendering: renderingTime(events, main, task),
      locations: [...self].map(([location, ms]) => ({ location, ms })).toSorted((a, b) => b.ms - a.ms),
    };
  });
  return { fcpMs: Number.isFinite(navigation) ? (main.fcp - navigation) / 1000 : Number.NaN, tasks, compiles: mainThreadCompiles(events, main) };
}

export interface LoadSummary {
  /** Sum of the long tasks' durations, ms. */
  longTaskMs: number;
  /** Sum of each long task's part over 50 ms, as Total Blocking Time counts (with no end bound). */
  blockingMs: number;
}

export function summarizeLoad(tasks: readonly TaskProfile[]): LoadSummary {
  return {
    longTaskMs: tasks.reduce((total, t) => total + t.durationMs, 0),
    blockingMs: tasks.reduce((total, t) => total + Math.max(0, t.durationMs - 50), 0),
  };
}

/** Self time by location over all long tasks of several loads, as a mean per load, largest first. */
export function meanLocations(loads: readonly (readonly TaskProfile[])[]): { location: string; ms: number }[] {
  const totals = new Map<string, number>();
  for (const tasks of loads) for (const task of tasks) for (const { location, ms } of task.locations) totals.set(location, (totals.get(location) ?? 0) + ms);
  return [...totals].map(([location, ms]) => ({ location, ms: ms / Math.max(1, loads.length) })).toSorted((a, b) => b.ms - a.ms);
}

export const median = (values: readonly number[]): number => {
  if (!values.length) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
