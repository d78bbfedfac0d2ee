import type { AnswerDraft, QuizQuestion } from './types';

export type AnswerError = 'answer_required';

/**
 * Choose or enter an answer (quiz): a question cannot be confirmed empty. A choice
 * must be one of the question's own choices (a stale id from another language's quiz is not an
 * answer); a typed answer must contain more than whitespace.
 */
export function checkAnswer(question: QuizQuestion, draft: AnswerDraft | undefined): AnswerError | null {
  if (!draft) return 'answer_required';
  if (question.kind === 'choice') {
    const chosen = draft.choiceId;
    return chosen !== undefined && question.choices.some((c) => c.id === chosen) ? null : 'answer_required';
  }
  return (draft.text ?? '').trim() === '' ? 'answer_required' : null;
}
