import type { RouteDef } from '@shop/shared';

/**
 * mf-seasonal-template's route table: plain data the shell routes from without loading this
 * remote. A seasonal remote goes live and ends with the window given at release
 * (`pnpm release mf-seasonal-template --from … --until … --whole-remote`), never by a date here:
 * moving a campaign's dates must not need a build.
 */
export const routes: RouteDef[] = [{ path: '/seasonal-template', page: 'season' }];
