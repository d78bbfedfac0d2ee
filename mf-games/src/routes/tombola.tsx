import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GamePageView } from '../features/schedule/game-page-view';
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
