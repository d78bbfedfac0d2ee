import { bus, i18n, showToast, toApiError } from '@shop/shared';

/**
 * A failed save: the server's own message when it answered (it is already in the shopper's
 * language), else the spec's "failed, try again". A refused token (401) is reported to the
 * shell's session module, which ends the session when it must; this login-only page then sends
 * the shopper to /login with the way back.
 */
export function showFailure(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.status === 401) bus.emit('session:logout-requested', { reason: 'request-failed', status: 401 });
  showToast({ type: 'error', message: apiError.hasResponse ? apiError.message : i18n.t('common:failed_try_again') });
}
