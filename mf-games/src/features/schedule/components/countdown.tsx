import { useEffect, useState } from 'react';
import { useLiveAfterHydration, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { clockOffset, timeLeft } from '../lib/countdown';

/** Ticks to `target` on the server's clock; calls `onDone` once it is reached. */
export function Countdown({ target, serverTime, onDone }: { target: string; serverTime: string; onDone: () => void }) {
  const { t } = useT(NS);
  const [offset] = useState(() => clockOffset(serverTime, Date.now()));
  const [now, setNow] = useState(() => Date.now() + offset);
  const left = timeLeft(Date.parse(target), now);
  // The server's clock and the browser's differ by the time the page took to arrive: the figures
  // are left blank on the server and while hydrating (no text mismatch, error #418), then shown
  // in a transition of their own rather than a synchronous render at the end of hydration.
  const live = useLiveAfterHydration();

  useEffect(() => {
    const end = Date.parse(target);
    const id = setInterval(() => {
      const serverNow = Date.now() + offset;
      setNow(serverNow);
      if (serverNow >= end) {
        clearInterval(id);
        onDone();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [offset, target, onDone]);

  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    // Announced once, not every second: the live text is the label, the digits are aria-hidden.
    <div className="games-countdown" role="timer" aria-label={live ? t('schedule.countdown_label', { days: left.days, hours: left.hours, minutes: left.minutes }) : t('schedule.starts_in')}>
      {units.map(([unit, value]) => (
        <span className="games-countdown__unit" key={unit} aria-hidden="true">
          <span className="games-countdown__value">{live ? String(value).padStart(2, '0') : '--'}</span>
          <span className="games-countdown__label">{t(`schedule.${unit}`, { count: live ? value : 0 })}</span>
        </span>
      ))}
    </div>
  );
}
