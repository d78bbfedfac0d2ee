import { useEffect, useRef } from 'react';
import { Button, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { QuizResult as Result } from '../lib/types';

export function QuizResult({ result, onPlayAgain }: { result: Result; onPlayAgain: () => void }) {
  const { t } = useT(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="games-quiz__card games-quiz__result" aria-labelledby="games-quiz-result">
      <h2 id="games-quiz-result" ref={heading} tabIndex={-1} className="games-quiz__result-title">
        {t('quiz.result_title')}
      </h2>
      <p className="games-quiz__score">
        <span className="games-quiz__score-label">{t('quiz.score')}</span>
        {t('quiz.score_value', { score: result.score })}
      </p>
      <p className="games-quiz__correct">{t('quiz.correct_count', { count: result.correct, total: result.total })}</p>
      <Button fullWidth onClick={onPlayAgain}>
        {t('quiz.play_again')}
      </Button>
    </section>
  );
}
