import { useStore } from '@nanostores/react';
import { $locale, usePageData, useT, type PageLoader } from '@shop/shared';
import { fetchGamePage } from '../api/games';
import { PredictionGame } from '../features/prediction/prediction-game';
import { Ranking } from '../features/prediction/ranking';
import { GameSchedule } from '../features/schedule/game-schedule';
import { GameLoadError, GamePageFrame, GameSkeleton } from '../features/schedule/game-page-view';
import type { GamePage } from '../features/schedule/lib/game-page';
import { NS } from '../i18n/index';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/schedule/games.css';

export const loader: PageLoader<GamePage> = ({ locale, signal }) => fetchGamePage('prediction', locale, signal);

/** /can-2024/jeu-can-2024: predict the scores of the AFCON matches until kick-off; points and a ranking. */
export default function Prediction() {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const { state, retry, reload } = usePageData(loader);

  let body;
  if (state.status === 'loading') body = <GameSkeleton />;
  else if (state.status === 'error') body = <GameLoadError error={state.error} onRetry={retry} />;
  else {
    const page = state.data;
    const info = page.prediction;
    body = (
      <GameSchedule page={page} locale={locale} onStart={reload} result={info ? <Ranking ranking={info.ranking} /> : null}>
        {page.game && info ? (
          <>
            <PredictionGame game={page.game} info={info} locale={locale} onSaved={reload} />
            <Ranking ranking={info.ranking} />
          </>
        ) : null}
      </GameSchedule>
    );
  }
  return (
    <GamePageFrame title={t('prediction.title')} intro={t('prediction.intro')}>
      {body}
    </GamePageFrame>
  );
}
