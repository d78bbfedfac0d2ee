import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAMPAIGN_EDITOR_CSS, CAMPAIGN_EDITOR_HTML, CAMPAIGN_EDITOR_JS } from './campaign-editor-page.ts';
import type { Audit, Authorize } from './operator.ts';
import { refuse, registerPageFiles } from './operator-page.ts';

/** Where the content campaigns' admin API answers, and the credential it wants (server-side). */
export interface CampaignAdmin {
  /** e.g. `http://127.0.0.1:8080`: the gateway itself (in-process back end) or the proxied one. */
  origin: () => string;
  /** The campaign managers' bearer credential; null when administration is disabled. */
  token: () => string | null;
}

export interface CampaignEditorOptions {
  /** The operator console's session and role check. */
  authorize: Authorize;
  /** The audit log the campaign managers' changes are written to. */
  audit: Audit;
  campaigns: CampaignAdmin | undefined;
}

/** The largest hero image the back end takes (12 MB), with room for the request itself. */
const HERO_BODY_LIMIT = 12 * 1024 * 1024 + 1024;
const JSON_BODY_LIMIT = 64 * 1024;

const json = (request: FastifyRequest) => ({ bytes: JSON.stringify(request.body ?? null), type: 'application/json' });

/** The audit log's name for a change the back end accepted; reads are not logged. */
function auditedAction(request: FastifyRequest): string | null {
  if (request.url.startsWith('/operator/api/campaign-hero')) return 'campaign-hero';
  if (!request.url.startsWith('/operator/api/campaigns')) return null;
  if (request.method === 'POST') return 'campaign-create';
  if (request.method === 'DELETE') return 'campaign-delete';
  if (request.method === 'PATCH') return (request.body as { state?: unknown } | null)?.state === 'scheduled' ? 'campaign-publish' : 'campaign-save';
  return null;
}

/** The campaign a creation answered with (its slug), or the stored image's address. */
function slugOf(answer: string): string {
  try {
    const parsed = JSON.parse(answer) as { slug?: unknown; url?: unknown; path?: unknown };
    return String(parsed.slug ?? parsed.url ?? parsed.path ?? '');
  } catch {
    return '';
  }
}

/**
 * The campaign managers' editor (`/operator/campaigns`): a form over the back end's campaign
 * admin API, which the server calls with the credential only it holds; the browser holds the
 * operator session only. The browser's `?locale=` is passed on, so refusals come worded in the
 * operator's language.
 */
export function registerCampaignEditor(app: FastifyInstance, { authorize, audit, campaigns }: CampaignEditorOptions): void {
  registerPageFiles(app, { page: '/operator/campaigns', html: CAMPAIGN_EDITOR_HTML, script: '/operator/campaign-editor.js', js: CAMPAIGN_EDITOR_JS, stylesheet: '/operator/campaign-editor.css', css: CAMPAIGN_EDITOR_CSS });

  const forward = async (request: FastifyRequest, reply: FastifyReply, path: string, body?: { bytes: Buffer | string; type: string }) => {
    const operator = await authorize(request, reply, 'campaigns');
    if (!operator) return reply;
    const token = campaigns?.token() ?? null;
    if (!campaigns || token === null) return refuse(reply, 503, 'campaignsUnavailable');
    const rest = (request.params as { '*'?: string })['*'];
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const url = `${campaigns.origin()}${path}${rest ? `/${rest.split('/').map(encodeURIComponent).join('/')}` : ''}${query}`;
    const res = await fetch(url, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { body: typeof body.bytes === 'string' ? body.bytes : new Uint8Array(body.bytes) } : {}),
    });
    const text = await res.text();
    const action = res.ok ? auditedAction(request) : null;
    if (action) await audit(request, operator, action, rest || slugOf(text));
    reply.code(res.status);
    return text ? reply.type('application/json; charset=utf-8').send(text) : reply.send();
  };

  app.get('/operator/api/campaigns', async (request, reply) => forward(request, reply, '/api/admin/campaigns'));
  app.get('/operator/api/campaigns/*', async (request, reply) => forward(request, reply, '/api/admin/campaigns'));
  app.post('/operator/api/campaigns', { bodyLimit: JSON_BODY_LIMIT }, async (request, reply) => forward(request, reply, '/api/admin/campaigns', json(request)));
  app.patch('/operator/api/campaigns/*', { bodyLimit: JSON_BODY_LIMIT }, async (request, reply) => forward(request, reply, '/api/admin/campaigns', json(request)));
  app.delete('/operator/api/campaigns/*', async (request, reply) => forward(request, reply, '/api/admin/campaigns'));
  app.get('/operator/api/campaign-choices', async (request, reply) => forward(request, reply, '/api/admin/campaign-choices'));
  app.get('/operator/api/campaign-products', async (request, reply) => forward(request, reply, '/api/admin/campaign-products'));
  app.post('/operator/api/campaign-count', { bodyLimit: JSON_BODY_LIMIT }, async (request, reply) => forward(request, reply, '/api/admin/campaign-count', json(request)));
  // The storefront's preview page (`/apercu-campagne/…`) reads this with the operator's cookie.
  app.get('/operator/api/campaign-preview/*', async (request, reply) => forward(request, reply, '/api/admin/campaign-preview'));

  // The hero image as the browser sends a file: its bytes, typed `image/…`, passed on as they are.
  void app.register(async (upload) => {
    upload.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: HERO_BODY_LIMIT }, (_request, bytes, done) => done(null, bytes));
    upload.post('/operator/api/campaign-hero', { bodyLimit: HERO_BODY_LIMIT }, async (request, reply) =>
      forward(request, reply, '/api/admin/campaign-hero', { bytes: request.body as Buffer, type: String(request.headers['content-type']) }),
    );
  });
}
