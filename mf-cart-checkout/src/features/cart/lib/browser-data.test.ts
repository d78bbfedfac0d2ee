// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inThisBrowser } from './browser-data';

describe('inThisBrowser', () => {
  it('answers nothing on the server, without loading', async () => {
    let loaded = false;
    await expect(
      inThisBrowser(async () => {
        loaded = true;
        return 1;
      }),
    ).resolves.toBeUndefined();
    expect(loaded).toBe(false);
  });
});
