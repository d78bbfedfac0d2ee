import { BUILD_POLL_INTERVAL_MS, isBuildStale, parseLatestBuild, shouldCheckOnVisible } from './lib/build-version';

export interface BuildWatcherOptions {
  startedWith: string | null;
  url?: string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  doc?: Document;
  now?: () => number;
}

export interface BuildWatcher {
  /** True once the server announced a build other than the one this page runs. */
  isStale(): boolean;
  latest(): string | null;
  check(): Promise<void>;
  stop(): void;
}

/** Polls the build marker every minute and whenever the tab becomes visible. */
export function watchBuild({
  startedWith,
  url = '/builds/latest.json',
  intervalMs = BUILD_POLL_INTERVAL_MS,
  fetchImpl = (...args) => fetch(...args),
  doc = document,
  now = Date.now,
}: BuildWatcherOptions): BuildWatcher {
  let latest: string | null = null;
  let lastCheckAt: number | null = null;
  let inFlight: Promise<void> | null = null;

  const check = (): Promise<void> => {
    if (inFlight) return inFlight;
    lastCheckAt = now();
    inFlight = fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) return;
        const build = parseLatestBuild(await res.json());
        if (build) latest = build;
      })
      // Offline or a deploy in progress: keep the last known answer and try again later.
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const timer = setInterval(() => void check(), intervalMs);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && shouldCheckOnVisible(lastCheckAt, now())) void check();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    isStale: () => isBuildStale(startedWith, latest),
    latest: () => latest,
    check,
    stop() {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
