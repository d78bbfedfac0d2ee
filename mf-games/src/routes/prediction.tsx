import { useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { PredictionGame } from '../features/prediction/components/prediction-game';
import { Ranking } from '../features/prediction/components/ranking';
import { GamePageView } from '../features/schedule/components/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/components/games.css';

registerGamesTranslations();

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('prediction', locale, signal);

/** /can-2024/jeu-can-2024: predict the scores of the AFCON matches until kick-off; points and a ranking. */
export default function Prediction() {
  const { t } = useT(NS);
  return (
    <GamePageView
      loader={loader}
      title={t('prediction.title')}
      intro={t('prediction.intro')}
      renderResult={(page) => (page.prediction ? <Ranking ranking={page.prediction.ranking} /> : null)}
      renderGame={(page, locale, reload) =>
        page.game && page.prediction ? (
          <>
            <PredictionGame game={page.game} info={page.prediction} locale={locale} onSaved={reload} />
            <Ranking ranking={page.prediction.ranking} />
          </>
        ) : null
      }
    />
  );
}
