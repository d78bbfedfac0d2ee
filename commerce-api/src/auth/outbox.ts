import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { nowText } from './clock.ts';
import { normalizePhone } from '../customers/validation.ts';

/** Fills `%name` placeholders: messages sent by e-mail/SMS leave here complete. */
export function fill(locale: Locale, key: string, parameters: Record<string, string | number>): string {
  return messageFor(locale, key).replace(/%([A-Za-z_]\w*)/g, (whole, name: string) =>
    Object.hasOwn(parameters, name) ? String(parameters[name]) : whole,
  );
}

/**
 * Stands in for the e-mail and SMS gateways: every message is kept so development and tests
 * can read it. A real gateway would be called here instead.
 */
export function deliver(ctx: AppContext, channel: 'email' | 'sms', recipient: string, subject: string, body: string): void {
  ctx.db
    .prepare('INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(channel, recipient, subject, body, nowText(ctx));
}

/** GET /api/dev/outbox?to=… — only outside production (not even registered there). */
export function registerOutbox(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.mode === 'production') return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', maxLength: 254 }, locale: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const raw = (request.query as { to?: string }).to?.trim();
      const to = raw && !raw.includes('@') ? (normalizePhone(raw) ?? raw) : raw;
      const rows = to
        ? ctx.db
            .prepare('SELECT id, channel, recipient AS "to", subject, body, created_at FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 50')
            .all(to)
        : ctx.db.prepare('SELECT id, channel, recipient AS "to", subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 50').all();
      return { items: rows };
    },
  );
}
