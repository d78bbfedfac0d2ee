import type { AppContext } from '../context.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import type { Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';

/** Fills `%name` placeholders: messages sent by e-mail/SMS leave here complete. */
export function fill(locale: Locale, key: string, parameters: Record<string, string | number>): string {
  return messageFor(locale, key).replace(/%([A-Za-z_]\w*)/g, (whole, name: string) =>
    Object.hasOwn(parameters, name) ? String(parameters[name]) : whole,
  );
}

/**
 * An acknowledgement of a form someone filled in (contact, quote request), sent to the telephone
 * or e-mail the form names unless that recipient has had its hourly share already, whoever sent
 * the forms: a stranger cannot turn the store into a way of flooding someone's telephone. The
 * form itself is kept either way, so a real sender is never turned away.
 */
export async function acknowledge(ctx: AppContext, channel: 'email' | 'sms', recipient: string, subject: string, body: string): Promise<void> {
  const limit = { max: ctx.config.limits.acknowledgementsPerRecipientPerHour, windowSeconds: 3600 };
  if (await withinLimit(ctx, `ack:${channel}:${recipient}`, limit)) deliver(ctx, channel, recipient, subject, body);
}

/** Hands a complete message to the configured transports (SMTP, SMS provider, demo outbox). */
export function deliver(ctx: AppContext, channel: 'email' | 'sms', recipient: string, subject: string, body: string): void {
  ctx.messenger.send({ channel, to: recipient, subject, body });
}
