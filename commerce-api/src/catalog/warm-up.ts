/**
 * Background work a module starts after the service is ready (rendering the catalogue, building
 * search indexes). Tools that measure the service (the benchmark) wait for it to finish.
 */
const pending = new Set<Promise<unknown>>();

export function trackWarmUp(work: Promise<unknown>): void {
  const done = work.catch(() => undefined).finally(() => pending.delete(done));
  pending.add(done);
}

export async function warmUpDone(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}

let times: { renderMs: number; indexMs: number } | undefined;

/** What the last warm-up took: rendering every product, building the search indexes (ms). */
export function recordWarmUp(taken: { renderMs: number; indexMs: number }): void {
  times = taken;
}

export const lastWarmUp = () => times;
