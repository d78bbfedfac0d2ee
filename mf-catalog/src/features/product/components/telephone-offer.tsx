import { useStore } from '@nanostores/react';
import { $flags, useT } from '@shop/shared';
import type { MagentoProduct } from '../../../api/types';
import { isTelephone } from '../lib/product-detail';

/**
 * The Orange data bonus line of a phone, when the back end's feature flags turn it on. The flags
 * arrive after the page is live (`GET /api/feature-flags`), and a store's change re-renders its
 * readers at once, in one task: read here rather than in the product view, only this line
 * renders again then, not the whole page.
 */
export function TelephoneOffer({ product }: { product: MagentoProduct }) {
  const { t } = useT(['catalog', 'common']);
  const flags = useStore($flags);
  if (!flags.showOrangeDataOnProducts || !isTelephone(product, flags.orangeDataOnProductExceptions)) return null;
  return (
    <p className="catalog-box catalog-telephone" data-testid="telephone-offer">
      {t('telephone_data_offer')}
    </p>
  );
}
