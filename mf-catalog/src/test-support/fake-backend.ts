import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApi, setLocale } from '@shop/shared';

export const TEST_API_BASE = 'http://shop.test';

export type FakeAnswer = (url: URL) => Response | undefined | Promise<Response | undefined>;

/**
 * Puts `answer` in place of the back end for every test of the calling file: the API client
 * points at a test host, each test starts in French with no request recorded, and the DOM and
 * `fetch` are restored after it. A call `answer` leaves unanswered gets Magento's 404, so a page
 * asking for something the test did not expect shows it rather than hanging.
 */
export function fakeBackend(answer: FakeAnswer): { requests: URL[] } {
  const requests: URL[] = [];
  beforeAll(() => configureApi({ baseUrl: TEST_API_BASE }));
  beforeEach(() => {
    requests.length = 0;
    setLocale('fr');
    vi.stubGlobal('fetch', async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requests.push(url);
      return (await answer(url)) ?? Response.json({ message: 'Request does not match any route.' }, { status: 404 });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return { requests };
}
