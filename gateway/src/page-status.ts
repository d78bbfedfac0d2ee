import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { pageExists } from '@shop/shell/page-status';

/**
 * `pageExists` with memory, for the gateway's hot path: matching replays react-router's
 * flatten-and-rank on every call (about 1 ms for a 90-route table on our 2 cores), while the
 * answer depends only on the served route tables and the path. The window check needs no
 * clock here: the manifest passed in is already filtered for the time it was built at, and a
 * route the server kept is active for the shell too. Oldest answers go first past `limit`.
 */
export function memoizedPageExists(limit = 2000): (manifest: RuntimeManifest, pathname: string, now: Date) => boolean {
  let tables = '';
  // The gateway reuses one manifest object while nothing changes: no need to compare its tables.
  let lastManifest: RuntimeManifest | null = null;
  const answers = new Map<string, boolean>();
  return (manifest, pathname, now) => {
    if (manifest !== lastManifest) {
      lastManifest = manifest;
      const key = JSON.stringify(manifest.remotes);
      if (key !== tables) {
        tables = key;
        answers.clear();
      }
    }
    const known = answers.get(pathname);
    if (known !== undefined) return known;
    const answer = pageExists(manifest, pathname, now);
    // Long URLs are rare and mostly junk: answering them costs a match, keeping them memory.
    if (pathname.length > 512) return answer;
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(pathname, answer);
    return answer;
  };
}
