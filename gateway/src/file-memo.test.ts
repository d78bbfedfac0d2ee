import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMemo } from './file-memo.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-memo-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function counted() {
  const reads: string[] = [];
  const read = fileMemo(async (path) => {
    reads.push(path);
    return readFile(path, 'utf8');
  });
  return { read, reads };
}

describe('fileMemo', () => {
  it('reads a file once while it stays the same, and again after it is replaced by a rename', async () => {
    const file = join(dir, 'manifest.json');
    await writeFile(file, '{"build":"a"}');
    const { read, reads } = counted();
    expect(await read(file)).toBe('{"build":"a"}');
    expect(await read(file)).toBe('{"build":"a"}');
    expect(reads).toHaveLength(1);
    // Same size, written within the same instant: the rename gives it another inode.
    await writeFile(`${file}.tmp`, '{"build":"b"}');
    await rename(`${file}.tmp`, file);
    expect(await read(file)).toBe('{"build":"b"}');
    expect(reads).toHaveLength(2);
  });

  it('a file written in place with other content is read again', async () => {
    const file = join(dir, 'index.html');
    await writeFile(file, '<p>one</p>');
    const { read } = counted();
    expect(await read(file)).toBe('<p>one</p>');
    await writeFile(file, '<p>three</p>');
    expect(await read(file)).toBe('<p>three</p>');
  });

  it('a missing file is left to the reader each time, and a failed read is not remembered', async () => {
    const file = join(dir, 'absent.json');
    const { read, reads } = counted();
    await expect(read(file)).rejects.toThrow(/ENOENT/);
    await expect(read(file)).rejects.toThrow(/ENOENT/);
    expect(reads).toHaveLength(2);
    await writeFile(file, 'now here');
    expect(await read(file)).toBe('now here');
  });
});
