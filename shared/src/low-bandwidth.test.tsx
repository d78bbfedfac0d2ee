import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isLowBandwidth, lowBandwidthNow, setRenderedLowBandwidth, useLowBandwidth } from './low-bandwidth';

describe('isLowBandwidth', () => {
  it('is on when the shopper asks to save data, whatever the connection', () => {
    expect(isLowBandwidth({ saveData: true, effectiveType: '4g' })).toBe(true);
  });
  it('is on for 2g and slow-2g connections', () => {
    expect(isLowBandwidth({ effectiveType: '2g' })).toBe(true);
    expect(isLowBandwidth({ effectiveType: 'slow-2g', saveData: false })).toBe(true);
  });
  it('is off for 3g and 4g, and when the browser does not tell', () => {
    expect(isLowBandwidth({ effectiveType: '3g' })).toBe(false);
    expect(isLowBandwidth({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(isLowBandwidth({})).toBe(false);
    expect(isLowBandwidth(undefined)).toBe(false);
  });
});

class FakeConnection extends EventTarget {
  saveData = false;
  effectiveType = '4g';
}

function withConnection(connection: FakeConnection | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function Probe() {
  return <p>{useLowBandwidth() ? 'light' : 'full'}</p>;
}

describe('useLowBandwidth', () => {
  afterEach(() => {
    cleanup();
    withConnection(undefined);
  });

  it('reads the browser’s connection and follows its changes', () => {
    const connection = new FakeConnection();
    withConnection(connection);
    render(<Probe />);
    expect(screen.getByText('full')).toBeTruthy();
    act(() => {
      connection.saveData = true;
      connection.dispatchEvent(new Event('change'));
    });
    expect(screen.getByText('light')).toBeTruthy();
    expect(lowBandwidthNow()).toBe(true);
  });

  it('listens to the connection once for every picture of a page, and stops with the last', () => {
    const connection = new FakeConnection();
    let listening = 0;
    const add = connection.addEventListener.bind(connection);
    const remove = connection.removeEventListener.bind(connection);
    connection.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
      listening += 1;
      add(...args);
    };
    connection.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
      listening -= 1;
      remove(...args);
    };
    withConnection(connection);
    const page = render(
      <>
        <Probe />
        <Probe />
        <Probe />
      </>,
    );
    expect(listening).toBe(1);
    act(() => {
      connection.effectiveType = '2g';
      connection.dispatchEvent(new Event('change'));
    });
    expect(screen.getAllByText('light')).toHaveLength(3);
    page.unmount();
    expect(listening).toBe(0);
    // Read afresh once nobody listens: a change made meanwhile is seen by the next page.
    connection.effectiveType = '4g';
    render(<Probe />);
    expect(screen.getByText('full')).toBeTruthy();
  });

  it('a server render and its hydration use the mode the page was rendered in (Save-Data), without a mismatch', async () => {
    setRenderedLowBandwidth(true);
    try {
      const html = renderToString(<Probe />);
      expect(html).toContain('light');
      const connection = new FakeConnection();
      connection.saveData = true;
      withConnection(connection);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const server = container.firstElementChild;
      const errors: unknown[] = [];
      const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }));
      expect(errors).toEqual([]);
      // The server's node was kept (hydrated), not replaced by a client render.
      expect(container.firstElementChild).toBe(server);
      expect(container.textContent).toBe('light');
      act(() => root.unmount());
      container.remove();
    } finally {
      setRenderedLowBandwidth(false);
    }
  });

  it('is off in a browser that does not tell', () => {
    withConnection(undefined);
    render(<Probe />);
    expect(screen.getByText('full')).toBeTruthy();
  });
});
