import { bus } from '@shop/shared';
import { addToCartLayerEvent } from './lib/commerce-events';
import { dataLayer } from './site-state';
import { startThirdParty } from './third-party';
import { startVitals } from './vitals-reporter';

/** Site-wide services that must never delay the first page: started once the page is idle. */
export function startSiteServices(): void {
  // Queued in the data layer whether or not a tag manager is configured: its tags read the queue when it loads.
  bus.on('cart:item-added', (item) => dataLayer().push(addToCartLayerEvent(item)));
  startThirdParty();
  startVitals();
}
