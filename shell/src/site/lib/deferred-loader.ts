import { DEFERRED_SCRIPTS, isLowBandwidth } from '@shop/shared';

/**
 * Third-party scripts never compete with the shop's own first load.
 * - `idle` scripts wait a tier delay (2000 / 3000 / 4000 ms), then the first idle moment,
 *   at the latest the tier's idle time-out (8000 / 10000 / 12000 ms) after that;
 * - `interaction` scripts wait for the shopper's first interaction, at most 5000 ms;
 * - `visible` scripts wait until their element is within 200px of the viewport;
 * - nothing loads on a 2g or slow-2g connection or when the browser asks to save data.
 */
export type ScriptTier = 0 | 1 | 2;
export type LoadStrategy = 'idle' | 'interaction' | 'visible';

export interface DeferredScript {
  id: string;
  src: string;
  strategy: LoadStrategy;
  /** For `idle` scripts: which delay / idle time-out pair applies. */
  tier?: ScriptTier;
  /** For `visible` scripts: the element whose approach triggers the load. */
  selector?: string;
}

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export interface LoaderEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  requestIdleCallback?: (fn: () => void, options: { timeout: number }) => unknown;
  /** Subscribes to the first interaction; returns the unsubscribe function. */
  onFirstInteraction: (fn: () => void) => () => void;
  /** Calls `fn` once the element is within `margin` of the viewport; returns a cancel function. */
  whenNear?: (selector: string, margin: string, fn: () => void) => () => void;
  connection?: ConnectionInfo;
  inject: (script: DeferredScript) => void;
}

export type HoldBackReason = 'save-data' | '2g' | 'slow-2g';

/** Why nothing third-party may load on this connection (low-bandwidth mode), or null when it may. */
export function holdBackReason(connection: ConnectionInfo | undefined): HoldBackReason | null {
  if (!isLowBandwidth(connection)) return null;
  if (connection?.saveData) return 'save-data';
  return connection?.effectiveType === 'slow-2g' ? 'slow-2g' : '2g';
}

export type ScriptState = 'scheduled' | 'loaded' | 'held-back';

/**
 * Schedules every script; returns the state per id (live: it changes as scripts load) and a
 * cancel function that clears pending timers and listeners.
 */
export function scheduleDeferredScripts(scripts: readonly DeferredScript[], env: LoaderEnv): { states: Map<string, ScriptState>; cancel: () => void } {
  const states = new Map<string, ScriptState>();
  const cleanups: (() => void)[] = [];
  const held = holdBackReason(env.connection);

  for (const script of scripts) {
    if (held) {
      states.set(script.id, 'held-back');
      continue;
    }
    states.set(script.id, 'scheduled');
    const load = () => {
      if (states.get(script.id) !== 'scheduled') return;
      states.set(script.id, 'loaded');
      env.inject(script);
    };
    const later = (fn: () => void, ms: number) => {
      const id = env.setTimeout(fn, ms);
      cleanups.push(() => env.clearTimeout(id));
    };

    if (script.strategy === 'interaction') {
      const off = env.onFirstInteraction(load);
      cleanups.push(off);
      later(load, DEFERRED_SCRIPTS.INTERACTION_FALLBACK);
    } else if (script.strategy === 'visible' && script.selector && env.whenNear) {
      cleanups.push(env.whenNear(script.selector, DEFERRED_SCRIPTS.INTERSECTION_MARGIN, load));
    } else {
      const tier = script.tier ?? 0;
      const idleTimeout = DEFERRED_SCRIPTS.IDLE_TIMEOUTS[tier];
      later(() => {
        if (env.requestIdleCallback) env.requestIdleCallback(load, { timeout: idleTimeout });
        else later(load, idleTimeout);
      }, DEFERRED_SCRIPTS.DELAYS[tier]);
    }
  }
  return { states, cancel: () => cleanups.splice(0).forEach((fn) => fn()) };
}
