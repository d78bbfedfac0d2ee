import { describe, expect, it } from 'vitest';
import { REMOTE_ENTRY_FILE, remoteEntryUrl } from './routes';

describe('remoteEntryUrl', () => {
  it('is the file beside the manifest, for a same-origin path and an absolute URL', () => {
    expect(remoteEntryUrl('/remotes/mf-catalog/1.0.0-ab/mf-manifest.json')).toBe(`/remotes/mf-catalog/1.0.0-ab/${REMOTE_ENTRY_FILE}`);
    expect(remoteEntryUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
  });
});
