import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GamePageView } from '../features/schedule/components/game-page-view';
import { gameHead } from '../features/schedule/lib/game-head';
import type { GamePage } from '../features/schedule/lib/game-page';
import { Leaderboard } from '../features/whack-a-mole/components/leaderboard';
import { WhackGame } from '../features/whack-a-mole/components/whack-game';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';
// oxlint-disable-next-line import/no-unassigned-import -- the game's stylesheet, bundled with this chunk
import '../features/whack-a-mole/components/whack.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('whack-a-mole', locale, signal);

export const head = gameHead('whack');

/** /rene-la-taupe, /jeu-concours/rene-la-taupe: René the mole, one 30-second round per entry. */
export default function WhackAMole() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      head={head}
      title={t('whack.title')}
      intro={t('whack.intro')}
      renderResult={(page) => <Leaderboard rows={page.leaderboard} />}
      renderGame={(page, locale, reload) => (
        <>
          {page.game ? <WhackGame game={page.game} roundMs={(page.rules?.roundSeconds ?? 30) * 1000} locale={locale} onScored={reload} /> : null}
          <Leaderboard rows={page.leaderboard} />
        </>
      )}
    />
  );
}
