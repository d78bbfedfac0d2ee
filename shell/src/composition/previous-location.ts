/**
 * The in-shop page (path + query) the shopper was on before the current one, for the login
 * page's "return where you were" rule. Client-side navigations are noted by the
 * router subscription; for the first page of a document, a same-origin referrer counts.
 */
let previous: string | null = null;
let noted = false;

export function notePreviousLocation(path: string): void {
  previous = path;
  noted = true;
}

export function referrerPath(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function previousLocation(): string | null {
  if (noted) return previous;
  if (typeof document === 'undefined') return null;
  return referrerPath(document.referrer, window.location.origin);
}

/** Tests only: forget what was noted. */
export function resetPreviousLocation(): void {
  previous = null;
  noted = false;
}
