import type { RouteDef } from '@shop/shared/contracts/routes';

export const routes: RouteDef[] = [{ path: '/centre-daide', page: 'help-centre' }];
