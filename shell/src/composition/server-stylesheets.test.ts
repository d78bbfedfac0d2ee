import { describe, expect, it } from 'vitest';
import { markServerStylesheets } from './server-stylesheets';

describe('markServerStylesheets', () => {
  it("gives a remote's server-linked stylesheet its absolute URL, as the chunk loader compares it", () => {
    // Detached, so nothing loads: the links of a server-rendered head.
    const head = document.createElement('div');
    head.innerHTML = [
      '<link rel="stylesheet" href="/static/css/async/q.2.css">',
      '<link rel="stylesheet" href="/remotes/mf-catalog/1.0.0-ab/static/css/async/home.1.css">',
      '<link rel="preload" as="script" href="/remotes/mf-catalog/1.0.0-ab/remoteEntry.js">',
    ].join('');
    markServerStylesheets(head);
    expect([...head.querySelectorAll('link')].map((link) => link.getAttribute('data-href'))).toEqual([
      // The shell's own loader finds its stylesheet by path (its public path is /).
      null,
      `${window.location.origin}/remotes/mf-catalog/1.0.0-ab/static/css/async/home.1.css`,
      null,
    ]);
  });
});
