import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import type { ProductTrust as Trust } from '../lib/trust';

/** The shop's return policy and the shipping simulator, both served in either language. */
const RETURN_POLICY_PATH = '/politique-de-retour';
const SHIPPING_SIMULATOR_PATH = '/shipping-cost-simulator';

/**
 * Warranty, returns, delivery and seller beside the price: what a shopper checks before trusting
 * an online shop. Lines without catalogue data (no warranty, no seller) are left out.
 */
export function ProductTrust({ trust }: { trust: Trust }) {
  const { t } = useT(['catalog', 'common']);
  const localePath = useLocalePath();
  return (
    <ul className="catalog-trust" aria-label={t('trust.title')} data-testid="product-trust">
      {trust.warranty ? <li data-testid="trust-warranty">{t('trust.warranty', { warranty: trust.warranty })}</li> : null}
      <li data-testid="trust-returns">
        {t('trust.returns')} <Link to={localePath(RETURN_POLICY_PATH)}>{t('trust.returns_link')}</Link>
      </li>
      <li data-testid="trust-delivery">
        {t('trust.delivery')} <Link to={localePath(SHIPPING_SIMULATOR_PATH)}>{t('trust.delivery_link')}</Link>
      </li>
      {trust.seller ? <li data-testid="trust-seller">{t('trust.seller', { seller: trust.seller })}</li> : null}
    </ul>
  );
}
