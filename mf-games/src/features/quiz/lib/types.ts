import type { QuizAnswer } from '@shop/shared';

/** The quiz as the page works with it, independent of the wire format (see `api/quiz.ts`). */
/** A question's or a choice's id, as `GET /api/quiz` sends it and the answers send it back. */
export type QuizId = QuizAnswer['question_id'];

export interface QuizChoice {
  id: QuizId;
  label: string;
}

export interface QuizQuestion {
  id: QuizId;
  text: string;
  /** `choice`: pick one of `choices`; `text`: type the answer. */
  kind: 'choice' | 'text';
  choices: QuizChoice[];
}

/** What the shopper has picked or typed so far for one question. */
export interface AnswerDraft {
  choiceId?: QuizId;
  text?: string;
}

export interface QuizResult {
  score: number;
  correct: number;
  total: number;
}
