import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { postgresStore } from '../db/store.ts';
import type { ReadOps } from '../context.ts';
import type { EncodedAnswer } from '../catalog/encoded-body.ts';
import { ApiError } from '../http/errors.ts';
import { SearchError } from '../search/port.ts';
import { LocalReader, postgresReaderData, sqliteReaderData, type ReaderData } from './local.ts';
import type { FromReader, ReaderSource, ToReader } from './pool.ts';

/**
 * A reader thread: the catalogue's and the search's reads with their caches, on a connection of
 * its own. On SQLite a read-only one: WAL lets it read while the main thread writes. On
 * PostgreSQL a small pool of its own (its reads take turns, so two connections are plenty).
 * Either way each query is a fresh read transaction, so a read sees every write committed before
 * the main thread asked for it.
 */
const { source, warmSearch } = workerData as { source: ReaderSource; warmSearch: boolean };
function openData(): ReaderData {
  if (source.engine === 'postgres') return postgresReaderData(postgresStore(source.url, { max: 2 }));
  const db = new Database(source.path, { readonly: true });
  db.pragma('busy_timeout = 5000');
  return sqliteReaderData(db);
}
const reader = new LocalReader(openData(), { warmSearch });
const port = parentPort!;

function failure(error: unknown): FromReader['error'] {
  if (error instanceof ApiError) return { type: 'api', status: error.statusCode, key: error.key, parameters: error.parameters };
  if (error instanceof SearchError) return { type: 'search', status: error.status, key: error.code, message: error.message };
  return { type: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

port.on('message', (message: ToReader) => {
  if (message.op === 'warm') {
    void reader.warm().then(
      (value) => port.postMessage({ id: message.id, value } satisfies FromReader),
      (error: unknown) => port.postMessage({ id: message.id, error: failure(error) } satisfies FromReader),
    );
    return;
  }
  void answer(message.id, message.op, message.input as ReadOps[keyof ReadOps]['in']);
});

async function answer(id: number, op: keyof ReadOps, input: ReadOps[keyof ReadOps]['in']): Promise<void> {
  try {
    const value: unknown = await reader.read(op, input);
    const encoded = typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'encoded' ? (value as EncodedAnswer) : undefined;
    const body = encoded?.body;
    if (body && body.byteLength !== body.buffer.byteLength) {
      // A view into a larger buffer (JSON made again from its compressed form), which a message
      // would copy whole: an exact-size copy. Kept bodies are their own buffers (`EncodedBody`),
      // cloned, not transferred, so each thread's collector counts what it holds.
      port.postMessage({ id, value: { ...encoded, body: new Uint8Array(body) } } satisfies FromReader);
    } else {
      port.postMessage({ id, value } satisfies FromReader);
    }
  } catch (error) {
    port.postMessage({ id, error: failure(error) } satisfies FromReader);
  }
}
port.postMessage({ id: 0 } satisfies FromReader);
