import { describe, expect, it, vi } from 'vitest';
import { createMessenger, mask } from './messenger.ts';
import { emailTransport, httpSmsProvider, smsToMailProvider, smsTransport, type MailSender, type MessageTransport, type OutboundMessage } from './transports.ts';

const code: OutboundMessage = { channel: 'sms', to: '677001122', subject: 'Code', body: 'Votre code : 123456' };
const mail: OutboundMessage = { channel: 'email', to: 'ada@example.cm', subject: 'Code', body: 'Votre code : 654321' };

function recorder(name: string, channels: OutboundMessage['channel'][], fail = false) {
  const sent: OutboundMessage[] = [];
  const transport: MessageTransport = {
    name,
    carries: (channel) => channels.includes(channel),
    send: async (message) => {
      if (fail) throw new Error('connection refused');
      sent.push(message);
    },
  };
  return { transport, sent };
}

describe('messenger', () => {
  it('hands each message only to the transports that carry its channel', async () => {
    const smtp = recorder('smtp', ['email']);
    const sms = recorder('sms', ['sms']);
    const messenger = createMessenger([smtp.transport, sms.transport]);
    messenger.send(code);
    messenger.send(mail);
    await messenger.settled();
    expect(smtp.sent).toEqual([mail]);
    expect(sms.sent).toEqual([code]);
  });

  it('logs a failed or impossible delivery without the message body, and never throws', async () => {
    const log = { warn: vi.fn<(text: string) => void>(), error: vi.fn<(text: string) => void>() };
    const messenger = createMessenger([recorder('smtp', ['email'], true).transport], log);
    expect(() => messenger.send(mail)).not.toThrow();
    messenger.send(code);
    await messenger.settled();
    const logged = [...log.warn.mock.calls, ...log.error.mock.calls].flat().join('\n');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(logged).not.toMatch(/123456|654321|ada@example/);
  });

  it('masks recipients in logs', () => {
    expect(mask('ada@example.cm')).toBe('ad…@example.cm');
    expect(mask('677001122')).toBe('…1122');
  });
});

describe('transports', () => {
  it('sends e-mail from the configured sender', async () => {
    const sendMail = vi.fn<MailSender['sendMail']>(async () => ({}));
    await emailTransport({ sendMail }, 'shop@boutique.cm').send(mail);
    expect(sendMail).toHaveBeenCalledWith({ from: 'shop@boutique.cm', to: 'ada@example.cm', subject: 'Code', text: 'Votre code : 654321' });
  });

  it('posts a text to the HTTP SMS provider with its token, and fails on a refusal', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    await smsTransport(httpSmsProvider('https://sms.example/send', 'secret', fetchImpl)).send(code);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sms.example/send');
    expect(JSON.parse(String(init.body))).toEqual({ to: '677001122', text: 'Votre code : 123456' });
    expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer secret');
    const refusing = vi.fn<typeof fetch>(async () => new Response('no credit', { status: 402 }));
    await expect(httpSmsProvider('https://sms.example/send', undefined, refusing).sendSms('677001122', 'x')).rejects.toThrow(/402/);
  });

  it('mails texts to the catcher as <number>@domain in development', async () => {
    const sendMail = vi.fn<MailSender['sendMail']>(async () => ({}));
    await smsToMailProvider({ sendMail }, 'shop@boutique.cm', 'sms.test').sendSms('+237 677 00 11 22', 'hello');
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: '+237677001122@sms.test', text: 'hello' }));
  });
});
