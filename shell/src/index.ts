import { startEarly } from './composition/early-start';

startEarly();
// Module Federation needs an async boundary before any shared module is used. In a task of its
// own: asking for the shared libraries (a script element each) is then not added to the task
// that evaluates this entry and starts the federation runtime.
setTimeout(() => void import('./bootstrap'), 0);
