import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router';
import { $locale, DEFERRED_SCRIPTS } from '@shop/shared';
import { recoverFromChunkFailure } from '../composition/deploy-recovery';

let requestFooter: () => void = () => {};
const footerWanted = new Promise<void>((resolve) => {
  requestFooter = resolve;
});

/** What starts the footer's download before it nears the screen: a shopper acting on the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Below the fold on every phone: its code (and the newsletter form's) downloads only when the
 * footer comes within the shop's deferral margin of the screen, or at the shopper's first tap or
 * key, not with the page. A server-rendered footer stays as the server sent it until then (its
 * Suspense boundary hydrates when the code arrives; its links work as links meanwhile). The
 * server renders it at once (nothing scrolls there).
 *
 * A navigation or a language change asks for it too (`useFooterOnChange`).
 */
const Footer = lazy(() => (typeof window === 'undefined' ? import('./footer') : footerWanted.then(() => import('./footer'))));

/** Watches the footer (the server's or the placeholder) and asks for its code once it is wanted. */
function useFooterWhenWanted(): void {
  useEffect(() => {
    const element = document.querySelector('.site-footer');
    if (!element || typeof IntersectionObserver === 'undefined') {
      requestFooter();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: DEFERRED_SCRIPTS.INTERSECTION_MARGIN },
    );
    const want = () => {
      stop();
      requestFooter();
    };
    const stop = () => {
      observer.disconnect();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, want, { capture: true }));
    };
    observer.observe(element);
    INTERACTIONS.forEach((type) => window.addEventListener(type, want, { capture: true, passive: true }));
    return stop;
  }, []);
}

/**
 * Asks for the footer's code, while rendering, as soon as the address or the language changes.
 * Either re-renders this component, and React does not hydrate a boundary that receives an update
 * before its code is there: it renders it afresh in the browser (so the server's footer, in the
 * language it was sent in, is never hydrated against the other language's texts). A navigation
 * is a transition, which React holds until that boundary's code arrives, and a language change
 * replaces the observed node with the placeholder: without asking here, both would wait for a
 * scroll or a tap that may never come (a navigation by the history API or a redirect, a language
 * saved in the account). In the render itself, since the render React holds never commits to
 * run an effect. Resolving an already resolved promise again is harmless.
 */
function useFooterOnChange(): void {
  // The location object itself: its key is the same for every entry pushed without router state.
  const location = useLocation();
  const locale = useStore($locale);
  const [first] = useState({ location, locale });
  if (location !== first.location || locale !== first.locale) requestFooter();
}

/** A footer that failed to download is not worth an error message; the page stays usable. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] footer failed', error);
    void recoverFromChunkFailure(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyFooter() {
  useFooterWhenWanted();
  useFooterOnChange();
  return (
    <QuietBoundary>
      <Suspense fallback={<div className="site-footer site-footer--placeholder" aria-hidden="true" />}>
        <Footer />
      </Suspense>
    </QuietBoundary>
  );
}
