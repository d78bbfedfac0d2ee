import type { QuizAnswer } from '@shop/shared';
import { checkAnswer, type AnswerError } from './answer-check';
import type { AnswerDraft, QuizId, QuizQuestion, QuizResult } from './types';

/**
 * The quiz screen as a state machine: load → play one question at a time → submit → result.
 * `submitting` is a phase of play, so a failed submission returns to the last question with
 * every answer kept.
 */
export type QuizState =
  | { phase: 'loading' }
  | { phase: 'load-failed' }
  /** no game programmed: the back end has no questions right now. */
  | { phase: 'empty' }
  | {
      phase: 'playing' | 'submitting';
      questions: QuizQuestion[];
      index: number;
      drafts: Record<QuizId, AnswerDraft>;
      error: AnswerError | null;
      submitFailed: boolean;
    }
  | { phase: 'result'; questions: QuizQuestion[]; result: QuizResult };

export type QuizAction =
  | { type: 'load' }
  | { type: 'loaded'; questions: QuizQuestion[] }
  | { type: 'load-failed' }
  | { type: 'choose'; choiceId: QuizId }
  | { type: 'type'; text: string }
  /** Confirms the current question: advances, or starts the submission on the last one. */
  | { type: 'confirm' }
  | { type: 'previous' }
  | { type: 'submitted'; result: QuizResult }
  | { type: 'submit-failed' };

export const initialQuizState: QuizState = { phase: 'loading' };

export type PlayState = Extract<QuizState, { phase: 'playing' | 'submitting' }>;

export function currentQuestion(state: PlayState): QuizQuestion {
  const question = state.questions[state.index];
  if (!question) throw new RangeError(`No question at index ${state.index}`);
  return question;
}

function editDraft(state: QuizState, patch: AnswerDraft): QuizState {
  if (state.phase !== 'playing') return state;
  const question = currentQuestion(state);
  return {
    ...state,
    drafts: { ...state.drafts, [question.id]: patch },
    // The message answers a failed confirm; once the shopper acts on it, it has done its job.
    error: null,
  };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'load':
      return { phase: 'loading' };
    case 'loaded':
      if (action.questions.length === 0) return { phase: 'empty' };
      return { phase: 'playing', questions: action.questions, index: 0, drafts: {}, error: null, submitFailed: false };
    case 'load-failed':
      return state.phase === 'loading' ? { phase: 'load-failed' } : state;
    case 'choose': {
      if (state.phase !== 'playing') return state;
      const question = currentQuestion(state);
      if (question.kind !== 'choice' || !question.choices.some((c) => c.id === action.choiceId)) return state;
      return editDraft(state, { choiceId: action.choiceId });
    }
    case 'type': {
      if (state.phase !== 'playing' || currentQuestion(state).kind !== 'text') return state;
      return editDraft(state, { text: action.text });
    }
    case 'confirm': {
      if (state.phase !== 'playing') return state;
      const question = currentQuestion(state);
      const error = checkAnswer(question, state.drafts[question.id]);
      if (error) return { ...state, error };
      if (state.index < state.questions.length - 1) {
        return { ...state, index: state.index + 1, error: null };
      }
      return { ...state, phase: 'submitting', error: null, submitFailed: false };
    }
    case 'previous':
      if (state.phase !== 'playing' || state.index === 0) return state;
      return { ...state, index: state.index - 1, error: null };
    case 'submitted':
      if (state.phase !== 'submitting') return state;
      return { phase: 'result', questions: state.questions, result: action.result };
    case 'submit-failed':
      if (state.phase !== 'submitting') return state;
      return { ...state, phase: 'playing', submitFailed: true };
  }
}

/** One answer of `POST /api/quiz/answers`, the shared wire type. */
export type AnswerPayload = QuizAnswer;

/** The body of `POST /api/quiz/answers`, built only from validated drafts. */
export function toAnswerPayload(questions: QuizQuestion[], drafts: Record<QuizId, AnswerDraft>): AnswerPayload[] {
  return questions.map((question) => {
    const draft = drafts[question.id];
    const valid = checkAnswer(question, draft) === null;
    if (valid && question.kind === 'choice' && draft?.choiceId !== undefined) {
      return { question_id: question.id, choice_id: draft.choiceId };
    }
    if (valid && question.kind === 'text' && draft?.text !== undefined) {
      return { question_id: question.id, text: draft.text.trim() };
    }
    throw new Error(`Question ${question.id} has no valid answer`);
  });
}
