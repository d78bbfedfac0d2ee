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

function subscribe(onChange: () => void): () => void {
  const connection = browserConnection();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/**
 * Low-bandwidth mode as React state, following connection changes. A server render and the
 * hydration that follows it see the mode the page was rendered in (`setRenderedLowBandwidth`:
 * the request's `Save-Data`, else off), so hydration matches; the browser's own answer applies
 * right after.
 */
export function useLowBandwidth(): boolean {
  return useSyncExternalStore(subscribe, lowBandwidthNow, () => rendered);
}
