import { useEffect, useState } from 'react';
import { formatPrice, toApiError, useT, type Locale } from '@shop/shared';
import { answerClue, joinTreasure, treasureProgress, type TreasureProgress } from '../../../api/games';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import { useStoredPlayer } from '../../entry/use-stored-player';
import { PrizeCard } from '../../prize/components/prize-card';
import type { GameInfo, TreasureInfo } from '../../schedule/lib/game-page';
import { ClueCard } from './clue-card';

/**
 * Join once, then answer the riddles with what the store's pages show; progress is kept on the
 * server, and the last right answer wins the coupon.
 */
export function TreasureGame({ game, treasure, locale, onProgress }: { game: GameInfo; treasure: TreasureInfo; locale: Locale; onProgress: () => void }) {
  const { t } = useT(NS);
  const code = game.code ?? '';
  const [player, setPlayer] = useStoredPlayer('treasure', code);
  const [progress, setProgress] = useState<TreasureProgress | null>(null);

  // Back in the same tab: the progress comes from the server.
  const [restore] = useState(player);
  useEffect(() => {
    if (!restore) return;
    const controller = new AbortController();
    treasureProgress(restore, code, controller.signal).then(setProgress, (error: unknown) => {
      if (!controller.signal.aborted && toApiError(error).status === 403) setPlayer(null);
    });
    return () => controller.abort();
  }, [restore, code, setPlayer]);

  const join = async (fields: { nom: string; tel: string; order_number: string }) => {
    const joined = await joinTreasure(fields, code, locale);
    setPlayer({ tel: joined.tel, token: joined.token });
    setProgress(joined);
  };

  const answer = async (clue: number, text: string) => {
    if (!player) return;
    try {
      const next = await answerClue(player, code, clue, text, locale);
      setProgress(next);
      if (next.coupon) onProgress();
    } catch (error) {
      if (toApiError(error).status === 403) setPlayer(null);
      throw error;
    }
  };

  const found = progress?.found ?? [];
  return (
    <>
      {progress?.coupon ? (
        <PrizeCard heading={t('treasure.won', { amount: formatPrice(treasure.prize.amount, locale) })} coupon={progress.coupon} locale={locale} />
      ) : null}
      <section className="games-card" aria-labelledby="games-treasure-clues">
        <h2 id="games-treasure-clues" className="games-card__title">
          {player && progress ? t('treasure.progress', { count: found.length, total: progress.total }) : t('treasure.clues')}
        </h2>
        <p className="games-muted">
          {t('treasure.rules', { amount: formatPrice(treasure.prize.amount, locale), min: formatPrice(treasure.prize.minSubtotal, locale) })}
        </p>
        {player && progress ? (
          <ol className="games-clues">
            {treasure.clues.map((c) => (
              <ClueCard key={c.position} position={c.position} riddle={c.riddle} found={found.includes(c.position)} onAnswer={(text) => answer(c.position, text)} />
            ))}
          </ol>
        ) : (
          <>
            <ol className="games-hints">
              {treasure.clues.map((c) => (
                <li key={c.position}>{c.riddle}</li>
              ))}
            </ol>
            {player ? null : <EntryForm loginRequired={game.loginRequired} submitLabel={t('treasure.join')} onSubmit={join} />}
          </>
        )}
        <p className="games-muted">{t('treasure.finishers', { count: treasure.finishers })}</p>
      </section>
    </>
  );
}
