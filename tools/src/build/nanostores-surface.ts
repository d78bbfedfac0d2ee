/**
 * What the shell provides to every bundle as `nanostores` (a Module Federation singleton, like
 * `react-router-surface.ts` and for the same reason: a shared module is downloaded whole, 2.1 KB
 * brotli with deep maps, tasks, effects and test helpers the store never calls; this is 1.1 KB).
 * A name a bundle uses must be listed here, or it is `undefined` at run time in the browser:
 * `nanostores-surface.test.ts` scans every bundle's sources, and `@nanostores/react` (which the
 * shell shares too and which imports `listenKeys`), and fails on a missing one.
 * `nanostores-full` is an alias of the package (set in the shell's build).
 */
export { atom, computed, listenKeys, map, onMount } from 'nanostores-full';
