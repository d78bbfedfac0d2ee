import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

const timing = { timeout: 3000, fallbackDelay: 1000 };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle without requestIdleCallback', () => {
  beforeEach(() => {
    // happy-dom has none, as Safari: said here, so a happy-dom that gains one fails loudly.
    expect('requestIdleCallback' in window).toBe(false);
  });

  it('runs the task after the fallback delay, not before', () => {
    const task = vi.fn<() => void>();
    whenIdle(task, timing);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn<() => void>();
    const cancel = whenIdle(task, timing);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdle with requestIdleCallback', () => {
  /** A browser whose main thread is busy until `goIdle`: an idle callback then runs only at its timeout. */
  let goIdle: () => void;
  const requestIdleCallback = vi.fn<typeof window.requestIdleCallback>();
  const cancelIdleCallback = vi.fn<typeof window.cancelIdleCallback>();

  beforeEach(() => {
    const waiting = new Map<number, { run: () => void; timer: ReturnType<typeof setTimeout> }>();
    let next = 0;
    requestIdleCallback.mockReset().mockImplementation((callback, options) => {
      const id = ++next;
      const run = () => {
        waiting.delete(id);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      };
      const timer = setTimeout(() => {
        waiting.delete(id);
        callback({ didTimeout: true, timeRemaining: () => 0 });
      }, options?.timeout ?? Infinity);
      waiting.set(id, { run, timer });
      return id;
    });
    cancelIdleCallback.mockReset().mockImplementation((id) => {
      clearTimeout(waiting.get(id)?.timer);
      waiting.delete(id);
    });
    goIdle = () => {
      for (const { run, timer } of waiting.values()) {
        clearTimeout(timer);
        run();
      }
    };
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  });

  it('runs the task as soon as the page is idle, without waiting for a timer', () => {
    const task = vi.fn<() => void>();
    whenIdle(task, timing);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at the timeout on a page that is never idle, and not at the fallback delay', () => {
    const task = vi.fn<() => void>();
    whenIdle(task, timing);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn<() => void>();
    const cancel = whenIdle(task, timing);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
    goIdle();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
