import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $locale, Button, showToast, useT } from '@shop/shared';
import { fetchCard, type CardFormat, type PrimeMember } from '../../../api/prime';
import { NS } from '../../../i18n/register';
import { cardFileName, groupCardNumber } from '../lib/prime-view';

/** Saves a file the page fetched (with the token) under its name. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The virtual card (number, tier) and its downloads as a PDF or an image. */
export function CardDownload({ member }: { member: PrimeMember }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const [busy, setBusy] = useState<CardFormat | null>(null);

  const download = async (format: CardFormat) => {
    setBusy(format);
    try {
      saveBlob(await fetchCard(format, locale), cardFileName(member.card_number, format));
    } catch (error) {
      console.error('[account] card download failed', error);
      showToast({ type: 'error', message: t('prime.card.download_error') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="prime-section" aria-labelledby="prime-card-heading">
      <h2 id="prime-card-heading" className="prime-section__title">{t('prime.card.title')}</h2>
      <div className={`prime-card prime-card--${member.tier.code}`}>
        <span className="prime-card__brand">PRIME</span>
        <span className="prime-card__tier">{t(`prime.tiers.${member.tier.code}`)}</span>
        <span className="prime-card__number" data-testid="prime-card-number">{groupCardNumber(member.card_number)}</span>
      </div>
      <p className="prime-muted">{t('prime.card.explain')}</p>
      <div className="prime-actions">
        <Button loading={busy === 'pdf'} disabled={busy !== null} onClick={() => void download('pdf')} data-testid="prime-card-pdf">
          {t('prime.card.download_pdf')}
        </Button>
        <Button variant="secondary" loading={busy === 'svg'} disabled={busy !== null} onClick={() => void download('svg')} data-testid="prime-card-svg">
          {t('prime.card.download_image')}
        </Button>
      </div>
    </section>
  );
}
