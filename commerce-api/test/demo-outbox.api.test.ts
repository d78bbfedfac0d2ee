import { networkInterfaces } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { call } from './support/commerce.ts';
import { startServer, storeOf, useTestServer, type TestServer } from './support/server.ts';

/** A non-loopback IPv4 address of this machine, when it has one (CI runners do). */
function externalAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const item of list ?? []) if (item.family === 'IPv4' && !item.internal) return item.address;
  }
  return undefined;
}

async function requestCode(server: TestServer, to: string): Promise<void> {
  const sent = await call(server, 'POST', '/api/auth/code', { body: { to } });
  expect(sent.status).toBe(200);
}

describe('the demo outbox, switched on', () => {
  const api = useTestServer({ config: { mode: 'development', demoOutbox: true } });

  it('shows a loopback caller the messages of the one recipient asked for, and only those', async () => {
    await requestCode(api.server, 'alice-outbox@example.cm');
    await requestCode(api.server, 'bob-outbox@example.cm');
    const alice = await call(api.server, 'GET', '/api/dev/outbox?to=alice-outbox@example.cm');
    expect(alice.status).toBe(200);
    expect(alice.body.items).toHaveLength(1);
    expect(alice.body.items[0].to).toBe('alice-outbox@example.cm');
  });

  it('never lists every recipient: a request without a recipient is refused', async () => {
    const all = await call(api.server, 'GET', '/api/dev/outbox');
    expect(all.status).toBe(400);
    expect(JSON.stringify(all.body)).not.toMatch(/example\.cm/);
  });

  it('answers 404 to a caller on another machine, whatever it claims in forwarded headers', async () => {
    const remote = await api.server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=alice-outbox@example.cm',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toMatch(/\d{6}/);
  });

  it('answers 404 to a request that came through a proxy on this machine', async () => {
    // Any proxy's header, not only the best-known: a fixed list of three let `Via`,
    // `X-Forwarded-Host` alone or a CDN's client header through.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-server', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip', 'x-original-forwarded-for']) {
      const proxied = await call(api.server, 'GET', '/api/dev/outbox?to=alice-outbox@example.cm', { headers: { [header]: header === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' } });
      expect({ header, status: proxied.status }).toEqual({ header, status: 404 });
    }
  });

  it('answers 404 over real HTTP to a caller reaching this machine by its network address', async () => {
    const address = externalAddress();
    if (!address) return; // a machine with loopback only has no other caller to refuse
    // The same app on the machine's network address: the caller's socket address is not loopback.
    const { createServer } = await import('node:http');
    const http = createServer((req, res) => api.server.app.server.emit('request', req, res));
    await new Promise<void>((resolve) => http.listen(0, address, resolve));
    try {
      const port = (http.address() as { port: number }).port;
      const res = await fetch(`http://${address}:${port}/api/dev/outbox?to=alice-outbox@example.cm`);
      expect(res.status).toBe(404);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});

describe('the demo outbox, not switched on', () => {
  it('does not exist, and sent codes are not stored anywhere readable', async () => {
    const server = await startServer({ config: { mode: 'development', demoOutbox: false } });
    try {
      await requestCode(server, 'carol-outbox@example.cm');
      expect((await call(server, 'GET', '/api/dev/outbox?to=carol-outbox@example.cm')).status).toBe(404);
      const store = storeOf(server);
      try {
        const { n } = await store.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        expect(Number(n)).toBe(0);
      } finally {
        await store.close();
      }
    } finally {
      await server.close();
    }
  });

  it('does not exist in production even when asked for', async () => {
    const server = await startServer({ config: { mode: 'production', demoOutbox: true } });
    try {
      await requestCode(server, 'dave-outbox@example.cm');
      expect((await call(server, 'GET', '/api/dev/outbox?to=dave-outbox@example.cm')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('delivery through SMTP', () => {
  it('mails the verification code and texts a phone through the configured catcher', async () => {
    const received: { to: string[]; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const server = await startServer({
      config: { mode: 'production', smtpUrl: `smtp://127.0.0.1:${port}`, smsToEmailDomain: 'sms.test', demoOutbox: false },
    });
    try {
      await requestCode(server, 'erin-smtp@example.cm');
      await requestCode(server, '677001122');
      await server.app.close(); // waits for the background sends
      const mail = received.find((m) => m.to.includes('erin-smtp@example.cm'));
      expect(mail?.text).toMatch(/\d{6}/);
      const sms = received.find((m) => m.to.some((to) => to.endsWith('@sms.test')));
      expect(sms?.to[0]).toMatch(/^677001122@sms\.test$/);
    } finally {
      await server.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
