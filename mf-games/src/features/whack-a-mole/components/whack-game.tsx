import { useCallback, useEffect, useState } from 'react';
import { Button, toApiError, useT, type Locale } from '@shop/shared';
import { createWhackEntry, sendWhackScore } from '../../../api/games';
import { NS } from '../../../i18n/register';
import { EntryForm } from '../../entry/components/entry-form';
import type { GameInfo } from '../../schedule/lib/game-page';
import { createPop } from '../lib/sound';
import { MoleBoard } from './mole-board';
import { useWhackRound } from '../use-whack-round';

type Phase =
  | { name: 'enter' }
  | { name: 'ready'; tel: string; token: string }
  | { name: 'countdown'; tel: string; token: string; n: number }
  | { name: 'playing'; tel: string; token: string }
  | { name: 'sending'; tel: string; token: string; score: number }
  | { name: 'send-failed'; tel: string; token: string; score: number; message: string }
  | { name: 'over'; score: number; already: boolean };

/**
 * Game session: start (entry), play, stop, session ended. An entry the server says is
 * already updated ends the session at once with its final score.
 */
export function WhackGame({ game, roundMs, locale, onScored }: { game: GameInfo; roundMs: number; locale: Locale; onScored: () => void }) {
  const { t } = useT(NS);
  const [phase, setPhase] = useState<Phase>({ name: 'enter' });
  // Off by default; the audio context is created on the shopper's tap that turns it on.
  const [sound, setSound] = useState<{ play: () => void } | null>(null);
  const code = game.code ?? '';

  const send = useCallback(
    (tel: string, token: string, score: number) => {
      setPhase({ name: 'sending', tel, token, score });
      sendWhackScore(tel, score, code, token, locale).then(
        (entry) => {
          setPhase({ name: 'over', score: entry.score, already: false });
          onScored();
        },
        (error: unknown) => {
          const apiError = toApiError(error);
          setPhase({ name: 'send-failed', tel, token, score, message: apiError.hasResponse ? apiError.message : t('entry.network_error') });
        },
      );
    },
    [code, locale, onScored, t],
  );

  const playing = phase.name === 'playing';
  // The phase object stays the same for the whole round, so the round is not restarted.
  const onEnd = useCallback(
    (score: number) => {
      if (phase.name === 'playing') send(phase.tel, phase.token, score);
    },
    [phase, send],
  );
  const round = useWhackRound(playing, onEnd, roundMs, sound?.play);

  // 3, 2, 1 before the moles come out, so nobody loses a second finding the board.
  useEffect(() => {
    if (phase.name !== 'countdown') return;
    const id = setTimeout(() => {
      setPhase(phase.n > 1 ? { ...phase, n: phase.n - 1 } : { name: 'playing', tel: phase.tel, token: phase.token });
    }, 800);
    return () => clearTimeout(id);
  }, [phase]);

  const enter = async (fields: { nom: string; tel: string; order_number: string }) => {
    const entry = await createWhackEntry(fields, code, locale);
    if (entry.isUpdated || !entry.sessionToken) setPhase({ name: 'over', score: entry.score, already: true });
    else setPhase({ name: 'ready', tel: entry.tel, token: entry.sessionToken });
  };

  const toggleSound = () => {
    if (sound) setSound(null);
    else {
      const play = createPop();
      if (play) setSound({ play });
    }
  };

  if (phase.name === 'enter') {
    return (
      <section className="games-card" aria-labelledby="games-whack-enter">
        <h2 id="games-whack-enter" className="games-card__title">
          {t('whack.enter_title')}
        </h2>
        <p className="games-muted">{t('whack.enter_intro')}</p>
        <EntryForm loginRequired={game.loginRequired} submitLabel={t('whack.enter_submit')} onSubmit={enter} />
      </section>
    );
  }

  if (phase.name === 'over') {
    return (
      <section className="games-card games-result" aria-live="polite">
        <h2 className="games-card__title">{phase.already ? t('whack.already_played') : t('whack.round_over')}</h2>
        <p className="games-result__score">{t('whack.final_score', { count: phase.score })}</p>
        <p className="games-muted">{t('whack.one_play')}</p>
      </section>
    );
  }

  return (
    <section className="games-card games-whack" aria-labelledby="games-whack-play">
      <h2 id="games-whack-play" className="shop-visually-hidden">
        {t('whack.play_title')}
      </h2>
      <div className="games-whack__bar">
        <p className="games-whack__score" aria-live="off">
          {t('whack.score_now', { count: phase.name === 'sending' || phase.name === 'send-failed' ? phase.score : round.score })}
        </p>
        <button type="button" className="games-whack__sound" aria-pressed={sound !== null} onClick={toggleSound}>
          {sound ? t('whack.sound_on') : t('whack.sound_off')}
        </button>
      </div>
      {/* The time bar shrinks by a CSS animation of `transform`: no work per frame in JavaScript. */}
      <div className="games-whack__time" aria-hidden="true">
        <div className={`games-whack__time-fill${playing ? ' games-whack__time-fill--running' : ''}`} style={{ animationDuration: `${roundMs}ms` }} />
      </div>
      <MoleBoard hole={round.hole} bonked={round.bonked} onWhack={round.whack} active={playing} />
      <div className="games-whack__status" aria-live="polite">
        {phase.name === 'ready' ? (
          <>
            <p>{t('whack.ready', { seconds: Math.round(roundMs / 1000) })}</p>
            <Button size="lg" fullWidth onClick={() => setPhase({ name: 'countdown', tel: phase.tel, token: phase.token, n: 3 })}>
              {t('whack.start')}
            </Button>
          </>
        ) : null}
        {phase.name === 'countdown' ? <p className="games-whack__count">{phase.n}</p> : null}
        {phase.name === 'playing' ? <p className="shop-visually-hidden">{t('whack.keys_help')}</p> : null}
        {phase.name === 'sending' ? <p>{t('whack.sending')}</p> : null}
        {phase.name === 'send-failed' ? (
          <>
            <p role="alert" className="games-entry__error">
              {phase.message}
            </p>
            <Button fullWidth onClick={() => send(phase.tel, phase.token, phase.score)}>
              {t('whack.retry_send')}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
