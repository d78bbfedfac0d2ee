/**
 * Sets of document ids as bits (`Uint32Array`, id `i` is bit `i & 31` of word `i >>> 5`). A
 * filter's documents are a set over the whole catalogue, combined 32 documents at a time, so a
 * search tests each of its matches with one bit instead of evaluating the filter on each.
 */
export type Bitset = Uint32Array;

/** An empty set able to hold ids `0..size - 1`. */
export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function addBit(bits: Bitset, id: number): void {
  bits[id >>> 5] = bits[id >>> 5]! | (1 << (id & 31));
}

/** Whether `id` is in the set (ids beyond its size are not). */
export function hasBit(bits: Bitset, id: number): boolean {
  return ((bits[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
}

/** A new set: the intersection of equally sized sets. */
export function intersect(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!;
  return out;
}

/** A new set: the union of equally sized sets. */
export function unite(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! | b[w]!;
  return out;
}

/**
 * A new set: every id of the set's capacity not in it (ids past the last document included:
 * callers only ask about ids of documents).
 */
export function complement(a: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = ~a[w]!;
  return out;
}
