import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { QuizAnswersRequestSchema, QuizResultSchema, QuizSchema } from '@shop/shared/contracts/content-schema';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { fold } from '../places/place.ts';
import { msg } from './messages.ts';

/** Quiz questions without their answers, and server-side scoring so answers never reach the browser. */
export function registerQuiz(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const querystring = Type.Object({ locale: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])) });
  app.get('/api/quiz', { schema: { querystring, response: { 200: QuizSchema } } }, async (request) => {
    const locale = localeOf(request);
    const questions = await ctx.repos.content.quizQuestions();
    const choices = await ctx.repos.content.quizChoices();
    return {
      locale,
      total: questions.length,
      questions: questions.map((q) => ({
        id: q.id,
        position: q.position,
        type: q.kind as 'choice' | 'text',
        question: locale === 'en' ? q.text_en : q.text_fr,
        choices: choices.filter((c) => c.question_id === q.id).map((c) => ({ id: c.id, label: locale === 'en' ? c.text_en : c.text_fr })),
      })),
    };
  });

  app.post(
    '/api/quiz/answers',
    { schema: { body: QuizAnswersRequestSchema, response: { 200: QuizResultSchema } } },
    async (request) => {
      const { answers } = request.body;
      const questions = new Map((await ctx.repos.content.quizQuestions()).map((q) => [q.id, q]));
      const choices = await ctx.repos.content.quizChoices();
      const seen = new Set<number>();
      const results: { question_id: number; correct: boolean }[] = [];
      for (const answer of answers) {
        const question = questions.get(answer.question_id);
        if (!question) throw badRequest(msg('quiz_unknown_question'), { id: answer.question_id });
        if (seen.has(question.id)) throw badRequest(msg('quiz_duplicate_answer'), { id: question.id });
        seen.add(question.id);
        const text = answer.text?.trim() ?? '';
        if (question.kind === 'choice') {
          if (!answer.choice_id) throw badRequest(msg('quiz_choose_or_enter'));
          const choice = choices.find((c) => c.id === answer.choice_id && c.question_id === question.id);
          if (!choice) throw badRequest(msg('quiz_unknown_choice'), { id: question.id });
          results.push({ question_id: question.id, correct: Boolean(choice.is_correct) });
        } else {
          if (!text) throw badRequest(msg('quiz_choose_or_enter'));
          const accepted = (JSON.parse(question.accepted_answers) as string[]).map(fold);
          results.push({ question_id: question.id, correct: accepted.includes(fold(text)) });
        }
      }
      const correct = results.filter((r) => r.correct).length;
      const total = questions.size;
      return { correct, total, answered: results.length, score: total ? Math.round((100 * correct) / total) : 0, results };
    },
  );
}
