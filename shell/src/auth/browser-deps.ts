import { getCartService } from '@shop/shared';
import { endServerSession, fetchProfile, refreshSession } from './api/auth-api';
import type { SessionDeps } from './lib/session';

/** The real side effects of login and logout: the APIs, the cart remote and a full reload. */
export const browserSessionDeps: SessionDeps = {
  fetchProfile,
  refresh: refreshSession,
  endServerSession,
  getCartService,
  reload: (url) => window.location.assign(url),
};
