import { atom } from 'nanostores';
import type { DeferredScript, HoldBackReason, ScriptState } from './lib/deferred-loader';
import type { VitalReport } from './lib/vitals';

export interface ThirdPartyState {
  scripts: { script: DeferredScript; state: ScriptState }[];
  heldBack: HoldBackReason | null;
}

/** What the deferred loader did on this page load (shown on /gtm). */
export const $thirdParty = atom<ThirdPartyState>({ scripts: [], heldBack: null });
/** Web vitals measured on this page load (shown on /gtm). */
export const $vitals = atom<VitalReport[]>([]);

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The tag manager's queue; events pushed before it loads are read when it starts. */
export function dataLayer(): Record<string, unknown>[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}
