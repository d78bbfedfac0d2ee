import type { ReactNode } from 'react';
import { ErrorRetry, Skeleton, useT, type ApiError } from '@shop/shared';
import { NS } from '../../i18n/index';

/** Shared frame of a game page: title, intro, then the skeleton, the error with Retry, or the game. */
export function GamePageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="games-page">
      <header>
        <h1 className="games-page__title">{title}</h1>
        <p className="games-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

export function GameSkeleton() {
  return (
    <div className="games-card" aria-busy="true">
      <Skeleton height={24} width="60%" />
      <Skeleton height={280} radius={12} />
      <Skeleton lines={2} />
    </div>
  );
}

export function GameLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(NS);
  return <ErrorRetry message={error.hasResponse ? error.message : t('schedule.load_failed')} onRetry={onRetry} />;
}
