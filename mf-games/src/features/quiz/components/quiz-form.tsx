import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { currentQuestion, type PlayState, type QuizAction } from '../lib/quiz-flow';

interface QuizFormProps {
  state: PlayState;
  dispatch: (action: QuizAction) => void;
}

/** One question per screen: a phone shows it without scrolling past the others. */
export function QuizForm({ state, dispatch }: QuizFormProps) {
  const { t } = useT(NS);
  const ids = useId();
  const question = currentQuestion(state);
  const draft = state.drafts[question.id];
  const submitting = state.phase === 'submitting';
  const last = state.index === state.questions.length - 1;
  const errorId = `${ids}-error`;
  const legend = useRef<HTMLLegendElement>(null);

  // A new question replaces the old one in place: move focus there so screen readers read it.
  const shown = useRef(state.index);
  useEffect(() => {
    if (shown.current === state.index) return;
    shown.current = state.index;
    legend.current?.focus();
  }, [state.index]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'confirm' });
  };

  const invalid = state.error !== null;
  const progress = ((state.index + 1) / state.questions.length) * 100;

  return (
    <form className="games-quiz__card" onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <div>
        <p className="games-quiz__progress">
          {t('quiz.progress', { current: state.index + 1, total: state.questions.length })}
        </p>
        <div className="games-quiz__bar" aria-hidden="true">
          <div className="games-quiz__bar-fill" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <fieldset className="games-quiz__question" disabled={submitting} aria-describedby={invalid ? errorId : undefined}>
        <legend id={`${ids}-legend`} ref={legend} tabIndex={-1} className="games-quiz__legend">
          {question.text}
        </legend>
        {question.kind === 'choice' ? (
          <div
            className="games-quiz__choices"
            role="radiogroup"
            aria-labelledby={`${ids}-legend`}
            aria-invalid={invalid || undefined}
          >
            {question.choices.map((choice) => (
              <label key={String(choice.id)} className="games-quiz__choice">
                <input
                  type="radio"
                  name={`${ids}-q-${String(question.id)}`}
                  value={String(choice.id)}
                  checked={draft?.choiceId === choice.id}
                  onChange={() => dispatch({ type: 'choose', choiceId: choice.id })}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
        ) : (
          <div>
            <label className="games-quiz__label" htmlFor={`${ids}-text`}>
              {t('quiz.your_answer')}
            </label>
            <input
              id={`${ids}-text`}
              className="games-quiz__input"
              type="text"
              autoComplete="off"
              maxLength={200}
              value={draft?.text ?? ''}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
            />
          </div>
        )}
      </fieldset>

      {invalid ? (
        <p id={errorId} className="games-quiz__error" role="alert">
          {t(`quiz.${state.error}`)}
        </p>
      ) : null}
      {state.submitFailed && !submitting ? (
        <p className="games-quiz__error" role="alert">
          {t('quiz.submit_failed')}
        </p>
      ) : null}

      <div className="games-quiz__actions">
        <Button type="submit" fullWidth loading={submitting}>
          {last ? t('quiz.submit') : t('quiz.next')}
        </Button>
        {state.index > 0 ? (
          <Button variant="ghost" fullWidth disabled={submitting} onClick={() => dispatch({ type: 'previous' })}>
            {t('quiz.previous')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
