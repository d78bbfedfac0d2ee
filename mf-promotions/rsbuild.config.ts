import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

// `campaign` serves every campaign page; its routes are not in the table above but come from the
// back end's campaigns through the gateway (gateway/src/campaign-routes.ts).
export default defineRemoteConfig({ name: 'mf-promotions', routes, devPort: 3004, exposes: { './campaign': './src/routes/campaign.tsx' } });
