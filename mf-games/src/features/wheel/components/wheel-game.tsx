import { useCallback, useState } from 'react';
import { useT, type Locale } from '@shop/shared';
import { spinWheel, type SpinResult } from '../../../api/games';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import type { GameInfo, WheelSegment } from '../../schedule/lib/game-page';
import { rotationFor } from '../lib/geometry';
import { OddsTable } from './odds-table';
import { PrizeCard } from '../../prize/components/prize-card';
import { WheelDisc } from './wheel-disc';

/**
 * Enter, then the server draws the segment and the prize; the wheel only animates to the
 * server's answer, so nothing in the page can change the outcome.
 */
export function WheelGame({ game, segments, locale, onPlayed }: { game: GameInfo; segments: WheelSegment[]; locale: Locale; onPlayed: () => void }) {
  const { t } = useT(NS);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [stopped, setStopped] = useState(false);

  const spin = async (fields: { nom: string; tel: string; order_number: string }) => {
    const outcome = await spinWheel(fields, game.code ?? '', locale);
    const index = segments.findIndex((s) => s.position === outcome.position);
    setResult(outcome);
    setRotation((current) => rotationFor(Math.max(index, 0), segments.length, current, 6, Math.random() - 0.5));
  };

  const onStopped = useCallback(() => {
    setStopped(true);
    onPlayed();
  }, [onPlayed]);

  return (
    <>
      <WheelDisc segments={segments} rotation={rotation} onStopped={onStopped} />
      {result === null ? (
        <section className="games-card" aria-labelledby="games-wheel-enter">
          <h2 id="games-wheel-enter" className="games-card__title">
            {t('wheel.enter_title')}
          </h2>
          <p className="games-muted">{t('wheel.enter_intro')}</p>
          <EntryForm loginRequired={game.loginRequired} submitLabel={t('wheel.spin')} onSubmit={spin} />
        </section>
      ) : stopped ? (
        <PrizeCard
          heading={result.coupon ? t('wheel.won', { prize: result.label }) : t('wheel.lost', { label: result.label })}
          coupon={result.coupon}
          note={result.coupon ? undefined : t('wheel.one_play')}
          locale={locale}
        />
      ) : (
        <p className="games-card" aria-live="polite">
          {t('wheel.spinning')}
        </p>
      )}
      <section className="games-card">
        <OddsTable segments={segments} />
      </section>
    </>
  );
}
