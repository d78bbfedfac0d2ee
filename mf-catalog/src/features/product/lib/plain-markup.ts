/**
 * Tags that carry no attribute and cannot run script, load anything or restyle the page: text
 * made of these and nothing else renders as it is, without the HTML sanitiser.
 */
const PLAIN_TAGS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4']);
/** A bare tag (`<p>`, `</p>`, `<br/>`): a name and nothing else, not even a space before `>`. */
const TAG = /<\/?([a-z0-9]+)\s*\/?>/gi;

/**
 * True when `html` is made only of text and attribute-free tags from a short list. Such markup
 * needs no sanitiser (it has no attribute to hold a handler or URL, no script, style or embed), so
 * it is rendered on the server and without loading DOMPurify. Anything else (one attribute, a
 * comment, an unknown tag, a stray `<` or `>`) answers false and goes through DOMPurify.
 */
export function isPlainMarkup(html: string): boolean {
  let rest = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (!PLAIN_TAGS.has(match[1]!.toLowerCase())) return false;
    rest += html.slice(last, match.index);
    last = match.index + match[0].length;
  }
  rest += html.slice(last);
  // Whatever is left is text: it may not open or close anything else.
  return !/[<>]/.test(rest);
}
