import { onCLS, onFCP, onINP, onLCP } from 'web-vitals';
import { toReport, type VitalName } from './lib/vitals';
import { $vitals, dataLayer } from './site-state';

/**
 * Measures FCP, LCP, CLS and INP with the `web-vitals` library and rates them against the spec's
 * thresholds. The library is in this module's chunk: the site services download only once the
 * page is idle (`start-site.ts`), and one request brings both. Reports go to the tag manager's
 * data layer; a poor value is also logged so it shows up in field debugging.
 */
const report = (name: VitalName) => (metric: { value: number; navigationType?: string }) => {
  const entry = toReport(name, metric.value, window.location.pathname, metric.navigationType);
  $vitals.set([...$vitals.get().filter((v) => v.name !== name), entry]);
  dataLayer().push({ event: 'web_vitals', metric_name: entry.name, metric_value: entry.value, metric_rating: entry.rating, page_path: entry.path });
  if (entry.rating === 'poor') console.warn(`[shell] poor ${entry.name}: ${entry.value} on ${entry.path}`);
};

export function startVitals(): void {
  onFCP(report('FCP'));
  onLCP(report('LCP'));
  onCLS(report('CLS'));
  onINP(report('INP'));
}
