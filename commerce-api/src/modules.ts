import type { FeatureModule } from './app.ts';

/**
 * The feature modules, each a Fastify plugin in its own folder. Add yours here (one line),
 * so the order of registration is visible in one place.
 */
export const modules: FeatureModule[] = [];
