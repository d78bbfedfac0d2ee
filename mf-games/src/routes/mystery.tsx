import { useStore } from '@nanostores/react';
import { $locale, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { HintList } from '../features/mystery/hint-list';
import { MysteryGame } from '../features/mystery/mystery-game';
import { MysteryResult } from '../features/mystery/mystery-result';
import { GameSchedule } from '../features/schedule/game-schedule';
import { GameLoadError, GamePageFrame, GameSkeleton } from '../features/schedule/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/games.css';

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('mystery', locale, signal);

/** /jeu-concours/RoueMystere, /jeu-concours/mystery-nights: a product revealed hint by hint; guess it for a discount on it. */
export default function Mystery() {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <GameSkeleton />;
  else if (state.status === 'error') body = <GameLoadError error={state.error} onRetry={retry} />;
  else {
    const page = state.data;
    const mystery = page.mystery;
    body = (
      <GameSchedule page={page} locale={locale} onStart={reload} result={mystery ? <MysteryResult mystery={mystery} /> : null}>
        {page.game && mystery ? (
          <>
            <HintList mystery={mystery} serverTime={page.serverTime} onNext={reload} />
            <MysteryGame game={page.game} mystery={mystery} locale={locale} />
          </>
        ) : null}
      </GameSchedule>
    );
  }
  return (
    <GamePageFrame title={t('mystery.title')} intro={t('mystery.intro')}>
      {body}
    </GamePageFrame>
  );
}
