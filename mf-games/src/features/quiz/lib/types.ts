/** The quiz as the page works with it, independent of the wire format (see `api/quiz.ts`). */
/** Kept as the back end sent it (number or string), so answers go back in the same form. */
export type QuizId = string | number;

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
