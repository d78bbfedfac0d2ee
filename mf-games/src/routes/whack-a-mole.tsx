import { useStore } from '@nanostores/react';
import { $locale, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GameSchedule } from '../features/schedule/game-schedule';
import { GameLoadError, GamePageFrame, GameSkeleton } from '../features/schedule/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { Leaderboard } from '../features/whack-a-mole/leaderboard';
import { WhackGame } from '../features/whack-a-mole/whack-game';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/games.css';
// oxlint-disable-next-line import/no-unassigned-import -- the game's stylesheet, bundled with this chunk
import '../features/whack-a-mole/whack.css';

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('whack-a-mole', locale, signal);

/** /rene-la-taupe, /jeu-concours/rene-la-taupe: René the mole, one 30-second round per entry. */
export default function WhackAMole() {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <GameSkeleton />;
  else if (state.status === 'error') body = <GameLoadError error={state.error} onRetry={retry} />;
  else {
    const page = state.data;
    body = (
      <GameSchedule page={page} locale={locale} onStart={reload} result={<Leaderboard rows={page.leaderboard} />}>
        {page.game ? <WhackGame game={page.game} roundMs={(page.rules?.roundSeconds ?? 30) * 1000} locale={locale} onScored={reload} /> : null}
        <Leaderboard rows={page.leaderboard} />
      </GameSchedule>
    );
  }
  return (
    <GamePageFrame title={t('whack.title')} intro={t('whack.intro')}>
      {body}
    </GamePageFrame>
  );
}
