import { i18n, showToast, toApiError } from '@shop/shared';

/**
 * A failed save: the server's own message when it answered (it is already in the shopper's
 * language), else the spec's "failed, try again". A refused token (401) has already been
 * reported to the shell's session module by the API client.
 */
export function showFailure(error: unknown): void {
  const apiError = toApiError(error);
  showToast({ type: 'error', message: apiError.hasResponse ? apiError.message : i18n.t('common:failed_try_again') });
}
