declare global {
  interface Window {
    /** Buttons tapped on a server-rendered page before it was live, held by index.html's script. */
    shellEarlyClicks?: HTMLButtonElement[];
    /** Set once the page is live: index.html calls it for a tap held after that (a region hydrating later). */
    shellReplayEarlyClicks?: () => void;
  }
}

/** How often, and how many times, a held tap is tried again while its part of the page is not live yet. */
const RETRY_MS = 100;
const MAX_TRIES = 100;

/**
 * Replays the taps index.html held while the server's page was on screen but not yet live (its
 * code starts after its first picture has painted, so a shopper may tap "Add to cart" first): each
 * button once, in the order first tapped, if it is still on the page. Called once the shell's
 * tree is live. A page region may hydrate after that: React stops a click aimed at a part it has
 * not hydrated and cannot hydrate at once (the click never reaches the button), so such a tap is
 * tried again a little later, until it reaches its button.
 */
export function replayEarlyClicks(win: Window = window): void {
  win.shellReplayEarlyClicks = () => replayEarlyClicks(win);
  const pending = pendingIn(win);
  // A button tapped twice while it waits is replayed once, as before the page was live.
  const held = [...new Set(win.shellEarlyClicks ?? [])].filter((button) => !pending.has(button));
  win.shellEarlyClicks = [];
  held.forEach((button) => pending.add(button));
  const next = (tries: number) => {
    const button = held[0];
    if (!button) return;
    if (!button.isConnected || button.disabled || clickReaches(win, button) || tries + 1 >= MAX_TRIES) {
      // Replayed, gone, or never live (a region that failed): on to the next one.
      pending.delete(button);
      held.shift();
      next(0);
    } else {
      win.setTimeout(() => next(tries + 1), RETRY_MS);
    }
  };
  next(0);
}

const pendingByWindow = new WeakMap<Window, Set<HTMLButtonElement>>();

/** The buttons a replay is still trying, across calls. */
function pendingIn(win: Window): Set<HTMLButtonElement> {
  let pending = pendingByWindow.get(win);
  if (!pending) pendingByWindow.set(win, (pending = new Set()));
  return pending;
}

/**
 * Clicks `button`; says whether the click reached it (nothing on the way stopped it). A click
 * stopped on the way still has its default action: a submit button's form (add-to-cart posts
 * to the back end's plain add) would leave the page, so that submission is cancelled and the
 * tap tried again once its part is live.
 */
function clickReaches(win: Window, button: HTMLButtonElement): boolean {
  let reached = false;
  const mark = () => {
    reached = true;
  };
  const unreached = (event: Event) => {
    if (!reached) event.preventDefault();
  };
  button.addEventListener('click', mark, { capture: true });
  win.document.addEventListener('submit', unreached, { capture: true });
  button.click();
  win.document.removeEventListener('submit', unreached, { capture: true });
  button.removeEventListener('click', mark, { capture: true });
  return reached;
}
