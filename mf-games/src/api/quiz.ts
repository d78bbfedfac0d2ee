import { contentApi, type Locale, type Quiz, type QuizAnswersRequest, type QuizOutcome } from '@shop/shared';
import { parseQuiz, parseQuizResult } from '../features/quiz/lib/parse-quiz';
import type { AnswerPayload } from '../features/quiz/lib/quiz-flow';
import type { QuizQuestion, QuizResult } from '../features/quiz/lib/types';

export async function fetchQuiz(locale: Locale, signal?: AbortSignal): Promise<QuizQuestion[]> {
  const body = await contentApi.get('quiz', { searchParams: { locale }, signal }).json<Quiz>();
  return parseQuiz(body);
}

export async function submitQuizAnswers(answers: AnswerPayload[], signal?: AbortSignal): Promise<QuizResult> {
  const body = await contentApi.post('quiz/answers', { json: { answers } satisfies QuizAnswersRequest, signal }).json<QuizOutcome>();
  return parseQuizResult(body);
}
