import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorRetry, useT } from '@shop/shared';
import { recoverFromChunkFailure } from './deploy-recovery';

/** Last line of defence: something in the shell itself failed; a reload is the only sane retry. */
export function RootError() {
  const error = useRouteError();
  const { t } = useT('common');
  useEffect(() => {
    console.error('[shell] unexpected error', error);
    void recoverFromChunkFailure(error);
  }, [error]);
  return (
    <main className="layout__content" data-testid="shell-error">
      <ErrorRetry message={t('unexpected_error')} onRetry={() => window.location.reload()} />
    </main>
  );
}
