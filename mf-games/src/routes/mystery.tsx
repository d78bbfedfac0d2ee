import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { HintList } from '../features/mystery/components/hint-list';
import { MysteryGame } from '../features/mystery/components/mystery-game';
import { MysteryResult } from '../features/mystery/components/mystery-result';
import { GamePageView } from '../features/schedule/components/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('mystery', locale, signal);

/** /jeu-concours/RoueMystere, /jeu-concours/mystery-nights: a product revealed hint by hint; guess it for a discount on it. */
export default function Mystery() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      title={t('mystery.title')}
      intro={t('mystery.intro')}
      renderResult={(page) => (page.mystery ? <MysteryResult mystery={page.mystery} /> : null)}
      renderGame={(page, locale, reload) =>
        page.game && page.mystery ? (
          <>
            <HintList mystery={page.mystery} serverTime={page.serverTime} onNext={reload} />
            <MysteryGame game={page.game} mystery={page.mystery} locale={locale} />
          </>
        ) : null
      }
    />
  );
}
