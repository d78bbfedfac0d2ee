/**
 * Editors' long descriptions often open with the short description and list the specifications
 * again (as bullets, a table or bold lines) under their own "Specifications" heading: shown below
 * the page's own short description and specification table, the page said everything twice. This
 * drops from the long description each block (paragraph, line, list item, table row, heading)
 * whose text is one the page already shows, then the containers left empty.
 */

/** Where a block of text starts or ends: each run of text between two of these is judged alone. */
const BLOCK = /<\/?(?:p|div|li|tr|ul|ol|table|tbody|thead|h[1-6])\b[^>]*>|<br\s*\/?>/gi;
/** A container left with nothing in it (after its repeated lines went). */
const EMPTY = /<(p|div|li|tr|ul|ol|table|tbody|thead|h[1-6]|b|strong|em|i|th|td)\b[^>]*>(?:\s|<br\s*\/?>)*<\/\1>/gi;

/** Letters and digits only, lower-cased: "Écran : 6,5 pouces" and "<th>Écran</th><td>6,5 pouces</td>" read the same. */
function key(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** `description` without the blocks whose text is one of `shown` (HTML or text the page already shows). */
export function withoutRepeats(description: string, shown: readonly string[]): string {
  const known = new Set(shown.map(key).filter(Boolean));
  if (known.size === 0) return description;
  let out = '';
  let last = 0;
  for (const match of description.matchAll(BLOCK)) {
    const text = description.slice(last, match.index);
    out += known.has(key(text)) ? '' : text;
    out += match[0];
    last = match.index + match[0].length;
  }
  const tail = description.slice(last);
  out += known.has(key(tail)) ? '' : tail;
  // A paragraph that lost its first line keeps no leading break; emptied containers go, innermost first.
  out = out.replace(/(<p\b[^>]*>)\s*<br\s*\/?>/gi, '$1');
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(EMPTY, '');
  }
  return out.trim();
}

/** True when `html` holds no text (what is left of a description that only repeated the page). */
export function isBlank(html: string): boolean {
  return key(html) === '';
}
