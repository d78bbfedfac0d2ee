import type { RouteDef } from '@shop/shared';

/** mf-games' route table: plain data the shell routes from without loading this remote. */
export const routes: RouteDef[] = [{ path: '/quiz', page: 'quiz' }];
