import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import {
  builtDir,
  cpuSamples,
  firstPaint,
  frameLocator,
  longTasks,
  mainThreadCompiles,
  mapFileFor,
  meanLocations,
  median,
  profileTasks,
  sourceLabel,
  summarizeLoad,
  type CallFrame,
  type TraceEvent,
} from './profile-trace.ts';

const MAIN = { pid: 1, tid: 10 };
const ms = (n: number) => n * 1000;
const task = (startMs: number, durMs: number, thread = MAIN, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', ts: ms(startMs), dur: ms(durMs), ...thread });
/** `../` × `levels`: a source map's text, not a path this test reads. */
const up = (levels: number) => '../'.repeat(levels);
const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): CallFrame => ({ functionName, url, lineNumber, columnNumber });

/** A CPU profile of MAIN in two chunks: samples every `everyMs` from `startMs`, one leaf per sample. */
function profile(startMs: number, leaves: CallFrame[], everyMs = 1): TraceEvent[] {
  const nodes = [{ id: 1, callFrame: frame('(root)') }, ...leaves.map((callFrame, i) => ({ id: i + 2, callFrame }))];
  const samples = leaves.map((_, i) => i + 2);
  const half = Math.ceil(samples.length / 2);
  const chunk = (from: number, to: number, withNodes: boolean): TraceEvent => ({
    name: 'ProfileChunk',
    ph: 'P',
    ts: 0,
    id: '0x1',
    pid: MAIN.pid,
    tid: 99,
    args: { data: { cpuProfile: { ...(withNodes ? { nodes } : {}), samples: samples.slice(from, to) }, timeDeltas: samples.slice(from, to).map(() => ms(everyMs)) } },
  });
  return [
    { name: 'Profile', ph: 'P', ts: 0, id: '0x1', ...MAIN, args: { data: { startTime: ms(startMs - everyMs) } } },
    chunk(0, half, true),
    chunk(half, samples.length, false),
  ];
}

describe('firstPaint', () => {
  it('takes the earliest first contentful paint, with its thread', () => {
    const events: TraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', ts: ms(900), pid: 2, tid: 20 },
      { name: 'firstContentfulPaint', ph: 'R', ts: ms(500), ...MAIN },
    ];
    expect(firstPaint(events)).toEqual({ ...MAIN, fcp: ms(500) });
    expect(firstPaint([])).toBeUndefined();
  });
});

describe('longTasks', () => {
  it('keeps outer tasks of the thread over the threshold that end after the paint', () => {
    const events = [
      task(0, 100), // ends before the paint at 200
      task(150, 80), // holds the paint
      task(160, 60, MAIN, 'ThreadControllerImpl::RunTask'), // nested in the one above
      task(300, 39.9), // under 40
      task(400, 45, { pid: 1, tid: 11 }), // another thread
      task(500, 40),
    ];
    expect(longTasks(events, MAIN, ms(200), 40)).toEqual([
      { start: ms(150), end: ms(230) },
      { start: ms(500), end: ms(540) },
    ]);
  });

  it('keeps the outer one when two tasks start together', () => {
    const events = [task(300, 50, MAIN), task(300, 70, MAIN, 'ThreadControllerImpl::RunTask')];
    expect(longTasks(events, MAIN, 0, 40)).toEqual([{ start: ms(300), end: ms(370) }]);
  });
});

describe('cpuSamples', () => {
  it('joins chunks, times samples by the deltas and weighs each by the gap to the next', () => {
    const samples = cpuSamples(profile(100, [frame('a'), frame('(idle)'), frame('b'), frame('c')]), MAIN);
    expect(samples.map((s) => [s.frame.functionName, s.ts / 1000, s.weight / 1000])).toEqual([
      ['a', 100, 1],
      ['b', 102, 1],
      ['c', 103, 0],
    ]);
  });

  it('finds nothing for a thread with no profile', () => {
    expect(cpuSamples(profile(100, [frame('a')]), { pid: 3, tid: 30 })).toEqual([]);
  });
});

