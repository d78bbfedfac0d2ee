/**
 * Working arrays a search reuses instead of allocating. Every typed array over 64 bytes has its
 * memory outside V8's heap, and V8 starts a full collection each time such memory grows by about
 * 64 MB since the last one, whether or not it is already garbage. At 50,000 products a search
 * needed arrays the size of the catalogue (850 KB to order one query's matches), so the reader
 * thread marked its whole 1 GB heap about once a second during a search flood. A view into a
 * kept buffer is a small object on the heap and allocates no outside memory.
 *
 * The same holds for answers: a catalogue page is 120 KB of JSON, assembled and compressed
 * here, of which only the 7 KB compressed form is kept.
 *
 * A view is valid until the next call for the same slot, and its contents are whatever the last
 * user left: callers fill what they read. Each call site has a slot of its own; a result that is
 * kept (cached, returned to a caller) must be copied out, never kept as a view.
 */
const buffers = new Map<string, ArrayBuffer>();

function bufferFor(slot: string, bytes: number): ArrayBuffer {
  let buffer = buffers.get(slot);
  if (!buffer || buffer.byteLength < bytes) {
    // Doubling: a catalogue that grows is re-allocated a handful of times, not once a search.
    buffer = new ArrayBuffer(Math.max(bytes, (buffer?.byteLength ?? 0) * 2, 1024));
    buffers.set(slot, buffer);
  }
  return buffer;
}

export function scratchInt32(slot: string, length: number): Int32Array {
  return new Int32Array(bufferFor(slot, length * 4), 0, length);
}

export function scratchFloat64(slot: string, length: number): Float64Array {
  return new Float64Array(bufferFor(slot, length * 8), 0, length);
}

export function scratchInt8(slot: string, length: number): Int8Array {
  return new Int8Array(bufferFor(slot, length), 0, length);
}

/** Bytes as a Buffer view (for `write`, `copy` and hashing). */
export function scratchBytes(slot: string, length: number): Buffer {
  return Buffer.from(bufferFor(slot, length), 0, length);
}

/** `text` as UTF-8 in a scratch view. */
export function scratchUtf8(slot: string, text: string): Buffer {
  // UTF-8 takes at most three bytes per UTF-16 unit: write first, measure by what was written.
  const bytes = scratchBytes(slot, text.length * 3);
  return bytes.subarray(0, bytes.write(text));
}

/** The pieces (texts as UTF-8) one after the other, in a scratch view. */
export function joinBytes(slot: string, pieces: readonly (string | Uint8Array)[]): Buffer {
  let length = 0;
  for (const p of pieces) length += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  const bytes = scratchBytes(slot, length);
  let at = 0;
  for (const p of pieces) {
    if (typeof p === 'string') at += bytes.write(p, at);
    else {
      bytes.set(p, at);
      at += p.length;
    }
  }
  return bytes;
}

/** Zeroed before it is handed out (for flags and counts). */
export function zeroedUint8(slot: string, length: number): Uint8Array {
  return new Uint8Array(bufferFor(slot, length), 0, length).fill(0);
}

/** Zeroed before it is handed out (for flags and counts). */
export function zeroedInt32(slot: string, length: number): Int32Array {
  return scratchInt32(slot, length).fill(0);
}
