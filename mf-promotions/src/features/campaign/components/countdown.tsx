import { countdownParts, formatCountdown, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

/**
 * The time left in the shop's one countdown format (the home's flash strip and the product page
 * print the same), read out once as a sentence rather than every second.
 */
export function Countdown({ msLeft, label }: { msLeft: number; label: string }) {
  const { t } = useT(NS);
  return (
    <div className="cp-countdown" role="timer" aria-live="off" data-testid="campaign-countdown">
      <span className="cp-countdown__label">{label}</span>
      <span className="cp-visually-hidden">{t('campaign.countdown.sentence', { ...countdownParts(msLeft) })}</span>
      <span className="cp-countdown__time" aria-hidden="true" data-testid="countdown">
        {formatCountdown(msLeft, (count) => t('campaign.countdown.dayCount', { count }))}
      </span>
    </div>
  );
}
