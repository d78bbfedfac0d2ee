import { startThirdParty } from './third-party';
import { startVitals } from './vitals-reporter';

/** Site-wide services that must never delay the first page: started once the page is idle. */
export function startSiteServices(): void {
  startThirdParty();
  startVitals().catch((error: unknown) => console.warn('[shell] web vitals unavailable', error));
}
