import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, notifyApiError, toApiError } from '@shop/shared';
import { fetchQuiz, submitQuizAnswers } from '../../api/quiz';
import { initialQuizState, quizReducer, toAnswerPayload, type QuizAction, type QuizState } from './lib/quiz-flow';

/** Drives the quiz screen: loads in the shop's language, submits once the last answer is confirmed. */
export function useQuiz(): { state: QuizState; dispatch: (action: QuizAction) => void; reload: () => void } {
  const locale = useStore($locale);
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);

  // A language switch restarts the quiz in that language (questions and choices differ per locale).
  const [quizLocale, setQuizLocale] = useState(locale);
  if (quizLocale !== locale) {
    setQuizLocale(locale);
    dispatch({ type: 'load' });
  }

  const loading = state.phase === 'loading';
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    fetchQuiz(locale, controller.signal).then(
      (questions) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', questions });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[games] quiz load failed', toApiError(error).message);
        dispatch({ type: 'load-failed' });
      },
    );
    return () => controller.abort();
  }, [loading, locale]);

  const answers = useMemo(
    () => (state.phase === 'submitting' ? toAnswerPayload(state.questions, state.drafts) : null),
    [state],
  );
  useEffect(() => {
    if (!answers) return;
    const controller = new AbortController();
    submitQuizAnswers(answers, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) dispatch({ type: 'submitted', result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's message as a toast when it answered; the form says "try again" either way.
        notifyApiError(error);
        dispatch({ type: 'submit-failed' });
      },
    );
    return () => controller.abort();
  }, [answers]);

  const reload = useCallback(() => dispatch({ type: 'load' }), []);
  return { state, dispatch, reload };
}
