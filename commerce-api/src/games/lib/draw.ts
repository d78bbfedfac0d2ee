import { createHash, randomInt } from 'node:crypto';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The games' chance in production (`AppContext.draw`): uniform in [0, outcomes), unpredictable. */
export const fairDraw = (outcomes: number): number => randomInt(outcomes);

/** Digest of a ticket list, published with the draw so anyone can check the list it used. */
export const ticketsDigest = (tickets: readonly string[]): string => sha256(tickets.toSorted().join('\n'));

export const commitmentOf = (seed: string): string => sha256(seed);

/**
 * Winning tickets, in prize order: the i-th pick takes index sha256(`${seed}:${i}`) mod the
 * number of tickets left, from the ticket numbers in sorted order. Anyone holding the revealed
 * seed and the ticket list gets the same winners; nobody knows them before the seed is revealed,
 * and its hash was published before the first ticket, so it cannot be chosen afterwards.
 */
export function drawWinners(seed: string, tickets: readonly string[], count: number): string[] {
  const pool = [...new Set(tickets)].toSorted();
  const winners: string[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const index = Number(BigInt(`0x${sha256(`${seed}:${i}`)}`) % BigInt(pool.length));
    winners.push(pool.splice(index, 1)[0]!);
  }
  return winners;
}

/** Tickets an order earns: one per `fcfaPerTicket` of its total, at most `max`. */
export function ticketsFor(grandTotal: number, fcfaPerTicket: number, max: number): number {
  if (fcfaPerTicket <= 0) return 0;
  return Math.min(max, Math.floor(grandTotal / fcfaPerTicket));
}
