import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';

/** Fills `%name` placeholders: messages sent by e-mail/SMS leave here complete. */
export function fill(locale: Locale, key: string, parameters: Record<string, string | number>): string {
  return messageFor(locale, key).replace(/%([A-Za-z_]\w*)/g, (whole, name: string) =>
    Object.hasOwn(parameters, name) ? String(parameters[name]) : whole,
  );
}

/** Hands a complete message to the configured transports (SMTP, SMS provider, demo outbox). */
export function deliver(ctx: AppContext, channel: 'email' | 'sms', recipient: string, subject: string, body: string): void {
  ctx.messenger.send({ channel, to: recipient, subject, body });
}
