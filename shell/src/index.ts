import { startEarly } from './composition/early-start';

startEarly();
// Module Federation needs an async boundary before any shared module is used. Each request for
// code is made in a task of its own (asking for a shared library costs a version check and a
// script element): not in the task that evaluates this entry and starts the federation runtime.
// `@shop/shared` is asked for first: its code (28 KB, and i18next's) usually arrives before the
// router's (99 KB) that the shell's modules also wait for, so it is evaluated (i18next's set-up,
// the API client) in a task of its own rather than in the one that evaluates all the others.
setTimeout(() => {
  void import('@shop/shared');
  setTimeout(() => void import('./bootstrap'), 0);
}, 0);
