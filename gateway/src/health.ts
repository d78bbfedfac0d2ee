import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { StoreState } from '@shop/tools/release/state';
import { manifestPath } from '@shop/tools/release/runtime-manifest';

/** The shell's health page, bare or under a locale prefix. */
export const HEALTHCHECK = /^(?:\/(?:fr|en))?\/healthcheck\/?$/;

export interface BundleHealth {
  bundle: string;
  version: string | null;
  /** `live` or `canary`. */
  role: 'live' | 'canary';
  ok: boolean;
  detail: string;
}

export interface HealthReport {
  ok: boolean;
  checks: BundleHealth[];
}

/** Fetches a same-origin path through the gateway (tests and `/healthcheck` use `app.inject`). */
export type Get = (url: string) => Promise<{ status: number; body: string }>;

export function prefersJson(accept: string | undefined): boolean {
  return Boolean(accept?.includes('application/json') && !accept.includes('text/html'));
}

/**
 * Loads each live (and canary) remote's entry the way the shell does: its `mf-manifest.json`,
 * then the entry script it names, which must parse as JavaScript (compiled, not run). A remote
 * scheduled for later is checked too: it must load when its window opens.
 */
async function remoteHealth(name: string, version: string, role: BundleHealth['role'], get: Get): Promise<BundleHealth> {
  const result = (ok: boolean, detail: string): BundleHealth => ({ bundle: name, version, role, ok, detail });
  const manifestUrl = manifestPath(name, version);
  try {
    const manifest = await get(manifestUrl);
    if (manifest.status !== 200) return result(false, `${manifestUrl} answered ${manifest.status}`);
    const entry = (JSON.parse(manifest.body) as { metaData?: { remoteEntry?: { name?: string; path?: string } } }).metaData?.remoteEntry;
    if (!entry?.name) return result(false, 'mf-manifest.json names no remote entry');
    const entryUrl = manifestUrl.replace(/mf-manifest\.json$/, [entry.path, entry.name].filter(Boolean).join('/'));
    const script = await get(entryUrl);
    if (script.status !== 200) return result(false, `${entryUrl} answered ${script.status}`);
    // Compiled, never run: a syntax error (a truncated or corrupted file) throws here.
    const compiled = new Script(script.body, { filename: entryUrl });
    return result(Boolean(compiled), `${entryUrl} loads`);
  } catch (error) {
    return result(false, error instanceof Error ? error.message : String(error));
  }
}

export async function healthReport(state: StoreState, shellRoots: string[], get: Get): Promise<HealthReport> {
  const index = join(shellRoots[0] ?? '', 'index.html');
  const shellOk = Boolean(shellRoots[0] && (await stat(index).catch(() => null))?.isFile());
  const checks: Promise<BundleHealth>[] = [
    Promise.resolve({ bundle: 'shell', version: state.shell?.current ?? null, role: 'live', ok: shellOk, detail: shellOk ? 'index.html present' : 'index.html missing' }),
  ];
  for (const remote of Object.values(state.remotes).toSorted((a, b) => a.name.localeCompare(b.name))) {
    if (remote.current) checks.push(remoteHealth(remote.name, remote.current, 'live', get));
    if (remote.canary) checks.push(remoteHealth(remote.name, remote.canary.version, 'canary', get));
  }
  const all = await Promise.all(checks);
  return { ok: all.every((c) => c.ok), checks: all };
}
