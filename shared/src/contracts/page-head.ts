/**
 * Marks the `<title>` the gateway wrote for a server-rendered page (its module's `head`). The
 * shell's template has a bare placeholder title: at start-up the shell writes the shop's title
 * over that one, and leaves a marked one alone, so the page's title is written once, by the server.
 */
export const SERVER_TITLE_ATTRIBUTE = 'data-page-title';
