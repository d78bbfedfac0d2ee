import type { FeatureModule } from '../context.ts';
import { registerAuctions } from './auctions.ts';
import { registerBestSelections } from './best-selections.ts';
import { registerFeatureFlags } from './feature-flags.ts';
import { registerNewsletter } from './newsletter.ts';
import { registerPages } from './pages.ts';
import { registerQuiz } from './quiz.ts';
import { registerQuoteRequest } from './quote-request.ts';

/** Content API: quote requests, auctions, newsletter, the quiz, information pages, the error page's tiles and the feature flags. */
export const contentModule: FeatureModule = async (app, { ctx }) => {
  registerQuoteRequest(app, ctx);
  registerAuctions(app, ctx);
  registerNewsletter(app, ctx);
  registerQuiz(app, ctx);
  await registerPages(app, ctx);
  registerBestSelections(app, ctx);
  registerFeatureFlags(app, ctx);
};
