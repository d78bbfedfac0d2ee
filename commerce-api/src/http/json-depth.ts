/**
 * Deepest nesting any endpoint accepts in a JSON body. Real bodies (orders, search filters) stay
 * under 8; a deeper one is an attack on recursive code (JSON.stringify, parsers) and is refused
 * before any handler sees it.
 */
export const MAX_JSON_DEPTH = 16;

/** True when `value` nests deeper than `max` levels. Iterative, so a hostile body cannot overflow the stack here. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
