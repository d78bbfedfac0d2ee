import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $locale, useLocalePath, useT } from '@shop/shared';
import type { Programme } from '../../../api/prime';
import { PRIME_BASE } from '../lib/prime-base';
import { NS } from '../../../i18n/register';
import { formatPoints } from '../lib/prime-view';

/** The programme's pages, linked from each of them. */
export function PrimeNav() {
  const { t } = useT(NS);
  const localise = useLocalePath();
  const links: [string, string][] = [
    [PRIME_BASE, 'prime.nav.programme'],
    [`${PRIME_BASE}/new`, 'prime.nav.new'],
    [`${PRIME_BASE}/old`, 'prime.nav.old'],
    [`${PRIME_BASE}/Firstcom`, 'prime.nav.firstcom'],
    [`${PRIME_BASE}/Connexion`, 'prime.nav.connexion'],
  ];
  return (
    <nav className="prime-nav" aria-label={t('prime.nav.label')}>
      {links.map(([path, key]) => (
        <Link key={path} to={localise(path)}>
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}

/** Tiers with their entry threshold and the perks each opens, from the server's programme. */
export function TierTable({ programme }: { programme: Programme }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const number = (n: number) => formatPoints(n, locale);
  return (
    <section className="prime-section" aria-labelledby="prime-tiers-heading">
      <h2 id="prime-tiers-heading" className="prime-section__title">{t('prime.programme.tiers_title')}</h2>
      <ol className="prime-tiers" data-testid="prime-tiers">
        {programme.tiers.map((tier) => (
          <li key={tier.code} className="prime-tier-row">
            <strong>{t(`prime.tiers.${tier.code}`)}</strong>
            <span>{tier.threshold === 0 ? t('prime.programme.from_joining') : t('prime.programme.from_points', { points: number(tier.threshold) })}</span>
            <span className="prime-muted">{tier.perks.map((perk) => t(`prime.perks.${perk}`)).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The earning rules stated with the server's figures. */
export function PointsRules({ programme }: { programme: Programme }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { rules } = programme;
  return (
    <section className="prime-section" aria-labelledby="prime-rules-heading">
      <h2 id="prime-rules-heading" className="prime-section__title">{t('prime.programme.rules_title')}</h2>
      <ul>
        <li>{t('prime.programme.rule_points', { fcfa: rules.fcfa_per_point })}</li>
        <li>{t('prime.programme.rule_first_order', { times: rules.first_order_multiplier })}</li>
        <li>{t('prime.programme.rule_referral', { points: formatPoints(rules.referral_points, locale) })}</li>
        <li>{t('prime.programme.rule_upgrade')}</li>
        <li>{t('prime.programme.rule_vip', { hours: rules.vip_early_hours, tier: t('prime.tiers.gold') })}</li>
      </ul>
    </section>
  );
}
