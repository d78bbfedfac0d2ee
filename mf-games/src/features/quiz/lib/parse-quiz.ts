import type { QuizChoice, QuizId, QuizQuestion, QuizResult } from './types';

/**
 * Reads commerce-api's `GET /api/quiz` and `POST /api/quiz/answers` (their wire shapes are
 * `Quiz` and `QuizOutcome` in `@shop/shared`) into the page's own types. The back end is a separate deployable: a malformed question is dropped rather than allowed to
 * break the screen, and a quiz left with no playable question shows "no game programmed".
 */
type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toId(value: unknown): QuizId | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function toText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parseChoice(raw: unknown): QuizChoice | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  const label = toText(raw.label);
  return id === null || label === null ? null : { id, label };
}

function parseQuestion(raw: unknown): QuizQuestion | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  const text = toText(raw.question);
  if (id === null || text === null) return null;
  const choices = (Array.isArray(raw.choices) ? raw.choices : []).map(parseChoice).filter((c) => c !== null);
  if (raw.type === 'text') return { id, text, kind: 'text', choices: [] };
  // A choice question whose choices all failed to parse cannot be answered: drop it.
  return choices.length > 0 ? { id, text, kind: 'choice', choices } : null;
}

export function parseQuiz(body: unknown): QuizQuestion[] {
  const list = isObject(body) && Array.isArray(body.questions) ? body.questions : [];
  return list.map(parseQuestion).filter((q) => q !== null);
}

function toCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The score comes from the server only: the browser never knows the right answers. */
export function parseQuizResult(body: unknown): QuizResult {
  if (!isObject(body)) throw new TypeError('Quiz result is not an object');
  const score = toCount(body.score);
  const correct = toCount(body.correct);
  const total = toCount(body.total);
  if (score === null || correct === null || total === null) throw new TypeError('Quiz result lacks score, correct or total');
  return { score, correct, total };
}
