/**
 * Resolves once the browser has painted what is on screen now: a task queued from the next
 * animation frame runs after that frame. A tap paints its own answer (the ticked box) first, and
 * the work it starts (a navigation, the listing's render) comes after, outside the tap's time to
 * next paint (INP, issue 27).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      // A hidden page paints no frame: its animation frames would never come.
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
