import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

/**
 * Browser-code tests (the release gates of the shell and every remote) wait for conditions
 * (findBy*, waitFor), never for durations; this is only how long a condition may take before the
 * test fails. Testing Library's 1 s default is shorter than one lazy page render on a loaded
 * 2-core machine: three shell releases were refused on it (issue 28).
 */
configure({ asyncUtilTimeout: 15_000 });

// A test that signs in sets the session's readable cookie as the server would; the next test
// starts as a guest.
afterEach(() => {
  if (typeof document !== 'undefined') document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});
