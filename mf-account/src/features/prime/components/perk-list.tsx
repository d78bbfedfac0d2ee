import { useT } from '@shop/shared';
import type { PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';

/** Every perk of the programme, unlocked ones first-class, the others with the tier that opens them. */
export function PerkList({ perks }: { perks: PrimeMember['perks'] }) {
  const { t } = useT(NS);
  return (
    <section className="prime-section" aria-labelledby="prime-perks-heading">
      <h2 id="prime-perks-heading" className="prime-section__title">{t('prime.member.perks_title')}</h2>
      <ul className="prime-perks">
        {perks.map((perk) => (
          <li key={perk.code} className={perk.unlocked ? 'prime-perk prime-perk--unlocked' : 'prime-perk'} data-testid={`prime-perk-${perk.code}`}>
            <span className="prime-perk__name">{t(`prime.perks.${perk.code}`)}</span>
            <span className="prime-perk__state">
              {perk.unlocked ? t('prime.member.unlocked') : t('prime.member.from_tier', { tier: t(`prime.tiers.${perk.min_tier}`) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
