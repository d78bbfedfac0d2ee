import { useStore } from '@nanostores/react';
import { $locale, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GameSchedule } from '../features/schedule/game-schedule';
import { GameLoadError, GamePageFrame, GameSkeleton } from '../features/schedule/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { TombolaGame } from '../features/tombola/tombola-game';
import { TombolaResult } from '../features/tombola/tombola-result';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/games.css';

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('tombola', locale, signal);

/** /jeu-concours/tombola, /jeu-concours/grande-tombola: tickets per qualifying order, drawn by the server at the end date. */
export default function Tombola() {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <GameSkeleton />;
  else if (state.status === 'error') body = <GameLoadError error={state.error} onRetry={retry} />;
  else {
    const page = state.data;
    body = (
      <GameSchedule page={page} locale={locale} onStart={reload} result={page.tombola ? <TombolaResult tombola={page.tombola} /> : null}>
        {page.game && page.tombola ? <TombolaGame game={page.game} tombola={page.tombola} locale={locale} onRegistered={reload} /> : null}
      </GameSchedule>
    );
  }
  return (
    <GamePageFrame title={t('tombola.title')} intro={t('tombola.intro')}>
      {body}
    </GamePageFrame>
  );
}
