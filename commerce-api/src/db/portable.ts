import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Engine } from './store.ts';

/**
 * SQL fragments that mean the same on both engines where the engines' own functions differ.
 * The expressions passed in come from code (whitelisted columns), never from client text.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `expr` with its ASCII letters lowered and every other character as is. SQLite's `lower()` folds
 * ASCII only, PostgreSQL's follows the database's LC_CTYPE ('É' → 'é' under C.UTF-8 or a
 * language's locale, not under C): `translate` folds exactly the 26 letters on any database, so
 * case-insensitive matching and name order are the same on both engines and on every server
 * (and match the listing index's `nocase`).
 */
export function foldAscii(engine: Engine, expr: string): string {
  return engine === 'postgres' ? `translate(${expr}, '${UPPER}', '${UPPER.toLowerCase()}')` : `lower(${expr})`;
}

/** `foldAscii` over a Kysely expression (a column reference, a cast). */
export function foldAsciiOf(engine: Engine, expr: Expression<unknown>): RawBuilder<string> {
  return engine === 'postgres' ? sql<string>`translate(${expr}, ${UPPER}, ${UPPER.toLowerCase()})` : sql<string>`lower(${expr})`;
}

/**
 * A LIKE pattern for `… LIKE ? ESCAPE '\'`, written so on both engines: `\` escapes on
 * PostgreSQL by default (and on MySQL, so Magento), SQLite has no escape unless told. A trailing
 * lone `\` is taken literally: PostgreSQL refuses a pattern that ends with its escape (a 500).
 */
export function likePattern(value: string): string {
  const trailing = /\\+$/.exec(value)?.[0].length ?? 0;
  return trailing % 2 === 1 ? `${value}\\` : value;
}

/** What `foldAscii` makes of a text, in JavaScript: for the values compared with folded columns. */
export function foldAsciiText(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * `expr` as text: SQLite's string functions take any value, PostgreSQL's `lower(integer)` does not
 * exist (a 500 on a `like` filter over an id).
 */
export function asText(engine: Engine, expr: string): string {
  return engine === 'postgres' ? `CAST(${expr} AS text)` : expr;
}

/**
 * The number a text value starts with, as SQLite's `CAST(… AS REAL)` reads it: leading spaces
 * skipped, the longest numeric prefix, 0 when there is none, NULL for NULL. PostgreSQL's cast
 * refuses any text that is not wholly a number (an error, so a 500 for a `gt` filter on a text
 * attribute), so there the prefix is cut out first. `numeric` holds any prefix the pattern
 * admits; the exponent is capped at four digits, far past any price or quantity.
 */
export function leadingNumber(engine: Engine, expr: string): string {
  if (engine === 'sqlite') return `CAST(${expr} AS REAL)`;
  // No `?` in the pattern: the catalogue's SQL fragments use it as their placeholder.
  const prefix = `substring(CAST(${expr} AS text) from '^[[:space:]]*([-+]{0,1}([0-9]+[.]{0,1}[0-9]*|[.][0-9]+)([eE][-+]{0,1}[0-9]{1,4}){0,1})')`;
  return `(CASE WHEN ${expr} IS NULL THEN NULL ELSE COALESCE(CAST(${prefix} AS numeric), 0) END)`;
}
