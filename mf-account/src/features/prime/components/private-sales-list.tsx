import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $locale, Button, formatDate, Price, useAddToCart, useLocalePath, useT } from '@shop/shared';
import type { PrivateSale, PrivateSales } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { productPath, savingPercent, utcDate } from '../lib/prime-view';

function AddButton({ sale }: { sale: PrivateSale }) {
  const { t } = useT(NS);
  const { add: addToCart, busy } = useAddToCart();
  // The server prices the line: the member price applies only because the cart is this member's.
  const add = () => void addToCart({ sku: sale.sku, qty: 1, name: sale.name, price: sale.member_price ?? sale.price, product_type: 'simple' });
  return (
    <Button size="sm" loading={busy} disabled={!sale.in_stock} onClick={add} aria-label={t('prime.sales.add_named', { name: sale.name })}>
      {sale.in_stock ? t('prime.sales.add') : t('prime.sales.out_of_stock')}
    </Button>
  );
}

/** The private sales open to the member's tier, and how many wait at higher tiers. */
export function PrivateSalesList({ sales }: { sales: PrivateSales }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const localise = useLocalePath();
  return (
    <section className="prime-section" aria-labelledby="prime-sales-heading">
      <h2 id="prime-sales-heading" className="prime-section__title">{t('prime.sales.title')}</h2>
      {sales.open.length === 0 ? <p className="prime-muted">{t('prime.sales.none_open')}</p> : null}
      <ul className="prime-sales" data-testid="prime-sales">
        {sales.open.map((sale) => {
          const path = productPath(sale);
          return (
            <li key={sale.product_id} className="prime-sale">
              <div className="prime-sale__name">
                {path ? <Link to={localise(path)}>{sale.name}</Link> : sale.name}
                {sale.exclusive ? <span className="prime-badge">{t('prime.sales.exclusive')}</span> : null}
                {sale.vip_early ? <span className="prime-badge">{t('prime.sales.vip_early')}</span> : null}
              </div>
              <Price amount={sale.member_price ?? sale.price} oldAmount={sale.price} percentOff={savingPercent(sale.price, sale.member_price)} />
              <p className="prime-muted">
                {t('prime.sales.until', { date: formatDate(utcDate(sale.ends_at), locale) })} · {t('prime.member.from_tier', { tier: t(`prime.tiers.${sale.min_tier}`) })}
              </p>
              <AddButton sale={sale} />
            </li>
          );
        })}
      </ul>
      {sales.locked.map((group) => (
        <p key={group.min_tier} className="prime-muted" data-testid="prime-sales-locked">
          {t('prime.sales.locked', { count: group.count, tier: t(`prime.tiers.${group.min_tier}`) })}
        </p>
      ))}
    </section>
  );
}
