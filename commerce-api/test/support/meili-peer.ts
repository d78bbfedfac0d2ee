import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { EmbeddedIndex } from '../../src/search/embedded.ts';
import type { IndexedDocument } from '../../src/search/documents.ts';

/** The parts of Meilisearch's OpenAPI document these tests check requests against (contracts/README.md). */
const OPENAPI = JSON.parse(readFileSync(join(import.meta.dirname, '../contracts/meilisearch-openapi-1.53.subset.json'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: object } } } }>>;
  components: { schemas: Record<string, object> };
};

/** Request bodies checked against the document's schema of that path and method. */
function requestValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'meili', components: OPENAPI.components });
  const templates = Object.keys(OPENAPI.paths).map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  return (method: string, path: string, body: unknown): string | undefined => {
    const template = templates.find((t) => t.pattern.test(path));
    const operation = template && OPENAPI.paths[template.path]![method.toLowerCase()];
    if (!operation) return `${method} ${path} is not an operation of the document`;
    const schema = operation.requestBody?.content['application/json'].schema;
    if (!schema) return undefined;
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"meili#/components/')) as object);
    return validate(body) ? undefined : `${method} ${path}: ${ajv.errorsText(validate.errors)}`;
  };
}

interface PeerIndex {
  uid: string;
  primaryKey: string | null;
  settings: Record<string, unknown>;
  documents: Map<number, IndexedDocument>;
  engine: EmbeddedIndex;
}

interface Task {
  uid: number;
  indexUid: string | null;
  type: string;
  status: 'succeeded' | 'failed';
  error: { message: string; code: string; type: string; link: string } | null;
  enqueuedAt: string;
}

const fail = (status: number, code: string, message: string, type = 'invalid_request') => ({ status, body: { message, code, type, link: `https://docs.meilisearch.com/errors#${code}` } });

/** Which action each route needs, as Meilisearch's keys name them. */
function actionOf(method: string, path: string): string {
  if (/^\/indexes\/[^/]+\/search$/.test(path) || path === '/multi-search') return 'search';
  if (path.startsWith('/keys')) return method === 'GET' ? 'keys.get' : 'keys.create';
  if (path.startsWith('/tasks')) return 'tasks.get';
  if (path === '/swap-indexes') return 'indexes.swap';
  if (path.includes('/documents')) return method === 'GET' ? 'documents.get' : 'documents.add';
  if (path.endsWith('/settings')) return 'settings.update';
  return `indexes.${method === 'GET' ? 'get' : method === 'DELETE' ? 'delete' : 'create'}`;
}

/**
 * A Meilisearch-protocol peer for API tests: a small HTTP server implementing what the official
 * `meilisearch` client calls here (indexes, documents, settings, tasks, swap-indexes, keys,
 * search), with Meilisearch's key rules (the master key does anything; a key only its actions on
 * its indexes; a key's value is the HMAC-SHA256 of its uid under the master key). Every request
 * body is checked against Meilisearch's OpenAPI document (`violations`); every call is logged.
 * Tasks finish as they are enqueued. Searches are answered by the embedded engine.
 */
