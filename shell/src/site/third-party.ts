import { holdBackReason, scheduleDeferredScripts, type ConnectionInfo, type DeferredScript, type LoaderEnv } from './lib/deferred-loader';
import { $thirdParty, dataLayer } from './site-state';

/**
 * The third-party scripts of this deployment. The tag manager carries the marketing, CRM and
 * ad-pixel tags (loaded lazily); its container id is set at build time
 * (`PUBLIC_GTM_ID`), so a store without one loads nothing third-party at all.
 */
export function configuredScripts(env: Record<string, string | undefined> = import.meta.env): DeferredScript[] {
  const scripts: DeferredScript[] = [];
  const gtm = env['PUBLIC_GTM_ID'];
  if (gtm && /^GTM-[A-Z0-9]+$/.test(gtm)) {
    scripts.push({ id: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${gtm}`, strategy: 'idle', tier: 0 });
  }
  return scripts;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

function browserEnv(): LoaderEnv {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return {
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    ...('requestIdleCallback' in window ? { requestIdleCallback: (fn: () => void, options: { timeout: number }) => window.requestIdleCallback(fn, options) } : {}),
    onFirstInteraction: (fn) => {
      const once = () => {
        off();
        fn();
      };
      const off = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, once, { capture: true }));
      INTERACTIONS.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
      return off;
    },
    whenNear: (selector, margin, fn) => {
      const element = document.querySelector(selector);
      if (!element || !('IntersectionObserver' in window)) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            fn();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    ...(connection ? { connection } : {}),
    inject: (script) => {
      if (script.id === 'gtm') dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const element = document.createElement('script');
      element.async = true;
      element.src = script.src;
      element.dataset['thirdParty'] = script.id;
      document.head.append(element);
      publish();
    },
  };
}

let states: Map<string, string> = new Map();
let scripts: DeferredScript[] = [];
let heldBack: ReturnType<typeof holdBackReason> = null;

function publish(): void {
  $thirdParty.set({
    scripts: scripts.map((script) => ({ script, state: (states.get(script.id) ?? 'scheduled') as 'scheduled' | 'loaded' | 'held-back' })),
    heldBack,
  });
}

export function startThirdParty(): void {
  const env = browserEnv();
  scripts = configuredScripts();
  heldBack = holdBackReason(env.connection);
  states = scheduleDeferredScripts(scripts, env).states;
  publish();
}
