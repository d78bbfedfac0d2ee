import { ErrorRetry, Spinner, usePageHead, useT } from '@shop/shared';
import { gameHead } from '../features/schedule/lib/game-head';
import { QuizForm } from '../features/quiz/components/quiz-form';
import { QuizResult } from '../features/quiz/components/quiz-result';
import { QuizSkeleton } from '../features/quiz/components/quiz-skeleton';
import { useQuiz } from '../features/quiz/use-quiz';
import { NS, registerGamesTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import -- the page's stylesheet, bundled with this chunk
import '../features/quiz/components/quiz.css';

registerGamesTranslations();

/** The server's title and description: the page has no loader, its questions are asked for in the browser. */
export const head = gameHead('quiz');

/** /quiz: questions from the back end in the shop's language, answers scored by the back end. */
export default function Quiz() {
  const { t } = useT(NS);
  const { state, dispatch, reload } = useQuiz();
  usePageHead(head);

  let body;
  switch (state.phase) {
    case 'loading':
      body = (
        <>
          <Spinner className="shop-visually-hidden" />
          <QuizSkeleton />
        </>
      );
      break;
    case 'load-failed':
      body = <ErrorRetry message={t('quiz.load_failed')} onRetry={reload} />;
      break;
    case 'empty':
      body = <p className="games-quiz__empty">{t('quiz.no_game')}</p>;
      break;
    case 'result':
      body = <QuizResult result={state.result} onPlayAgain={reload} />;
      break;
    default:
      body = <QuizForm state={state} dispatch={dispatch} />;
  }

  return (
    <div className="games-quiz">
      <header>
        <h1 className="games-quiz__title">{t('quiz.title')}</h1>
        <p className="games-quiz__intro">{t('quiz.intro')}</p>
      </header>
      {body}
    </div>
  );
}
