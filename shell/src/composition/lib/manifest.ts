import type { RemoteEntry, RuntimeManifest } from '@shop/shared/contracts/routes';

/**
 * Keeps the well-formed part of a fetched manifest. One broken entry (a bad release, a hand
 * edit) must cost only that remote's pages, not the whole store.
 */
export function parseManifest(body: unknown): RuntimeManifest {
  if (!body || typeof body !== 'object') throw new TypeError('remotes.json is not an object');
  const { build, remotes } = body as { build?: unknown; remotes?: unknown };
  if (!Array.isArray(remotes)) throw new TypeError('remotes.json has no remotes list');
  const valid = remotes.filter((r): r is RemoteEntry => {
    if (!r || typeof r !== 'object') return false;
    const entry = r as Partial<RemoteEntry>;
    return (
      typeof entry.name === 'string' &&
      entry.name !== '' &&
      typeof entry.manifest === 'string' &&
      entry.manifest !== '' &&
      Array.isArray(entry.routes)
    );
  });
  return { build: typeof build === 'string' ? build : '', remotes: valid };
}
