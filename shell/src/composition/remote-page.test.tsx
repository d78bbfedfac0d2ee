import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { useEffect, type ComponentType } from 'react';
import { usePageSeed } from '@shop/shared';
import { registerShellTranslations } from '../i18n';

const loadPage = vi.fn<(remote: string, page: string) => Promise<{ default: ComponentType }>>();
const markRemoteFailed = vi.fn<(remote: string) => void>();
vi.mock('./remotes', () => ({ loadPage: (remote: string, page: string) => loadPage(remote, page), markRemoteFailed: (remote: string) => markRemoteFailed(remote) }));

const { RemotePage } = await import('./remote-page');
const { PreloadedPageProvider } = await import('./preloaded-page');
const { RouteProgress } = await import('./route-progress');

registerShellTranslations();

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteProgress />
            <header data-testid="header">header</header>
            {element}
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Broken(): never {
  throw new Error('the released page is broken');
}

afterEach(() => {
  cleanup();
  loadPage.mockReset();
  markRemoteFailed.mockClear();
});

describe('RemotePage', () => {
  it('shows a skeleton and the progress bar while the remote loads, then the page', async () => {
    const pending = deferred<{ default: ComponentType }>();
    loadPage.mockReturnValueOnce(pending.promise);
    const { container } = renderAt(<RemotePage remote="mf-promotions" page="help-centre" />);

    expect(container.querySelector('[data-remote="mf-promotions"]')).not.toBeNull();
    expect(screen.getByTestId('route-progress')).toBeTruthy();
    expect(loadPage).toHaveBeenCalledWith('mf-promotions', 'help-centre');

    await act(async () => pending.resolve({ default: () => <h1>Centre d'aide</h1> }));
    expect(await screen.findByRole('heading', { name: "Centre d'aide" })).toBeTruthy();
    expect(screen.queryByTestId('route-progress')).toBeNull();
  });

  it('contains a failed download to its region and retries without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'));
    loadPage.mockResolvedValueOnce({ default: () => <p>Page is back</p> });
    renderAt(<RemotePage remote="mf-promotions" page="help-centre" />);

    const error = await screen.findByTestId('remote-error');
    expect(error.closest('[data-remote="mf-promotions"]')).not.toBeNull();
    expect(screen.getByTestId('header').textContent).toBe('header');

    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByText('Page is back')).toBeTruthy();
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-error')).toBeNull();
  });

  it('catches a page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockResolvedValue({
      default: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'items')");
      },
    });
    renderAt(<RemotePage remote="mf-cart-checkout" page="cart" />);
    expect(await screen.findByTestId('remote-error')).toBeTruthy();
    expect(screen.getByTestId('header')).toBeTruthy();
    // Its loaded code is suspect: Retry must load it afresh, not render the same module again.
    expect(markRemoteFailed).toHaveBeenCalledWith('mf-cart-checkout');
  });

  it('retries a server-rendered page that throws with the page loaded afresh, not the component it hydrated with', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockResolvedValueOnce({ default: () => <p>Rolled back page</p> });
    const router = createMemoryRouter([{ path: '/centre-daide', element: <RemotePage remote="mf-promotions" page="help-centre" /> }], { initialEntries: ['/centre-daide'] });
    render(
      <PreloadedPageProvider page={{ remote: 'mf-promotions', page: 'help-centre', href: '/centre-daide', Component: Broken }} router={router}>
        <RouterProvider router={router} />
      </PreloadedPageProvider>,
    );
    const error = await screen.findByTestId('remote-error');
    expect(markRemoteFailed).toHaveBeenCalledWith('mf-promotions');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByText('Rolled back page')).toBeTruthy();
    expect(loadPage).toHaveBeenCalledWith('mf-promotions', 'help-centre');
  });

  it('keeps the server-rendered page mounted when the shopper sorts, and its data only for the first view', async () => {
    let mounts = 0;
    function CategoryPage() {
      const seed = usePageSeed<string>();
      const navigate = useNavigate();
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <>
          <p data-testid="seed">{seed ?? 'none'}</p>
          <button onClick={() => void navigate('/category/phones-13?sort=price_asc')}>sort</button>
          <button onClick={() => void navigate('/category/phones-13')}>back to the first view</button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/category/:slug', element: <RemotePage remote="mf-catalog" page="category" /> }], {
      initialEntries: ['/category/phones-13'],
    });
    render(
      <PreloadedPageProvider page={{ remote: 'mf-catalog', page: 'category', href: '/category/phones-13', Component: CategoryPage, seed: { data: 'from the server' } }} router={router}>
        <RouterProvider router={router} />
      </PreloadedPageProvider>,
    );
    expect(screen.getByTestId('seed').textContent).toBe('from the server');

    fireEvent.click(screen.getByRole('button', { name: 'sort' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    // Same instance (no second mount, no download of the lazy page), no stale seed.
    expect(mounts).toBe(1);
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByTestId('seed').textContent).toBe('none');

    // Back at the first address the server's data of then is not offered again.
    fireEvent.click(screen.getByRole('button', { name: 'back to the first view' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('seed').textContent).toBe('none');
    expect(mounts).toBe(1);
  });
});