describe('sourceLabel', () => {
  it.each([
    ['node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js', 'react-dom/cjs/client.js'],
    ['node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/src/dom.ts', '@module-federation/sdk/src/dom.ts'],
    ['shared/src/i18n/index.ts', 'shared/src/i18n/index.ts'],
    ['webpack://webpack/runtime/consumes', 'webpack/runtime/consumes'],
  ])('%s → %s', (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe('builtDir', () => {
  it('gives the build folder a stored map was written in', () => {
    expect(builtDir('shell/1.0.0-abc/static/js/async/first-load.x.js.map')).toBe('shell/dist/static/js/async');
    expect(builtDir('remotes/mf-catalog/1.0.0-def/remoteEntry.js.map')).toBe('mf-catalog/dist');
  });
});

describe('mapFileFor', () => {
  const files = ['shell/1.0.0-abc/static/js/index.abc.js.map', 'remotes/mf-catalog/2.0.0-def/remoteEntry.js.map', 'remotes/mf-cart/1.0.0-ghi/remoteEntry.js.map'];

  it('finds the map beside the served file, by the end of its path', () => {
    expect(mapFileFor('/static/js/index.abc.js', files)).toBe(files[0]);
    expect(mapFileFor('/remotes/mf-catalog/2.0.0-def/remoteEntry.js', files)).toBe(files[1]);
    expect(mapFileFor('/static/js/other.js', files)).toBeUndefined();
  });

  it('does not take a longer file name that merely ends the same', () => {
    expect(mapFileFor('/static/js/index.abc.js', ['shell/v/static/js/xindex.abc.js.map'])).toBeUndefined();
  });
});

describe('frameLocator', () => {
  // Sources as Rsbuild writes them: relative to the map's folder in the package's dist/.
  const generator = new SourceMapGenerator({ file: 'index.js' });
  generator.addMapping({ generated: { line: 1, column: 10 }, original: { line: 5, column: 0 }, source: `${up(4)}shared/src/i18n/index.ts`, name: 'initI18n' });
  generator.addMapping({ generated: { line: 2, column: 0 }, original: { line: 9, column: 2 }, source: `${up(3)}src/boot.ts` });
  generator.addMapping({ generated: { line: 3, column: 0 }, original: { line: 1, column: 0 }, source: 'webpack://webpack/runtime/consumes' });
  const map = JSON.parse(generator.toString());
  const asked: string[] = [];
  const locate = frameLocator((url) => {
    asked.push(url);
    return url.endsWith('/index.js') ? { map, dir: 'shell/dist/static/js' } : undefined;
  });

  it('names a mapped function by its source and original name, else by its minified one', () => {
    expect(locate(frame('e', 'http://h/static/js/index.js', 0, 14))).toBe('shared/src/i18n/index.ts:5 initI18n');
    expect(locate(frame('t', 'http://h/static/js/index.js', 1, 0))).toBe('shell/src/boot.ts:9 t');
    expect(locate(frame('r', 'http://h/static/js/index.js', 2, 0))).toBe('webpack/runtime/consumes:1 r');
  });

  it('falls back to the script file and position without a map, and to V8 node names', () => {
    expect(locate(frame('n', 'http://h/static/js/chunk.js?v=1', 3, 7))).toBe('chunk.js:4:8 n');
    expect(locate(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(locate(frame('', 'http://h/', 13, 17))).toBe('/:14:18 (anonymous)');
  });

  it('reads each script map once', () => {
    expect(asked.filter((u) => u.endsWith('/index.js'))).toHaveLength(1);
  });
});

describe('profileTasks', () => {
  it('attributes the samples inside each long task to their locations', () => {
    const events: TraceEvent[] = [
      { name: 'navigationStart', ph: 'R', ts: ms(0), ...MAIN },
      { name: 'firstContentfulPaint', ph: 'R', ts: ms(50), ...MAIN },
      task(100, 45),
      { name: 'Layout', ph: 'X', ts: ms(140), dur: ms(3), ...MAIN },
      task(145, 10), // short: its sample is not counted
      ...profile(130, [frame('x'), frame('y'), frame('x'), frame('z')], 5),
    ];
    expect(profileTasks(events, 40, (f) => f.functionName)).toEqual({
      fcpMs: 50,
      tasks: [{ atMs: 50, durationMs: 45, rendering: { layout: 3 }, locations: [{ location: 'x', ms: 10 }, { location: 'y', ms: 5 }] }],
      compiles: { count: 0, ms: 0 },
    });
  });

  it("counts the functions compiled on the page's main thread, not on the streaming thread", () => {
    const events: TraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', ts: ms(50), ...MAIN },
      { name: 'V8.CompileCode', ph: 'X', ts: ms(10), dur: ms(2), ...MAIN },
      { name: 'V8.CompileCode', ph: 'X', ts: ms(120), dur: ms(0.5), ...MAIN },
      { name: 'V8.CompileCode', ph: 'X', ts: ms(20), dur: ms(9), pid: MAIN.pid, tid: MAIN.tid + 1 },
      { name: 'V8.CompileIgnition', ph: 'X', ts: ms(30), dur: ms(1), ...MAIN },
    ];
    expect(mainThreadCompiles(events, MAIN)).toEqual({ count: 2, ms: 2.5 });
    expect(profileTasks(events, 40, (f) => f.functionName)?.compiles).toEqual({ count: 2, ms: 2.5 });
  });

  it('has nothing to say of a trace without a paint', () => {
    expect(profileTasks([task(0, 100)], 40, (f) => f.functionName)).toBeUndefined();
  });
});

describe('summaries', () => {
  const tasks = [
    { atMs: 0, durationMs: 70, rendering: {}, locations: [{ location: 'a', ms: 20 }] },
    { atMs: 100, durationMs: 45, rendering: {}, locations: [{ location: 'a', ms: 10 }, { location: 'b', ms: 40 }] },
  ];

  it('counts long-task time and the part over 50 ms', () => {
    expect(summarizeLoad(tasks)).toEqual({ longTaskMs: 115, blockingMs: 20 });
  });

  it('averages self time per location over loads', () => {
    expect(meanLocations([tasks, []])).toEqual([
      { location: 'b', ms: 20 },
      { location: 'a', ms: 15 },
    ]);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
