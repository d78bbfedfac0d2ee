import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApi, setLocale } from '@shop/shared';
import { registerShellTranslations } from '../i18n/index';
import NotFoundPage from './not-found-page';

let answer: () => Response;
const asked: string[] = [];

beforeAll(() => {
  registerShellTranslations();
  configureApi({ baseUrl: 'http://shop.test' });
});

beforeEach(() => {
  asked.length = 0;
  setLocale('en');
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    asked.push(request.url);
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('fr');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the 404 page tiles', () => {
  it("come from the back end in the page's language and keep the locale prefix", async () => {
    answer = () => Response.json([{ id: 12, name: 'Phones and tablets', path: '/category/telephones-tablettes-12' }]);
    renderAt('/en/nowhere');
    const tile = await screen.findByRole('link', { name: 'Phones and tablets' });
    expect(tile.getAttribute('href')).toBe('/en/category/telephones-tablettes-12');
    expect(asked[0]).toBe('http://shop.test/api/best-selections?locale=en');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });

  it('leave the way home when the back end cannot answer', async () => {
    answer = () => Response.json({ message: 'down' }, { status: 404 });
    renderAt('/en/nowhere');
    await vi.waitFor(() => expect(screen.queryAllByTestId('skeleton')).toHaveLength(0));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home']);
  });
});
