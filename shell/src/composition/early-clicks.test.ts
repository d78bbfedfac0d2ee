import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete window.shellEarlyClicks;
  delete window.shellReplayEarlyClicks;
});

function buttons(html: string): HTMLButtonElement[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('button')];
}

describe('replayEarlyClicks', () => {
  it('clicks each held button once, in order, if it is still on the page and enabled', () => {
    const [add, filters, off] = buttons('<button id="add">Ajouter</button><button id="filters">Filtres</button><button id="off" disabled>Off</button>');
    const gone = document.createElement('button');
    const order: string[] = [];
    for (const button of [add!, filters!, off!, gone]) button.addEventListener('click', () => order.push(button.id || 'gone'));
    window.shellEarlyClicks = [add!, filters!, add!, gone, off!];

    replayEarlyClicks();

    expect(order).toEqual(['add', 'filters']);
    // Held taps are replayed once: a second call replays nothing.
    replayEarlyClicks();
    expect(order).toEqual(['add', 'filters']);
  });

  it('tries a tap again while something on the way stops it (a part of the page not yet hydrated), then the next', () => {
    vi.useFakeTimers();
    const [add, filters] = buttons('<div id="region"><button id="add">Ajouter</button></div><button id="filters">Filtres</button>');
    const order: string[] = [];
    for (const button of [add!, filters!]) button.addEventListener('click', () => order.push(button.id));
    // As React does for a click aimed at a part it has not hydrated: stopped on the way.
    let live = false;
    document.getElementById('region')!.addEventListener('click', (event) => live || event.stopPropagation(), true);
    window.shellEarlyClicks = [add!, filters!];

    replayEarlyClicks();
    vi.advanceTimersByTime(250);
    expect(order).toEqual([]);
    live = true;
    vi.advanceTimersByTime(100);
    expect(order).toEqual(['add', 'filters']);
  });

  it("does not let a stopped tap's button post its form meanwhile, and submits it once live", () => {
    vi.useFakeTimers();
    const [add] = buttons('<div id="region"><form method="post" action="/api/cart/add"><button id="add" type="submit">Ajouter</button></form></div>');
    const posted: boolean[] = [];
    // Last in the chain, as the browser's own submission: a cancelled one never reaches it.
    document.addEventListener('submit', (event) => {
      posted.push(!event.defaultPrevented);
      event.preventDefault();
    });
    let live = false;
    document.getElementById('region')!.addEventListener('click', (event) => live || event.stopPropagation(), true);
    window.shellEarlyClicks = [add!];

    replayEarlyClicks();
    vi.advanceTimersByTime(250);
    expect(posted.every((submitted) => !submitted)).toBe(true);
    live = true;
    vi.advanceTimersByTime(100);
    expect(posted.at(-1)).toBe(true);
  });

  it('gives a tap up after ten seconds of its part never becoming live, and replays the next', () => {
    vi.useFakeTimers();
    const [stuck, filters] = buttons('<div id="region"><button id="stuck">Ajouter</button></div><button id="filters">Filtres</button>');
    const order: string[] = [];
    for (const button of [stuck!, filters!]) button.addEventListener('click', () => order.push(button.id));
    document.getElementById('region')!.addEventListener('click', (event) => event.stopPropagation(), true);
    window.shellEarlyClicks = [stuck!, filters!];

    replayEarlyClicks();
    vi.advanceTimersByTime(9_000);
    expect(order).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(order).toEqual(['filters']);
  });

  it('once live, replays a tap held later (a region hydrating after the page), once however often it was tapped meanwhile', () => {
    vi.useFakeTimers();
    const [add] = buttons('<div id="grid"><button id="add">Ajouter</button></div>');
    const order: string[] = [];
    add!.addEventListener('click', () => order.push('add'));
    let live = false;
    document.getElementById('grid')!.addEventListener('click', (event) => live || event.stopPropagation(), true);
    replayEarlyClicks();
    expect(window.shellReplayEarlyClicks).toBeTypeOf('function');

    // index.html holds the tap and asks for its replay; the shopper taps again while it waits.
    window.shellEarlyClicks = [add!];
    window.shellReplayEarlyClicks!();
    window.shellEarlyClicks = [add!];
    window.shellReplayEarlyClicks!();
    vi.advanceTimersByTime(300);
    expect(order).toEqual([]);
    live = true;
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(1_000);
    expect(order).toEqual(['add']);
  });

  it('does nothing when nothing was held', () => {
    const click = vi.spyOn(HTMLButtonElement.prototype, 'click');
    replayEarlyClicks();
    expect(click).not.toHaveBeenCalled();
  });
});
