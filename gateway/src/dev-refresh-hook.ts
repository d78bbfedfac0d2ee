/**
 * `pnpm dev` only. React Refresh (hot reload that keeps state) lives once per bundle: the shell's
 * runtime and each dev remote's. A runtime learns React's renderer either when the renderer
 * registers with `__REACT_DEVTOOLS_GLOBAL_HOOK__` after it (the hook's `inject`), or, when it
 * comes later, from the hook's `renderers` map. The stand-in hook react-refresh creates when there
 * is none never fills that map, so a remote whose entry loads after React (its page reached by a
 * client-side navigation, not preloaded at start) could never refresh: its module was replaced but
 * nothing re-rendered. This hook, installed before any script, keeps the map as React DevTools'
 * own hook does. Never served in production.
 */
export const DEV_REFRESH_HOOK = `<script>(function () {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    inject: function (renderer) { var id = renderers.size + 1; renderers.set(id, renderer); return id; },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
  };
})();</script>`;

/** The page with the hook as the first thing in `<head>` (before any script can load React). */
export function withDevRefreshHook(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return DEV_REFRESH_HOOK + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + DEV_REFRESH_HOOK + html.slice(at);
}
