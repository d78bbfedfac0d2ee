import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, ErrorRetry, Skeleton, usePageData, usePageHead, useT, type ApiError, type Locale, type PageHeadFn, type PageLoader } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { GameSchedule } from './game-schedule';
import type { GamePage } from '../lib/game-page';

function GameSkeleton() {
  return (
    <div className="games-card" aria-busy="true">
      <Skeleton height={24} width="60%" />
      <Skeleton height={280} radius={12} />
      <Skeleton lines={2} />
    </div>
  );
}

function GameLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(NS);
  return <ErrorRetry message={error.hasResponse ? error.message : t('schedule.load_failed')} onRetry={onRetry} />;
}

interface GamePageViewProps {
  /** The page module's loader (declared beside the page, per the route loader contract). */
  loader: PageLoader<GamePage>;
  title: string;
  intro: string;
  /** The page module's `head`, for a server-rendered game; the others are titled with `title`. */
  head?: PageHeadFn<unknown>;
  /** The game while it runs; `reload` reads the schedule again keeping the page on screen. */
  renderGame: (page: GamePage, locale: Locale, reload: () => void) => ReactNode;
  /** What the result page shows once the game has ended. */
  renderResult: (page: GamePage) => ReactNode;
}

/** Every game page: title and intro, then the skeleton, the error with Retry, or the game's schedule. */
export function GamePageView({ loader, title, intro, head, renderGame, renderResult }: GamePageViewProps) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  usePageHead(head ?? (() => ({ title: t('schedule.page_title', { title }), description: intro })));
  const { state, retry, reload } = usePageData(loader);
  return (
    <div className="games-page">
      <header>
        <h1 className="games-page__title">{title}</h1>
        <p className="games-muted">{intro}</p>
      </header>
      {state.status === 'loading' ? <GameSkeleton /> : null}
      {state.status === 'error' ? <GameLoadError error={state.error} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <GameSchedule page={state.data} locale={locale} onStart={reload} result={renderResult(state.data)}>
          {renderGame(state.data, locale, reload)}
        </GameSchedule>
      ) : null}
    </div>
  );
}
