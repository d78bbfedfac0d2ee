import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GamePageView } from '../features/schedule/components/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { TombolaGame } from '../features/tombola/components/tombola-game';
import { TombolaResult } from '../features/tombola/components/tombola-result';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('tombola', locale, signal);

/** /jeu-concours/tombola, /jeu-concours/grande-tombola: tickets per qualifying order, drawn by the server at the end date. */
export default function Tombola() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      title={t('tombola.title')}
      intro={t('tombola.intro')}
      renderResult={(page) => (page.tombola ? <TombolaResult tombola={page.tombola} /> : null)}
      renderGame={(page, locale, reload) =>
        page.game && page.tombola ? <TombolaGame game={page.game} tombola={page.tombola} locale={locale} onRegistered={reload} /> : null
      }
    />
  );
}
