/** The quiz as the page works with it, independent of the wire format (see `api/quiz.ts`). */
export type QuizId = string;

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
