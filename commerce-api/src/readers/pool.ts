import { Worker } from 'node:worker_threads';
import type { CatalogueReader, ReadOps, WarmUpTimes } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { SearchError } from '../search/port.ts';

/** Main thread → reader thread: a read (or the warm-up), numbered to match its answer. */
export type ToReader = { id: number; op: keyof ReadOps; input: unknown } | { id: number; op: 'warm' };
/** Reader thread → main thread: the answer, or the error the read threw (id 0: ready). */
export interface FromReader {
  id: number;
  value?: unknown;
  error?: { type: 'api' | 'search' | 'internal'; status?: number; key?: string; parameters?: Record<string, string | number>; message?: string };
}

/** Where a reader thread reads from: it opens its own connection there (a pool of its own on PostgreSQL). */
export type ReaderSource = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

function revive(error: NonNullable<FromReader['error']>): Error {
  if (error.type === 'api') return new ApiError(error.status!, error.key!, error.parameters);
  if (error.type === 'search') return new SearchError(error.status!, error.key!, error.message!);
  return new Error(`reader thread: ${error.message}`);
}

/**
 * Reader threads (worker_threads) that answer the catalogue's heavy reads, so the main thread's
 * event loop stays free for health checks, writes, sign-in and personal data while listings and
 * searches run. A read goes to the thread with the fewest reads in flight. A thread that dies
 * fails its reads in flight (500) and is replaced.
 */
export class ReaderPool implements CatalogueReader {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closing = false;

  private constructor(
    private readonly source: ReaderSource,
    private readonly warmSearch: boolean,
  ) {}

  /**
   * Whether reader threads can start here: their code must be files on disk (a browser-like test
   * environment that serves modules over http, as happy-dom's, cannot hand them to a thread).
   */
  static available(): boolean {
    return new URL('./boot.mjs', import.meta.url).protocol === 'file:';
  }

  static async start(source: ReaderSource, options: { threads: number; warmSearch: boolean }): Promise<ReaderPool> {
    const pool = new ReaderPool(source, options.warmSearch);
    await Promise.all(Array.from({ length: options.threads }, () => pool.spawn()));
    return pool;
  }

  private spawn(): Promise<void> {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href, source: this.source, warmSearch: this.warmSearch },
    });
    // A reader never keeps a process alive on its own (tools and tests end when their work does).
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    this.threads.push(thread);
    let ready = false;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromReader) => {
        if (message.id === 0) {
          ready = true;
          return resolve();
        }
        const call = thread.pending.get(message.id);
        if (!call) return;
        thread.pending.delete(message.id);
        if (message.error) call.reject(revive(message.error));
        else call.resolve(message.value);
      });
      const gone = (error: Error) => {
        const at = this.threads.indexOf(thread);
        if (at < 0) return;
        this.threads.splice(at, 1);
        for (const call of thread.pending.values()) call.reject(error);
        thread.pending.clear();
        reject(error);
        // Replaced only if it had started: one that cannot start (say, an unreadable database) fails the start instead.
        if (ready && !this.closing) void this.spawn().catch(() => undefined);
      };
      worker.on('error', gone);
      worker.on('exit', (code) => gone(new Error(`reader thread exited with code ${code}`)));
    });
  }

  private call(op: ToReader['op'], input?: unknown): Promise<unknown> {
    const thread = this.threads.reduce<Thread | undefined>((best, t) => (!best || t.pending.size < best.pending.size ? t : best), undefined);
    if (!thread) return Promise.reject(new Error('no reader thread is running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
      thread.worker.postMessage({ id, op, input } as ToReader);
    });
  }

  read<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): Promise<ReadOps[K]['out']> {
    return this.call(op, input) as Promise<ReadOps[K]['out']>;
  }

  async warm(): Promise<WarmUpTimes> {
    const times = (await Promise.all(this.threads.map(() => this.call('warm')))) as WarmUpTimes[];
    return { renderMs: Math.max(...times.map((t) => t.renderMs)), indexMs: Math.max(...times.map((t) => t.indexMs)) };
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
