import { describe, expect, it } from 'vitest';
import { initialQuizState, quizReducer, toAnswerPayload, type QuizAction, type QuizState } from './quiz-flow';
import type { QuizQuestion } from './types';

const questions: QuizQuestion[] = [
  {
    id: 1,
    text: 'Capitale du Cameroun ?',
    kind: 'choice',
    choices: [
      { id: 11, label: 'Douala' },
      { id: 12, label: 'Yaoundé' },
    ],
  },
  { id: 2, text: 'Plus haut sommet ?', kind: 'text', choices: [] },
];

function run(...actions: QuizAction[]): QuizState {
  return actions.reduce(quizReducer, initialQuizState);
}

function playing(state: QuizState) {
  if (state.phase !== 'playing' && state.phase !== 'submitting') throw new Error(`phase is ${state.phase}`);
  return state;
}

describe('quizReducer', () => {
  it('starts loading and plays the first question once loaded', () => {
    expect(initialQuizState).toEqual({ phase: 'loading' });
    const state = playing(run({ type: 'loaded', questions }));
    expect(state.phase).toBe('playing');
    expect(state.index).toBe(0);
    expect(state.drafts).toEqual({});
  });

  it('shows "no game programmed" when the back end has no questions', () => {
    expect(run({ type: 'loaded', questions: [] })).toEqual({ phase: 'empty' });
  });

  it('reports a failed load, and reloads on demand', () => {
    const failed = run({ type: 'load-failed' });
    expect(failed).toEqual({ phase: 'load-failed' });
    expect(quizReducer(failed, { type: 'load' })).toEqual({ phase: 'loading' });
  });

  it('refuses to advance with nothing chosen, and clears the message once the shopper answers', () => {
    const blocked = playing(run({ type: 'loaded', questions }, { type: 'confirm' }));
    expect(blocked.index).toBe(0);
    expect(blocked.error).toBe('answer_required');
    const answered = playing(quizReducer(blocked, { type: 'choose', choiceId: 12 }));
    expect(answered.error).toBeNull();
    const next = playing(quizReducer(answered, { type: 'confirm' }));
    expect(next.index).toBe(1);
  });

  it('refuses to submit a blank typed answer', () => {
    const state = playing(
      run(
        { type: 'loaded', questions },
        { type: 'choose', choiceId: 11 },
        { type: 'confirm' },
        { type: 'type', text: '   ' },
        { type: 'confirm' },
      ),
    );
    expect(state.phase).toBe('playing');
    expect(state.index).toBe(1);
    expect(state.error).toBe('answer_required');
  });

  it('ignores a choice that does not belong to the current question, and text on a choice question', () => {
    const start = run({ type: 'loaded', questions });
    expect(quizReducer(start, { type: 'choose', choiceId: 99 })).toBe(start);
    expect(quizReducer(start, { type: 'type', text: 'Douala' })).toBe(start);
  });

  it('keeps answers when going back', () => {
    const state = playing(
      run({ type: 'loaded', questions }, { type: 'choose', choiceId: 12 }, { type: 'confirm' }, { type: 'previous' }),
    );
    expect(state.index).toBe(0);
    expect(state.drafts[1]).toEqual({ choiceId: 12 });
    expect(quizReducer(state, { type: 'previous' })).toBe(state);
  });

  const answeredAll: QuizAction[] = [
    { type: 'loaded', questions },
    { type: 'choose', choiceId: 12 },
    { type: 'confirm' },
    { type: 'type', text: ' Mont Cameroun ' },
    { type: 'confirm' },
  ];

  it('submits after the last question is confirmed, and ignores edits meanwhile', () => {
    const submitting = playing(run(...answeredAll));
    expect(submitting.phase).toBe('submitting');
    expect(quizReducer(submitting, { type: 'type', text: 'x' })).toBe(submitting);
    expect(quizReducer(submitting, { type: 'confirm' })).toBe(submitting);
  });

  it('shows the result the back end returned', () => {
    const result = { score: 50, correct: 1, total: 2 };
    expect(run(...answeredAll, { type: 'submitted', result })).toEqual({ phase: 'result', questions, result });
  });

  it('returns to the last question with answers kept when the submission fails', () => {
    const state = playing(run(...answeredAll, { type: 'submit-failed' }));
    expect(state.phase).toBe('playing');
    expect(state.submitFailed).toBe(true);
    expect(state.index).toBe(1);
    expect(state.drafts[2]).toEqual({ text: ' Mont Cameroun ' });
    expect(playing(quizReducer(state, { type: 'confirm' })).phase).toBe('submitting');
  });

  it('ignores a late load failure once the quiz is playing', () => {
    const start = run({ type: 'loaded', questions });
    expect(quizReducer(start, { type: 'load-failed' })).toBe(start);
  });

  it('plays again from a fresh load', () => {
    const result = run(...answeredAll, { type: 'submitted', result: { score: 0, correct: 0, total: 2 } });
    expect(quizReducer(result, { type: 'load' })).toEqual({ phase: 'loading' });
  });
});

describe('toAnswerPayload', () => {
  it('sends choice ids and trimmed text per question', () => {
    expect(toAnswerPayload(questions, { 1: { choiceId: 12 }, 2: { text: ' Mont Cameroun ' } })).toEqual([
      { question_id: 1, choice_id: 12 },
      { question_id: 2, text: 'Mont Cameroun' },
    ]);
  });

  it('refuses to build a payload with an unanswered question', () => {
    expect(() => toAnswerPayload(questions, { 1: { choiceId: 12 } })).toThrow(/Question 2/);
  });
});
