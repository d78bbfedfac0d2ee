/**
 * Runs `task` once the browser has nothing more urgent to do, and at the latest `timeout` ms
 * later even on a page that never goes idle. Where requestIdleCallback is missing (Safari), a
 * plain timer of `fallbackDelay` ms stands in: each caller picks its own, as the work it defers
 * is more or less urgent than the page's own. Returns a cancel (an effect's clean-up).
 */
export function whenIdle(task: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackDelay);
  return () => clearTimeout(id);
}
