import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { SHELL, type StoreState } from '@shop/tools/release/state';
import { manifestFile, readState, versionDir } from '@shop/tools/release/store';
import { campaignSource, withCampaignRoutes } from './campaign-routes.ts';
import { cohortCookie, readCohort } from './cohort.ts';
import { DEV_VERSION, withDevRemotes, type DevRemote } from './dev-mode.ts';
import { fileMemo } from './file-memo.ts';
import { COHORTS, manifestPath, toRuntimeManifest } from '@shop/tools/release/runtime-manifest';

export interface StoreViewOptions {
  storeDir: string;
  /** The shell's build, served until a shell is published. */
  shellDir: string;
  now: () => Date;
  /** Where the back end answers (the campaign list is read there). */
  apiOrigin: () => string;
  log: FastifyBaseLogger;
  /** Dev mode: these remotes come from their dev servers. */
  devRemotes?: Record<string, DevRemote>;
}

/** What the gateway serves, read from the store on disk and the back end's campaign list. */
export interface StoreView {
  currentState(): Promise<StoreState>;
  /** `cohort`: the browser's canary cohort (see `cohortOf`); none = everybody's live versions. */
  runtimeManifest(cohort?: number): Promise<RuntimeManifest>;
  /**
   * The shell's folders, the live one first: its released version in the store
   * (`.store/shell/<version>/`, written once and switched by a manifest write, so neither a
   * release nor a rebuild of `shell/dist` ever leaves a request without a shell), then the
   * versions before it, newest first, so a tab opened before a release still gets its lazy
   * chunks. Before the shell is first published: `shellDir`.
   */
  shellRoots(): Promise<string[]>;
  /**
   * A browser's canary cohort (0–99), kept in a cookie so it gets the same versions on every
   * page load. Given out only while a canary runs; a browser keeps the one it was given.
   */
  cohortOf(request: FastifyRequest, reply?: FastifyReply): Promise<number | undefined>;
}

export function storeView(options: StoreViewOptions): StoreView {
  const currentState = lastGoodState(options.storeDir, options.log);
  // Campaign pages are back-end data: their routes join the manifest here (see campaign-routes.ts).
  const campaigns = campaignSource(options.apiOrigin, {
    onError: (error) => options.log.error({ err: error }, 'campaign list unavailable; keeping the last one'),
  });
  const { now, devRemotes } = options;
  const build = async (state: StoreState, list: Awaited<ReturnType<typeof campaigns>>, cohort?: number): Promise<RuntimeManifest> => {
    const manifest = !devRemotes
      ? toRuntimeManifest(state, now(), manifestPath, cohort)
      : toRuntimeManifest(await withDevRemotes(state, devRemotes, now()), now(), (name, version) =>
          version === DEV_VERSION ? devRemotes[name]!.manifest : manifestPath(name, version),
        );
    return withCampaignRoutes(manifest, list, now());
  };

  // A page request asks for it up to three times (is it a page, its render, its CSP): the last
  // answer per cohort is reused while the store state and the campaign list are the same objects
  // and the second has not changed (a window opens or closes within a second).
  const manifests = new Map<number | undefined, { state: StoreState; campaigns: unknown; second: number; manifest: RuntimeManifest }>();
  async function runtimeManifest(cohort?: number): Promise<RuntimeManifest> {
    const state = await currentState();
    const list = await campaigns();
    const second = Math.floor(now().getTime() / 1000);
    // In development a remote's routes come from its dev server and change without the store's state.
    if (devRemotes) return build(state, list, cohort);
    const known = manifests.get(cohort);
    if (known && known.state === state && known.campaigns === list && known.second === second) return known.manifest;
    const manifest = await build(state, list, cohort);
    if (manifests.size > 200) manifests.clear();
    manifests.set(cohort, { state, campaigns: list, second, manifest });
    return manifest;
  }

  return {
    currentState,
    runtimeManifest,
    async shellRoots() {
      const shell = (await currentState().catch(() => undefined))?.shell;
      if (!shell?.current) return [options.shellDir];
      return [shell.current, ...shell.history.toReversed()].map((v) => versionDir(options.storeDir, SHELL, v));
    },
    async cohortOf(request, reply) {
      const known = readCohort(request.headers.cookie);
      if (known !== undefined) return known;
      if (!reply || !Object.values((await currentState()).remotes).some((r) => r.canary)) return undefined;
      const cohort = randomInt(COHORTS);
      reply.header('Set-Cookie', cohortCookie(cohort));
      return cohort;
    },
  };
}

/**
 * The store's state, read again only when a release or a hand edit has replaced the file (every
 * page request asks for it several times; every caller shares it: none may change it). A hand
 * edit saved non-atomically (or with a typo) must not take the whole store down: the last state
 * that parsed is kept, and the log says so.
 */
function lastGoodState(storeDir: string, log: FastifyBaseLogger): () => Promise<StoreState> {
  let lastGood: StoreState | undefined;
  const readStore = fileMemo(() => readState(storeDir));
  return async () => {
    try {
      lastGood = await readStore(manifestFile(storeDir));
    } catch (error) {
      if (!lastGood) throw error;
      log.error({ err: error }, 'manifest.json unreadable; serving the last valid state');
    }
    return lastGood;
  };
}
