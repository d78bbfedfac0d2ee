import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigation } from 'react-router';
import { useT } from '@shop/shared';
import { $pendingLoads, beginLoad } from './progress';

/** Rendered inside a Suspense fallback: the bar shows for as long as the fallback is on screen. */
export function PendingLoad() {
  useEffect(() => beginLoad(), []);
  return null;
}

/** Thin bar at the top of the viewport while a remote page (or a router navigation) is loading. */
export function RouteProgress() {
  const pending = useStore($pendingLoads);
  const navigation = useNavigation();
  const { t } = useT('shell');
  if (pending === 0 && navigation.state === 'idle') return null;
  return (
    <div
      className="route-progress"
      data-testid="route-progress"
      role="progressbar"
      aria-label={t('page_loading')}
      aria-busy="true"
    >
      <div className="route-progress__bar" />
    </div>
  );
}
