import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { countdownParts } from '../lib/campaign-state';

/** Days, hours, minutes and seconds left, read out once as a sentence (not every second). */
export function Countdown({ msLeft, label }: { msLeft: number; label: string }) {
  const { t } = useT(NS);
  const parts = countdownParts(msLeft);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div className="cp-countdown" role="timer" aria-live="off" data-testid="campaign-countdown">
      <span className="cp-countdown__label">{label}</span>
      <span className="cp-visually-hidden">{t('campaign.countdown.sentence', { ...parts })}</span>
      <ol className="cp-countdown__parts" aria-hidden="true">
        {units.map((unit) => (
          <li key={unit}>
            <strong>{String(parts[unit]).padStart(2, '0')}</strong>
            <span>{t(`campaign.countdown.${unit}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
