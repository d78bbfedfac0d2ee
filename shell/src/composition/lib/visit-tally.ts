/**
 * A tab's visits per bundle version, and how many of them failed, until they are sent: the error
 * rate's denominator (`POST /errors/visits`) and its numerator, one failure at most per visit
 * (a region that fails again on Retry, or several reports of one failure, are one failed visit).
 */
export interface VisitCount {
  bundle: string;
  version: string;
  visits: number;
  failed: number;
}

export interface VisitTally {
  /** `bundle`'s page is opened (a page load or a navigation in the app). */
  visit(bundle: string, version: string): void;
  /** `bundle`'s page failed; false when its current visit had failed already (or there is none). */
  fail(bundle: string, version: string): boolean;
  /** The counts since the last call, and forget them. */
  take(): VisitCount[];
  pending(): boolean;
}

export function visitTally(): VisitTally {
  const counts = new Map<string, VisitCount>();
  // Per bundle, whether its current visit has failed already.
  const current = new Map<string, { failed: boolean }>();
  const slot = (bundle: string, version: string): VisitCount => {
    const key = `${bundle}@${version}`;
    let count = counts.get(key);
    if (!count) counts.set(key, (count = { bundle, version, visits: 0, failed: 0 }));
    return count;
  };
  return {
    visit(bundle, version) {
      slot(bundle, version).visits++;
      current.set(bundle, { failed: false });
    },
    fail(bundle, version) {
      const visit = current.get(bundle);
      if (!visit || visit.failed) return false;
      visit.failed = true;
      slot(bundle, version).failed++;
      return true;
    },
    take() {
      const out = [...counts.values()];
      counts.clear();
      return out;
    },
    pending: () => counts.size > 0,
  };
}
