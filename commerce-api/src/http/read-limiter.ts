import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './address-key.ts';
import { errorBody } from './errors.ts';

/** Headers of the gateway's server-rendering reads: its key, and the shopper the page is for. */
export const RENDER_KEY_HEADER = 'x-shop-render-key';
export const RENDER_FOR_HEADER = 'x-shop-render-for';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whose budget a read counts against: its socket's address (an IPv6 one by its /64), or — for a read the gateway makes
 * while rendering a page, proven by the gateway's key — the shopper the page is rendered for.
 * Without the key the header is ignored, so nobody can spend another address's budget.
 */
export function readerAddress(request: Pick<FastifyRequest, 'ip' | 'headers'>, renderKey: string | undefined): string {
  const key = request.headers[RENDER_KEY_HEADER];
  const shopper = request.headers[RENDER_FOR_HEADER];
  if (renderKey && typeof key === 'string' && sameSecret(key, renderKey) && typeof shopper === 'string' && isIP(shopper)) return addressKey(shopper);
  return addressKey(request.ip);
}

/** Catalogue reads that are costly enough to be worth a per-address budget: listings and searches. */
const LIMITED_READS = [
  /^\/rest\/[a-z]{2}\/V1\/products(\?|$)/,
  /^\/rest\/[a-z]{2}\/V1\/categories\/list(\?|$)/,
  /^\/search\/indexes\/[^/]+\/search(\?|$)/,
  /^\/search\/multi-search(\?|$)/,
];

export function isLimitedRead(url: string): boolean {
  return LIMITED_READS.some((pattern) => pattern.test(url));
}

const WINDOW_MS = 60_000;

/**
 * Where the nodes sharing a database add up their reads: adds each address's new reads to its
 * count in the window that opened at `windowStart` (epoch seconds) and answers every address's
 * total, all nodes' reads included (`AuthRepository.hitMany`).
 */
export type SharedReadCounts = (windowStart: number, reads: ReadonlyMap<string, number>) => Promise<Map<string, number>>;

interface AddressWindow {
  start: number;
  /** Reads of this window known to be in the shared count (ours sent, and others' seen in the last answer). */
  shared: number;
  /** Reads allowed here and not sent yet. */
  pending: number;
  /** The send of a full slice, while in flight: the address's next reads wait for its answer. */
  sending?: Promise<unknown>;
}

export interface ReadVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A fixed one-minute window per client address (windows start on the minute, so every node
 * agrees on them). Alone, it counts in memory. Given the nodes' shared count, it still judges
 * reads in memory, on the last shared total it was answered plus what it allowed since, and sends
 * its new reads in one batched upsert a second (`flush`): these are the hottest requests, and a
 * database round trip on each would cost more than the read. Its blind spot is what the other
 * nodes counted since its last answer, so it bounds what it allows blind: an address is sent, and
 * the read that fills the slice judged on the answer, once it has `slice` (1/64 of the budget)
 * unsent reads, its next reads waiting for that answer; and once the known total reaches the last
 * quarter of the budget, every read is counted and judged in the database (decision 028's
 * upsert). About a slice per node at most gets past the budget (18 of 1,200 at the default),
 * and a shopper far from the budget never waits on the database.
 */
export function createReadLimiter(perMinute: number, options: { now?: () => number; shared?: SharedReadCounts; onError?: (error: unknown) => void } = {}) {
  const now = options.now ?? Date.now;
  const shared = options.shared;
  const slice = Math.max(1, Math.floor(perMinute / 64));
  const exactFrom = perMinute - Math.floor(perMinute / 4);
  const windows = new Map<string, AddressWindow>();

  /** Sends these windows' unsent reads; their shared totals follow the answer. */
  async function send(start: number, batch: [string, AddressWindow][]): Promise<Map<string, number>> {
    const reads = new Map<string, number>();
    for (const [address, w] of batch) {
      if (!w.pending) continue;
      reads.set(address, w.pending);
      // Counted as shared from now on, so reads allowed meanwhile are judged with them.
      w.shared += w.pending;
      w.pending = 0;
    }
    if (!reads.size) return new Map();
    try {
      const totals = await shared!(start / 1000, reads);
      for (const [address, w] of batch) w.shared = Math.max(w.shared, totals.get(address) ?? 0);
      return totals;
    } catch (error) {
      // The database is away: the reads stay to be sent, and meanwhile each node judges alone.
      for (const [address, w] of batch) {
        const n = reads.get(address) ?? 0;
        w.shared -= n;
        w.pending += n;
      }
      options.onError?.(error);
      return new Map();
    }
  }

  function allow(address: string): ReadVerdict | Promise<ReadVerdict> {
    const t = now();
    const start = t - (t % WINDOW_MS);
    let w = windows.get(address);
    if (!w || w.start !== start) {
      w = { start, shared: 0, pending: 0 };
      windows.set(address, w);
    }
    const retryAfterSeconds = Math.ceil((start + WINDOW_MS - t) / 1000);
    const known = w.shared + w.pending;
    if (known >= perMinute) return { allowed: false, retryAfterSeconds };
    const exact = known + 1 >= exactFrom;
    // Judged once the slice's answer says what the other nodes counted meanwhile: each node then
    // hides at most a slice in flight (and a flush's batch) from the others.
    if (shared && w.sending && !exact) return w.sending.then(() => allow(address));
    w.pending += 1;
    if (!shared || (w.pending < slice && !exact)) return { allowed: true, retryAfterSeconds };
    const sent = send(start, [[address, w]]);
    if (!exact) {
      const slot = w;
      slot.sending = sent.finally(() => {
        if (slot.sending === guarded) slot.sending = undefined;
      });
      const guarded = slot.sending;
    }
    return sent.then((totals) => {
      // No answer (the database is away): judged here, as it was before the send.
      const total = totals.get(address);
      return { allowed: total === undefined || total <= perMinute, retryAfterSeconds };
    });
  }

  return {
    /** Whether this read is within the address's budget (and counts it). */
    allow,

    /** Sends every address's unsent reads of the current window; forgets past windows. */
    async flush(): Promise<void> {
      const t = now();
      const start = t - (t % WINDOW_MS);
      const batch: [string, AddressWindow][] = [];
      for (const [address, w] of windows) {
        if (w.start !== start) windows.delete(address);
        else if (w.pending) batch.push([address, w]);
      }
      if (shared && batch.length) await send(start, batch);
    },
  };
}

export type ReadLimiter = ReturnType<typeof createReadLimiter>;

/**
 * The limiter's flush every `everyMs`, until `stop` (which sends what is left). Without a shared
 * count it only forgets past windows.
 */
export function flushEvery(limiter: ReadLimiter, everyMs = 1000) {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => limiter.flush());
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
      await limiter.flush();
    },
  };
}

/** Fastify `onRequest` hook: 429 with Retry-After once an address exceeds its reads per minute. */
export function readLimitHook(limiter: ReadLimiter, renderKey?: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLimitedRead(request.url)) return;
    const { allowed, retryAfterSeconds } = await limiter.allow(readerAddress(request, renderKey));
    if (allowed) return;
    reply.header('retry-after', String(retryAfterSeconds));
    const body = request.url.startsWith('/search/')
      ? { message: 'Too many search requests from this address; try again shortly.', code: 'too_many_requests', type: 'system', link: 'https://docs.meilisearch.com/errors#too_many_requests' }
      : errorBody(request, 'too_many_requests', { seconds: retryAfterSeconds });
    return reply.status(429).send(body);
  };
}
