import { useStore } from '@nanostores/react';
import { $locale, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GameSchedule } from '../features/schedule/game-schedule';
import { GameLoadError, GamePageFrame, GameSkeleton } from '../features/schedule/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { OddsTable } from '../features/wheel/odds-table';
import { WheelGame } from '../features/wheel/wheel-game';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/games.css';
// oxlint-disable-next-line import/no-unassigned-import -- the game's stylesheet, bundled with this chunk
import '../features/wheel/wheel.css';

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('wheel', locale, signal);

/** /laroue, /roue-de-la-chance, /roue-des-gagnants-old: the wheel of fortune, one spin per entry. */
export default function Wheel() {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <GameSkeleton />;
  else if (state.status === 'error') body = <GameLoadError error={state.error} onRetry={retry} />;
  else {
    const page = state.data;
    body = (
      <GameSchedule page={page} locale={locale} onStart={reload} result={<OddsTable segments={page.segments} showWinners />}>
        {page.game && page.segments.length > 0 ? (
          <WheelGame game={page.game} segments={page.segments} locale={locale} onPlayed={reload} />
        ) : null}
      </GameSchedule>
    );
  }
  return (
    <GamePageFrame title={t('wheel.title')} intro={t('wheel.intro')}>
      {body}
    </GamePageFrame>
  );
}
