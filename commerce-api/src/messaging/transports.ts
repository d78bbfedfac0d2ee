import type { MessagingRepository } from './repository.ts';

/** One message to one recipient, complete (placeholders already filled). */
export interface OutboundMessage {
  channel: 'email' | 'sms';
  /** E-mail address, or a telephone in international form (+237…). */
  to: string;
  subject: string;
  body: string;
}

/** Delivers e-mail (SMTP) or SMS (a provider's HTTP API); each transport says what it carries. */
export interface MessageTransport {
  readonly name: string;
  carries(channel: OutboundMessage['channel']): boolean;
  send(message: OutboundMessage): Promise<void>;
}

/**
 * The SMS provider interface: one call per text. Providers differ (Orange, MTN, aggregators);
 * the shape they all accept is "number + text", so an adapter is a few lines.
 */
export interface SmsProvider {
  sendSms(to: string, text: string): Promise<void>;
}

/** The minimal surface of a nodemailer transporter this module uses (keeps tests free of SMTP). */
export interface MailSender {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function emailTransport(sender: MailSender, from: string): MessageTransport {
  return {
    name: 'smtp',
    carries: (channel) => channel === 'email',
    send: async (message) => {
      await sender.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}

export function smsTransport(provider: SmsProvider): MessageTransport {
  return {
    name: 'sms-provider',
    carries: (channel) => channel === 'sms',
    // A text message has no subject line: the body carries everything the recipient needs.
    send: (message) => provider.sendSms(message.to, message.body),
  };
}

/**
 * A generic HTTP SMS provider: `POST <url>` with `{ to, text }` and a bearer token. Any non-2xx
 * answer is a failed delivery.
 */
export function httpSmsProvider(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async sendSms(to, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/**
 * Development only: texts are mailed to `<number>@<domain>` so a mail catcher (Mailpit in
 * docker-compose) shows them beside the e-mails, with no SMS account.
 */
export function smsToMailProvider(sender: MailSender, from: string, domain: string): SmsProvider {
  return {
    async sendSms(to, text) {
      await sender.sendMail({ from, to: `${to.replace(/[^\d+]/g, '')}@${domain}`, subject: `SMS ${to}`, text });
    },
  };
}

/**
 * The fresh-machine demo's outbox: messages are kept in the database so that someone at this
 * machine can read a code without a mail server. Readable only through the loopback-only
 * endpoint in `outbox-route.ts`, and only when the demo is switched on explicitly.
 */
export function outboxTransport(outbox: MessagingRepository, now: () => string): MessageTransport {
  return {
    name: 'demo-outbox',
    carries: () => true,
    send: (message) => outbox.keep({ channel: message.channel, to: message.to, subject: message.subject, body: message.body, at: now() }),
  };
}
