import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { DEFERRED_SCRIPTS } from '@shop/shared';

/**
 * True once the element is within the shop's deferral margin of the screen, or at once (after
 * this render, as an observer would report) without IntersectionObserver: what is below the first
 * screen waits until the shopper scrolls. Reported as a transition, since what it lets in is not
 * urgent. `reach` says "near now" from an event that comes before any scroll report (a focus or a
 * touch inside the element).
 */
export function useNearScreen<T extends HTMLElement>(): { ref: RefObject<T | null>; near: boolean; reach: () => void } {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: DEFERRED_SCRIPTS.INTERSECTION_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near, reach: () => setNear(true) };
}
