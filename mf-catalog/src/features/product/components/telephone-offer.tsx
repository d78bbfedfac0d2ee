import { startTransition, useEffect, useState } from 'react';
import { $flags, useT } from '@shop/shared';
import type { MagentoProduct } from '../../../api/types';
import { isTelephone } from '../lib/product-detail';

/**
 * The flags as a transition: they arrive after the page is live (`GET /api/feature-flags`), often
 * while it still hydrates, and a store read through `useSyncExternalStore` re-renders at once, in
 * the hydration's own task (~20 ms at 4× CPU). One optional line can wait for React's next free
 * moment instead. The first render reads the store as the server rendered it.
 */
function useFlags() {
  const [flags, setFlags] = useState(() => $flags.get());
  // `subscribe` also hands over the value at once: flags that came between render and effect count.
  useEffect(() => $flags.subscribe((next) => startTransition(() => setFlags(next))), []);
  return flags;
}

/**
 * The Orange data bonus line of a phone, when the back end's feature flags turn it on. Read here
 * rather than in the product view, so only this line renders again when they come.
 */
export function TelephoneOffer({ product }: { product: MagentoProduct }) {
  const { t } = useT(['catalog', 'common']);
  const flags = useFlags();
  if (!flags.showOrangeDataOnProducts || !isTelephone(product, flags.orangeDataOnProductExceptions)) return null;
  return (
    <p className="catalog-box catalog-telephone" data-testid="telephone-offer">
      {t('telephone_data_offer')}
    </p>
  );
}
