import { ErrorRetry, useT, type ApiError } from '@shop/shared';

/**
 * A page's load failure: what could not be loaded, then the server's own message when it
 * answered, or the network hint when it did not; Retry runs the loader again.
 */
export function PageError({ what, error, onRetry }: { what: string; error: ApiError; onRetry: () => void }) {
  const { t } = useT('common');
  return <ErrorRetry message={`${what} ${error.hasResponse ? error.message : t('network_error')}`} onRetry={onRetry} />;
}
