import type { ReactNode } from 'react';
import { formatDate, useT, type Locale } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { Countdown } from './countdown';
import type { GamePage } from '../lib/game-page';

interface GameScheduleProps {
  page: GamePage;
  locale: Locale;
  /** The countdown reached the start: read the schedule again. */
  onStart: () => void;
  /** The game while it runs. */
  children: ReactNode;
  /** What the last game's result page shows once it has ended. */
  result: ReactNode;
}

/**
 * A game is content with a schedule: nothing programmed, a countdown to the next
 * game, the game itself while it runs, or the result once it has ended ("Promotion Ended").
 */
export function GameSchedule({ page, locale, onStart, children, result }: GameScheduleProps) {
  const { t } = useT(NS);
  const { game } = page;
  if (page.state === 'none' || !game) {
    return (
      <p className="games-card games-schedule__none" role="status">
        {t('schedule.no_game')}
      </p>
    );
  }
  if (page.state === 'programmed') {
    return (
      <section className="games-card games-schedule" aria-labelledby="games-schedule-title">
        <h2 id="games-schedule-title">{game.title}</h2>
        <p>{t('schedule.starts_in')}</p>
        <Countdown target={game.startsAt} serverTime={page.serverTime} onDone={onStart} />
        <p className="games-muted">{t('schedule.starts_on', { date: formatDate(game.startsAt, locale, { withTime: true }) })}</p>
      </section>
    );
  }
  if (page.state === 'ended') {
    return (
      <section className="games-card games-schedule" aria-labelledby="games-schedule-title">
        <h2 id="games-schedule-title">{t('schedule.ended')}</h2>
        <p className="games-muted">{t('schedule.ended_on', { title: game.title, date: formatDate(game.endsAt, locale, { withTime: true }) })}</p>
        {result}
      </section>
    );
  }
  return (
    <>
      <p className="games-muted games-schedule__until">{t('schedule.until', { title: game.title, date: formatDate(game.endsAt, locale, { withTime: true }) })}</p>
      {children}
    </>
  );
}
