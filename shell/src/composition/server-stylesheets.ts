/**
 * The server-rendered head links the page remote's stylesheets by path (`/remotes/<name>/<v>/…`).
 * A remote's CSS chunk loader (rspack's, as mini-css-extract-plugin's) first looks for the link
 * in the page, by its `data-href` or else its `href`, compared with the chunk's name and with its
 * absolute URL: a path is neither, so it linked the same stylesheet a second time once hydration
 * loaded the page's chunk, and the browser restyled and laid out the whole page. The loader's
 * documentation names `data-href` for server-rendered CSS: given the absolute URL, which the
 * browser resolves as it resolves the loader's `publicPath: 'auto'`, the loader finds the link.
 * Run before any remote loads.
 */
export function markServerStylesheets(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/remotes/"]')) {
    if (!link.hasAttribute('data-href')) link.setAttribute('data-href', link.href);
  }
}
