import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { Countdown } from '../../schedule/components/countdown';
import type { MysteryInfo } from '../../schedule/lib/game-page';

/** Hints revealed so far, then the locked ones with a countdown to the next. */
export function HintList({ mystery, serverTime, onNext }: { mystery: MysteryInfo; serverTime: string; onNext: () => void }) {
  const { t } = useT(NS);
  const locked = Math.max(0, mystery.totalHints - mystery.hints.length);
  return (
    <section className="games-card" aria-labelledby="games-hints">
      <h2 id="games-hints" className="games-card__title">
        {t('mystery.hints', { shown: mystery.hints.length, total: mystery.totalHints })}
      </h2>
      <ol className="games-hints">
        {mystery.hints.map((h) => (
          <li key={h.position}>{h.text}</li>
        ))}
        {Array.from({ length: locked }, (_, i) => (
          // Locked hints are placeholders in a fixed order.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={`locked-${i}`} className="games-hints__locked">
            {t('mystery.locked')}
          </li>
        ))}
      </ol>
      {mystery.nextHintAt ? (
        <>
          <p className="games-muted">{t('mystery.next_hint')}</p>
          <Countdown target={mystery.nextHintAt} serverTime={serverTime} onDone={onNext} />
        </>
      ) : null}
    </section>
  );
}
