import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GamePageView } from '../features/schedule/components/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { TreasureGame } from '../features/treasure/components/treasure-game';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('treasure', locale, signal);

/** /chasseautresor: riddles answered from the store's pages, progress kept per player, a prize for all of them. */
export default function TreasureHunt() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      title={t('treasure.title')}
      intro={t('treasure.intro')}
      renderResult={(page) => (page.treasure ? <p className="games-muted">{t('treasure.finishers', { count: page.treasure.finishers })}</p> : null)}
      renderGame={(page, locale, reload) =>
        page.game && page.treasure ? <TreasureGame game={page.game} treasure={page.treasure} locale={locale} onProgress={reload} /> : null
      }
    />
  );
}
