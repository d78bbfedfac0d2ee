import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { ApiError } from './api/client';
import type { LoaderArgs, PageLoader } from './contracts/loader';
import { setLocale } from './stores/locale';
import { clearSession, setSession } from './stores/session';
import { usePageData } from './use-page-data';

afterEach(() => {
  cleanup();
  act(() => setLocale('fr'));
  clearSession();
});

/** A loader whose runs the test settles by hand, recording what each run received. */
function controlledLoader() {
  const runs: { args: LoaderArgs; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const loader: PageLoader<string> = (args) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ args, resolve, reject });
    });
  return { loader, runs };
}

function Page({ loader }: { loader: PageLoader<string> }) {
  const { state, retry, reload } = usePageData(loader);
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="state">{state.status === 'ready' ? `ready:${state.data}` : state.status === 'error' ? `error:${state.error.status}` : 'loading'}</p>
      <button type="button" onClick={retry}>retry</button>
      <button type="button" onClick={reload}>reload</button>
      <button type="button" onClick={() => navigate('/orders/2?page=3')}>next</button>
    </div>
  );
}

function mount(loader: PageLoader<string>) {
  render(
    <MemoryRouter initialEntries={['/orders/1']}>
      <Routes>
        <Route path="/orders/:id" element={<Page loader={loader} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const shown = () => screen.getByTestId('state').textContent;

function ToReturns() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/en/returns')}>
      returns
    </button>
  );
}


/** Mounts a page whose first request is refused with a 401. */
async function firstRequestRefused() {
  const { loader, runs } = controlledLoader();
  mount(loader);
  await act(async () => runs[0]!.reject(new ApiError('refused', { status: 401 })));
  return { runs };
}

describe('usePageData', () => {
  it('shows loading, then the data, passing path, params, query and language to the loader', async () => {
    const { loader, runs } = controlledLoader();
    mount(loader);
    expect(shown()).toBe('loading');
    expect(runs[0]!.args).toMatchObject({ pathname: '/orders/1', params: { id: '1' }, locale: 'fr' });
    await act(async () => runs[0]!.resolve('one'));
    expect(shown()).toBe('ready:one');
  });

  it('runs again on navigation, aborting the stale run and never showing its answer', async () => {
    const { loader, runs } = controlledLoader();
    mount(loader);
    act(() => screen.getByText('next').click());
    expect(shown()).toBe('loading');
    expect(runs[0]!.args.signal.aborted).toBe(true);
    expect(runs[1]!.args.params).toEqual({ id: '2' });
    expect(runs[1]!.args.search.get('page')).toBe('3');
    await act(async () => runs[0]!.resolve('stale'));
    expect(shown()).toBe('loading');
    await act(async () => runs[1]!.resolve('two'));
    expect(shown()).toBe('ready:two');
  });

  it('passes the path with its language prefix, and runs again between static paths that show one page', async () => {
    const { loader, runs } = controlledLoader();
    // Two routes without params sharing one page, as the information pages do: only the path tells them apart.
    render(
      <MemoryRouter initialEntries={['/fr/about']}>
        <ToReturns />
        <Routes>
          {['/fr/about', '/en/returns'].map((path) => (
            <Route key={path} path={path} element={<Page loader={loader} />} />
          ))}
        </Routes>
      </MemoryRouter>,
    );
    expect(runs[0]!.args).toMatchObject({ pathname: '/fr/about', params: {} });
    await act(async () => runs[0]!.resolve('about'));
    act(() => screen.getByText('returns').click());
    expect(runs).toHaveLength(2);
    expect(runs[1]!.args).toMatchObject({ pathname: '/en/returns', params: {} });
    await act(async () => runs[1]!.resolve('returns'));
    expect(shown()).toBe('ready:returns');
  });

  it('runs again when the language changes', async () => {
    const { loader, runs } = controlledLoader();
    mount(loader);
    await act(async () => runs[0]!.resolve('fr'));
    act(() => setLocale('en'));
    expect(runs.at(-1)!.args.locale).toBe('en');
  });

  it('shows an error with retry, and a reload keeps the data on screen until the new data comes', async () => {
    const { loader, runs } = controlledLoader();
    mount(loader);
    await act(async () => runs[0]!.reject(new ApiError('boom', { status: 500 })));
    expect(shown()).toBe('error:500');
    act(() => screen.getByText('retry').click());
    expect(shown()).toBe('loading');
    await act(async () => runs[1]!.resolve('back'));
    act(() => screen.getByText('reload').click());
    expect(shown()).toBe('ready:back');
    await act(async () => runs[2]!.resolve('fresh'));
    expect(shown()).toBe('ready:fresh');
  });

  it('shows a 401 to a request sent as a guest as an error', async () => {
    await firstRequestRefused();
    expect(shown()).toBe('error:401');
  });

  it('a 401 to a request sent with a token that has ended meanwhile runs the page again as a guest, showing no error', async () => {
    document.cookie = 'XSRF-TOKEN=revoked; path=/'; setSession(null);
    const { loader, runs } = controlledLoader();
    mount(loader);
    // The shell's start-up check of the stored token ended the session while the page's request was out.
    act(() => clearSession());
    await act(async () => runs[0]!.reject(new ApiError('refused', { status: 401 })));
    expect(shown()).toBe('loading');
    expect(runs).toHaveLength(2);
    await act(async () => runs[1]!.resolve('guest'));
    expect(shown()).toBe('ready:guest');
  });

  it('a 401 to a request sent with the current token waits for the session to end or renew, then runs again', async () => {
    document.cookie = 'XSRF-TOKEN=refused; path=/'; setSession(null);
    const { runs } = await firstRequestRefused();
    expect(shown()).toBe('loading');
    expect(runs).toHaveLength(1);
    act(() => {
      document.cookie = 'XSRF-TOKEN=renewed; path=/';
      setSession(null);
    });
    expect(runs).toHaveLength(2);
    await act(async () => runs[1]!.resolve('renewed'));
    expect(shown()).toBe('ready:renewed');
  });
});
