import { statSync } from 'node:fs';

/**
 * `read(path)` again only when the file at `path` has changed: its inode, size or modification
 * time (a release writes a temp file and renames it over, so the inode changes). A page request
 * reads the store manifest and the shell's page several times; a `stat` costs a fraction of a
 * read and a parse. A missing file is read every time, so `read` decides what that means.
 * The `stat` is synchronous: on a local file it takes microseconds, where the promise version's
 * trip through libuv's thread pool cost ten times that (a tenth of the gateway's time under load).
 */
export function fileMemo<T>(read: (path: string) => Promise<T>): (path: string) => Promise<T> {
  const memo = new Map<string, { stamp: string; value: Promise<T> }>();
  return async (path) => {
    const info = statSync(path, { bigint: true, throwIfNoEntry: false }) ?? null;
    if (!info) {
      memo.delete(path);
      return read(path);
    }
    const stamp = `${info.ino}:${info.size}:${info.mtimeNs}`;
    const known = memo.get(path);
    if (known?.stamp === stamp) return known.value;
    const value = read(path);
    memo.set(path, { stamp, value });
    // A failed read is not remembered: the next request tries again.
    value.catch(() => {
      if (memo.get(path)?.value === value) memo.delete(path);
    });
    return value;
  };
}
