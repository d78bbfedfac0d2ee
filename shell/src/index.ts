import { startEarly } from './composition/early-start';
import { markServerStylesheets } from './composition/server-stylesheets';

/** Runs `step` in a task of its own: the browser may paint and handle input in between. */
function nextTask(step: () => void): void {
  setTimeout(step, 0);
}

// Evaluating this entry starts the federation runtime, a task long enough on a phone: each step
// after it goes in a task of its own. First the page's own code is asked for (the manifest's
// answer, often already there, is read then); then, behind Module Federation's required async
// boundary, the shared libraries, each request costing a version check and a script element.
// `@shop/shared` is asked for before the shell's modules: when its code arrives before the
// router's that those modules also wait for, it is evaluated (i18next's set-up, the API client)
// apart from them.
nextTask(() => {
  markServerStylesheets();
  startEarly();
  nextTask(() => {
    void import('@shop/shared');
    nextTask(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
  });
});
