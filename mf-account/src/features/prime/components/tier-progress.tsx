import { useStore } from '@nanostores/react';
import { $locale, useT } from '@shop/shared';
import type { PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';
import { formatPoints } from '../lib/prime-view';

/** Tier, points and the way to the next tier (or the top tier reached). */
export function TierProgress({ member }: { member: PrimeMember }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const number = (n: number) => formatPoints(n, locale);
  const tierName = t(`prime.tiers.${member.tier.code}`);
  return (
    <section className={`prime-tier prime-tier--${member.tier.code}`} aria-labelledby="prime-tier-heading">
      <h2 id="prime-tier-heading" className="prime-tier__name" data-testid="prime-tier">
        {t('prime.member.tier', { tier: tierName })}
      </h2>
      <p className="prime-tier__points" data-testid="prime-points">
        {t('prime.member.points', { count: member.points, points: number(member.points) })}
      </p>
      {member.next_tier ? (
        <>
          <div
            className="prime-tier__bar"
            role="progressbar"
            aria-label={t('prime.member.progress_label', { tier: t(`prime.tiers.${member.next_tier.code}`) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={member.progress_percent}
          >
            <span style={{ width: `${member.progress_percent}%` }} />
          </div>
          <p className="prime-tier__next">
            {t('prime.member.to_next', { points: number(member.missing_points), tier: t(`prime.tiers.${member.next_tier.code}`) })}
          </p>
        </>
      ) : (
        <p className="prime-tier__next">{t('prime.member.top_tier')}</p>
      )}
    </section>
  );
}
