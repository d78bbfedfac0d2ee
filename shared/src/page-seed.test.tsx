import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import type { PageLoader } from './contracts/loader';
import { PageSeedProvider, markPageLive, useAfterHydration, useLiveAfterHydration } from './page-seed';
import { usePageData } from './use-page-data';

afterEach(cleanup);

function Badge({ count }: { count: number }) {
  return <span>{useAfterHydration(count, 0)}</span>;
}

describe('useAfterHydration', () => {
  it('renders the anonymous value on the server and while hydrating, then the real one, without a mismatch', async () => {
    const html = renderToString(<Badge count={3} />);
    expect(html).toBe('<span>0</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Badge count={3} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('3');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("does not render again after hydrating when the shopper's value is the anonymous one", async () => {
    let renders = 0;
    function Counted({ count }: { count: number }) {
      renders++;
      return <span>{useAfterHydration(count, 0)}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counted count={0} />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Counted count={0} />);
    });
    expect(container.textContent).toBe('0');
    expect(renders).toBe(1);
    container.remove();
  });

  it('shows the real value at once on a page rendered in the browser alone', () => {
    render(<Badge count={3} />);
    expect(screen.getByText('3')).toBeTruthy();
  });
});

function Page({ loader }: { loader: PageLoader<string> }) {
  const { state } = usePageData(loader);
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="state">{state.status === 'ready' ? `ready:${state.data}` : state.status}</p>
      <button type="button" onClick={() => navigate('/orders/2')}>next</button>
    </div>
  );
}

describe('usePageData with a server seed', () => {
  it('starts ready with the server data and does not run the loader for it; the next page loads as usual', async () => {
    const loader = vi.fn<PageLoader<string>>(() => Promise.resolve('from the browser'));
    render(
      <MemoryRouter initialEntries={['/orders/1']}>
        <Routes>
          <Route
            path="/orders/:id"
            element={
              <PageSeedProvider seed={{ data: 'from the server' }}>
                <Page loader={loader} />
              </PageSeedProvider>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('state').textContent).toBe('ready:from the server');
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
    await act(async () => screen.getByText('next').click());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('ready:from the browser')).toBeTruthy();
  });
});

function Clock() {
  return <time>{useLiveAfterHydration() ? '12:00:00' : '--:--:--'}</time>;
}

describe('useLiveAfterHydration', () => {
  it('is blank on the server and while hydrating, then live, without a mismatch', async () => {
    const html = renderToString(<Clock />);
    expect(html).toBe('<time>--:--:--</time>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const server = container.firstElementChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(server);
    expect(container.textContent).toBe('12:00:00');
    container.remove();
  });

  it('is live from the first render once the page is live (a later page)', () => {
    markPageLive();
    const seen: string[] = [];
    function Recorded() {
      const live = useLiveAfterHydration();
      seen.push(live ? 'live' : 'blank');
      return null;
    }
    render(<Recorded />);
    expect(seen).toEqual(['live']);
  });
});
