import { contentApi } from '@shop/shared';

/** Ends the server-side session of the current token (spec §7 "Session read / end"). */
export async function endServerSession(): Promise<void> {
  // No retry: a logout must not wait on a second attempt against a failing server.
  await contentApi.delete('_auth/session', { retry: 0 });
}
