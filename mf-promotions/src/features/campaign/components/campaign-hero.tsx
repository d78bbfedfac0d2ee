import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatDate, getApiConfig, useLocalePath, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { Campaign } from '../../../api/campaigns';
import type { CampaignStatus } from '../lib/campaign-state';
import { Countdown } from './countdown';

/** `/media/…` images live beside the API; other (https) images are used as given. */
function imageUrl(path: string): string {
  return path.startsWith('/') ? `${getApiConfig().baseUrl}${path}` : path;
}

export function CampaignHero({ campaign, status, msLeft, locale }: { campaign: Campaign; status: CampaignStatus; msLeft: number; locale: Locale }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const style = { '--cp-bg': campaign.colors.background, '--cp-fg': campaign.colors.text, '--cp-accent': campaign.colors.accent } as CSSProperties;
  const date = (iso: string) => formatDate(iso, locale, { withTime: true });
  return (
    <header className="cp-hero" style={style} data-status={status}>
      <div className="cp-hero__body">
        {campaign.parent ? (
          <Link className="cp-hero__parent" to={localePath(`/${campaign.parent.slug}`)}>
            {t('campaign.backTo', { title: campaign.parent.title })}
          </Link>
        ) : null}
        {campaign.kind === 'brand' ? (
          <p className="cp-badge">{t('campaign.brandShop')}</p>
        ) : (
          <p className="cp-badge" data-testid="campaign-status">
            {t(`campaign.status.${status}`)}
          </p>
        )}
        <h1 className="cp-hero__title">{campaign.title}</h1>
        {campaign.text
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph} className="cp-hero__text">
              {paragraph}
            </p>
          ))}
        {campaign.max_percent_off !== null && status !== 'ended' ? <p className="cp-hero__cap">{t('campaign.upTo', { max: campaign.max_percent_off })}</p> : null}
        {campaign.kind === 'brand' && status === 'in_progress' ? null : status === 'programmed' ? (
          <>
            <Countdown msLeft={msLeft} label={t('campaign.startsIn')} />
            <p className="cp-hero__dates">{t('campaign.startsOn', { date: date(campaign.starts_at) })}</p>
          </>
        ) : status === 'in_progress' ? (
          <>
            <Countdown msLeft={msLeft} label={t('campaign.endsIn')} />
            <p className="cp-hero__dates">{t('campaign.endsOn', { date: date(campaign.ends_at) })}</p>
          </>
        ) : (
          <p className="cp-hero__dates">{t('campaign.endedOn', { date: date(campaign.ends_at) })}</p>
        )}
      </div>
      {campaign.hero_image ? <img className="cp-hero__image" src={imageUrl(campaign.hero_image)} alt="" width={320} height={320} fetchPriority="high" /> : null}
    </header>
  );
}
