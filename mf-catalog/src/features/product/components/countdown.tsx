import { useEffect, useState } from 'react';
import { formatCountdown, useLiveAfterHydration, useT } from '@shop/shared';

/**
 * A live countdown to `until` (epoch ms), ticking every second; "ended" once it is reached. The
 * server's clock is not the browser's: a server-rendered page shows a blank clock of the same width
 * until it has hydrated (the same text on both sides, so no mismatch), then the time left, in a
 * transition of its own (`useLiveAfterHydration`).
 */
export function Countdown({ until, onEnd }: { until: number; onEnd?: () => void }) {
  const { t } = useT('catalog');
  const live = useLiveAfterHydration();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) {
      onEnd?.();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, [now, until, onEnd]);
  if (!live) {
    return (
      <time className="catalog-countdown" data-testid="countdown">
        --:--:--
      </time>
    );
  }
  if (until - now < 1000) return <span data-testid="countdown">{t('promotion_ended')}</span>;
  return (
    <time className="catalog-countdown" data-testid="countdown" dateTime={`PT${Math.floor((until - now) / 1000)}S`} role="timer">
      {formatCountdown(until - now, (count) => t('days_short', { count }))}
    </time>
  );
}
