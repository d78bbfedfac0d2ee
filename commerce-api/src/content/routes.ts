import type { FeatureModule } from '../context.ts';
import { registerAuctions } from './auctions.ts';
import { registerNewsletter } from './newsletter.ts';
import { registerPages } from './pages.ts';
import { registerQuiz } from './quiz.ts';
import { registerQuoteRequest } from './quote-request.ts';
import { registerWhackAMole } from './whack-a-mole.ts';

/** Content API: quote requests, whack-a-mole, auctions, newsletter and the quiz. */
export const contentModule: FeatureModule = async (app, { ctx }) => {
  registerQuoteRequest(app, ctx);
  registerWhackAMole(app, ctx);
  registerAuctions(app, ctx);
  registerNewsletter(app, ctx);
  registerQuiz(app, ctx);
  registerPages(app, ctx);
};
