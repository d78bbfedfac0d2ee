import { useSyncExternalStore } from 'react';

/** What the browser says about the connection (`navigator.connection`, Chromium-based browsers). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

type Connection = ConnectionHints & Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;

/**
 * Low-bandwidth mode: the shopper asked the browser to save data (Save-Data), or the connection
 * behaves like 2g (`2g`, `slow-2g`). The shop then sends smaller pictures, loads no deferred
 * third-party script and downloads no page code ahead of a click.
 */
export function isLowBandwidth(hints: ConnectionHints | null | undefined): boolean {
  if (!hints) return false;
  return hints.saveData === true || hints.effectiveType === '2g' || hints.effectiveType === 'slow-2g';
}

/** This browser's connection, or undefined (server, or a browser that does not tell). */
function browserConnection(): Connection | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** Low-bandwidth mode right now in this browser (false on the server). */
export function lowBandwidthNow(): boolean {
  return isLowBandwidth(browserConnection());
}

let rendered = false;

/**
 * The mode a server-rendered page was rendered in (the gateway reads the `Save-Data` request
 * header): set by the gateway around its render and by the browser before it hydrates that
 * page, so both render the same pictures.
 */
export function setRenderedLowBandwidth(on: boolean): void {
  rendered = on;
}

// Every picture of a page asks (a grid: dozens): one listener on the connection for all of them,
// and its answer read once per change instead of at each render and check (issue 27).
const listeners = new Set<() => void>();
let watched: Connection | undefined;
let current: boolean | null = null;

function onConnectionChange(): void {
  current = lowBandwidthNow();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    watched = browserConnection();
    watched?.addEventListener?.('change', onConnectionChange);
    current = null;
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    watched?.removeEventListener?.('change', onConnectionChange);
    watched = undefined;
    current = null;
  };
}

/** The browser's answer: kept while someone listens (a change updates it), read afresh otherwise. */
function snapshot(): boolean {
  if (listeners.size === 0) return lowBandwidthNow();
  current ??= lowBandwidthNow();
  return current;
}

/**
 * Low-bandwidth mode as React state, following connection changes. A server render and the
 * hydration that follows it see the mode the page was rendered in (`setRenderedLowBandwidth`:
 * the request's `Save-Data`, else off), so hydration matches; the browser's own answer applies
 * right after.
 */
export function useLowBandwidth(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => rendered);
}
