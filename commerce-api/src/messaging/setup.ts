import nodemailer from 'nodemailer';
import type { AppConfig } from '../context.ts';
import type { MessagingRepository } from './repository.ts';
import { createMessenger, type Messenger, type MessengerLog } from './messenger.ts';
import {
  emailTransport,
  httpSmsProvider,
  outboxTransport,
  smsToMailProvider,
  smsTransport,
  type MessageTransport,
} from './transports.ts';

/**
 * E-mail goes through SMTP when `SMTP_URL` is set, SMS through the provider at
 * `SMS_GATEWAY_URL` (or, in development, to the mail catcher as `<number>@SMS_TO_EMAIL_DOMAIN`).
 * The database outbox is added only for the explicitly enabled fresh-machine demo, never in
 * production.
 */
export function buildMessenger(config: AppConfig, outbox: MessagingRepository, now: () => string, log?: MessengerLog): Messenger {
  const transports: MessageTransport[] = [];
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  if (mailer) transports.push(emailTransport(mailer, config.mailFrom));
  if (config.smsGatewayUrl) transports.push(smsTransport(httpSmsProvider(config.smsGatewayUrl, config.smsGatewayToken)));
  else if (mailer && config.smsToEmailDomain) transports.push(smsTransport(smsToMailProvider(mailer, config.mailFrom, config.smsToEmailDomain)));
  if (demoOutboxEnabled(config)) transports.push(outboxTransport(outbox, now));
  return createMessenger(transports, log);
}

export function demoOutboxEnabled(config: AppConfig): boolean {
  return config.demoOutbox && config.mode !== 'production';
}
