import { atom } from 'nanostores';

/** How many page regions are waiting for code; the top progress bar shows while it is above 0. */
export const $pendingLoads = atom(0);

export function beginLoad(): () => void {
  $pendingLoads.set($pendingLoads.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    $pendingLoads.set(Math.max(0, $pendingLoads.get() - 1));
  };
}
