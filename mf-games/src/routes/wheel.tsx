import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { GamePageView } from '../features/schedule/components/game-page-view';
import { gameHead } from '../features/schedule/lib/game-head';
import type { GamePage } from '../features/schedule/lib/game-page';
import { OddsTable } from '../features/wheel/components/odds-table';
import { WheelGame } from '../features/wheel/components/wheel-game';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';
// oxlint-disable-next-line import/no-unassigned-import -- the game's stylesheet, bundled with this chunk
import '../features/wheel/components/wheel.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('wheel', locale, signal);

export const head = gameHead('wheel');

/** /laroue, /roue-de-la-chance, /roue-des-gagnants-old: the wheel of fortune, one spin per entry. */
export default function Wheel() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      head={head}
      title={t('wheel.title')}
      intro={t('wheel.intro')}
      renderResult={(page) => <OddsTable segments={page.segments} showWinners />}
      renderGame={(page, locale, reload) =>
        page.game && page.segments.length > 0 ? <WheelGame game={page.game} segments={page.segments} locale={locale} onPlayed={reload} /> : null
      }
    />
  );
}