export async function startMeiliPeer(masterKey: string) {
  const indexes = new Map<string, PeerIndex>();
  const tasks: Task[] = [];
  const keys = new Map<string, { uid: string; key: string; actions: string[]; indexes: string[]; name: string | null; description: string | null; expiresAt: string | null }>();
  const log: { method: string; path: string; key: string; status: number; items?: number }[] = [];
  const violations: string[] = [];
  const validate = requestValidator();

  const indexOf = (uid: string): PeerIndex => {
    let index = indexes.get(uid);
    if (!index) indexes.set(uid, (index = { uid, primaryKey: null, settings: {}, documents: new Map(), engine: new EmbeddedIndex() }));
    return index;
  };
  const enqueue = (indexUid: string | null, type: string, work: () => string | undefined) => {
    const failure = work();
    const task: Task = {
      uid: tasks.length,
      indexUid,
      type,
      status: failure ? 'failed' : 'succeeded',
      error: failure ? { message: failure, code: failure.split(':')[0]!, type: 'invalid_request', link: '' } : null,
      enqueuedAt: new Date().toISOString(),
    };
    tasks.push(task);
    return { status: 202, body: { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: task.enqueuedAt } };
  };

  const route = (method: string, path: string, body: unknown): { status: number; body: unknown } => {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'available' } };
    if (method === 'POST' && path === '/indexes') {
      const { uid, primaryKey = null } = body as { uid: string; primaryKey?: string | null };
      return enqueue(uid, 'indexCreation', () => (indexes.has(uid) ? `index_already_exists: Index \`${uid}\` already exists.` : void (indexOf(uid).primaryKey = primaryKey)));
    }
    if ((m = /^\/indexes\/([^/]+)$/.exec(path))) {
      const uid = m[1]!;
      if (method === 'GET') return indexes.has(uid) ? { status: 200, body: { uid, primaryKey: indexes.get(uid)!.primaryKey, createdAt: '', updatedAt: '' } } : fail(404, 'index_not_found', `Index \`${uid}\` not found.`);
      if (method === 'DELETE') return enqueue(uid, 'indexDeletion', () => (indexes.delete(uid) ? undefined : `index_not_found: Index \`${uid}\` not found.`));
    }
    if ((m = /^\/indexes\/([^/]+)\/settings$/.exec(path)) && method === 'PATCH') {
      const index = indexOf(m[1]!);
      return enqueue(index.uid, 'settingsUpdate', () => void Object.assign(index.settings, body));
    }
    if ((m = /^\/indexes\/([^/]+)\/documents$/.exec(path)) && method === 'POST') {
      const index = indexOf(m[1]!);
      return enqueue(index.uid, 'documentAdditionOrUpdate', () => {
        for (const doc of body as IndexedDocument[]) index.documents.set(doc.id, doc);
        index.engine.upsert(body as IndexedDocument[]);
        return undefined;
      });
    }
    if ((m = /^\/indexes\/([^/]+)\/documents\/delete-batch$/.exec(path)) && method === 'POST') {
      const index = indexOf(m[1]!);
      return enqueue(index.uid, 'documentDeletion', () => {
        for (const id of body as number[]) index.documents.delete(id);
        index.engine.remove(body as number[]);
        return undefined;
      });
    }
    if (method === 'POST' && path === '/swap-indexes') {
      return enqueue(null, 'indexSwap', () => {
        for (const { indexes: [a, b] } of body as { indexes: [string, string] }[]) {
          const [x, y] = [indexes.get(a), indexes.get(b)];
          if (!x || !y) return `index_not_found: Indexes \`${x ? b : a}\` not found.`;
          indexes.set(a, { ...y, uid: a });
          indexes.set(b, { ...x, uid: b });
        }
        return undefined;
      });
    }
    if ((m = /^\/tasks\/(\d+)$/.exec(path)) && method === 'GET') {
      const task = tasks[Number(m[1])];
      return task ? { status: 200, body: task } : fail(404, 'task_not_found', 'Task not found.');
    }
    if (method === 'POST' && path === '/keys') {
      const k = body as { uid: string; actions: string[]; indexes: string[]; expiresAt: string | null; name?: string; description?: string };
      if (keys.has(k.uid)) return fail(409, 'api_key_already_exists', `\`uid\` field value \`${k.uid}\` is already an existing API key.`);
      const created = { uid: k.uid, key: createHmac('sha256', masterKey).update(k.uid).digest('hex'), actions: k.actions, indexes: k.indexes, expiresAt: k.expiresAt, name: k.name ?? null, description: k.description ?? null };
      keys.set(k.uid, created);
      return { status: 201, body: { ...created, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() } };
    }
    if ((m = /^\/keys\/([^/]+)$/.exec(path)) && method === 'GET') {
      const found = keys.get(m[1]!) ?? [...keys.values()].find((k) => k.key === m![1]);
      return found ? { status: 200, body: found } : fail(404, 'api_key_not_found', `API key \`${m[1]}\` not found.`);
    }
    if ((m = /^\/indexes\/([^/]+)\/search$/.exec(path)) && method === 'POST') {
      const index = indexes.get(m[1]!);
      if (!index) return fail(404, 'index_not_found', `Index \`${m[1]}\` not found.`);
      const { q, limit, offset, filter, facets, sort } = body as Record<string, never>;
      return { status: 200, body: index.engine.search({ q, limit, offset, filter, facets, sort }) };
    }
    if (method === 'POST' && path === '/multi-search') {
      const results = (body as { queries: { indexUid: string; q?: string }[] }).queries.map((q) => ({ indexUid: q.indexUid, ...(route('POST', `/indexes/${q.indexUid}/search`, { q: q.q }).body as object) }));
      return { status: 200, body: { results } };
    }
    return fail(404, 'not_found', `${method} ${path} is not served by this peer.`);
  };

  const authorize = (req: IncomingMessage, path: string): { status: number; body: unknown } | undefined => {
    const header = req.headers.authorization;
    if (!header) return fail(401, 'missing_authorization_header', 'The Authorization header is missing.', 'auth');
    const token = header.replace(/^Bearer\s+/i, '');
    if (token === masterKey) return undefined;
    const key = [...keys.values()].find((k) => k.key === token);
    const index = /^\/indexes\/([^/]+)/.exec(path)?.[1];
    const allowed = key && (key.actions.includes('*') || key.actions.includes(actionOf(req.method!, path))) && (!index || key.indexes.includes('*') || key.indexes.includes(index));
    return allowed ? undefined : fail(403, 'invalid_api_key', 'The provided API key is invalid.', 'auth');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://peer').pathname;
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      if (path !== '/health' && !path.startsWith('/tasks/')) {
        const problem = validate(req.method!, path, body);
        if (problem) violations.push(problem);
      }
      const answer = (path === '/health' ? undefined : authorize(req, path)) ?? route(req.method!, path, body);
      log.push({ method: req.method!, path, key: req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '', status: answer.status, ...(Array.isArray(body) ? { items: body.length } : {}) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    indexes,
    keys,
    log,
    violations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MeiliPeer = Awaited<ReturnType<typeof startMeiliPeer>>;
