import { afterEach, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { setLocale } from '@shop/shared';
import { registerShellTranslations } from '../i18n';
import Footer from './footer';
import { LazyFooter } from './lazy-footer';

registerShellTranslations();

/** An observer that never reports: the footer stays below the screen. */
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe(): void {}
    disconnect(): void {}
  },
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  setLocale('fr');
});

const routerWith = (element: React.ReactNode) => createMemoryRouter([{ path: '*', element }], { initialEntries: ['/category/12'] });

it('a language change before the footer has hydrated renders it afresh in that language (not hydrated against the French HTML), with no mismatch', async () => {
  setLocale('fr');
  // What the gateway sends: the footer rendered at once, inside the same boundary.
  const html = renderToString(
    <RouterProvider router={routerWith(<Suspense fallback={<div className="site-footer site-footer--placeholder" aria-hidden="true" />}><Footer /></Suspense>)} />,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <RouterProvider router={routerWith(<LazyFooter />)} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  // Hydrated around it; the footer itself is still the server's French HTML, waiting for its code.
  expect(container.querySelector('#footer-help')?.textContent).toBe("Besoin d'aide ?");

  act(() => setLocale('en'));
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  await waitFor(() => expect(container.querySelector('#footer-help')?.textContent).toBe('Need help?'));
  expect(recoverable).toEqual([]);
  container.remove();
});
