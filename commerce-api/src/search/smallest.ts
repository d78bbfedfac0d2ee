/**
 * The `count` smallest of `n` keys (`key(i)` for i in 0..n-1), ascending, through a bounded
 * max-heap: most keys cost one comparison with the largest kept, so a page of a large sorted hit
 * list is found in one pass instead of ordering every hit.
 */
export function smallestKeys(n: number, count: number, key: (i: number) => number): Float64Array {
  const size = Math.max(0, Math.min(count, n));
  const heap = new Float64Array(size);
  if (size === 0) return heap;
  let filled = 0;
  for (let i = 0; i < n; i++) {
    const k = key(i);
    if (filled < size) {
      // Sift the new key up from the end.
      let at = filled++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! >= k) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = k;
    } else if (k < heap[0]!) {
      // Replace the largest kept and sift it down.
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1]! > heap[child]!) child++;
        if (heap[child]! <= k) break;
        heap[at] = heap[child]!;
        at = child;
      }
      heap[at] = k;
    }
  }
  return heap.toSorted();
}
