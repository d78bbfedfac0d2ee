import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, expectClientError, HOSTILE_VALUES, snapshotOf } from './support/commerce.ts';

const api = useTestServer();

describe('information pages', () => {
  it.each([
    'a-propos-de-nous',
    'politique-de-retour',
    'conditions-generales-de-vente',
    'politique-de-confidentialite',
    'donnees-et-confidentialite',
    'contact-service-apres-vente',
    'a-propos-des-retraits',
    'tout-sur-la-commande',
    'articles-et-stocks',
    'information-inportante',
    'comment-acheter',
    'career',
  ])(
    '%s exists in both languages with real text',
    async (slug) => {
      const fr = await call(api.server, 'GET', `/api/pages/${slug}`);
      const en = await call(api.server, 'GET', `/api/pages/${slug}?locale=en`);
      expect(fr.status).toBe(200);
      expect(en.status).toBe(200);
      expect(fr.body.title).not.toBe(en.body.title);
      expect(fr.body.html.length).toBeGreaterThan(300);
      expect(en.body.html.length).toBeGreaterThan(300);
      expect(fr.body.html).not.toBe(en.body.html);
    },
  );

  it('answers 404 with a message for an unknown or malformed slug', async () => {
    for (const slug of ['nope', 'A-PROPOS', '..%2F..%2Fetc', 'x'.repeat(100)]) {
      const res = await call(api.server, 'GET', `/api/pages/${slug}?locale=en`);
      expect(res.status).toBe(404);
      expect(res.body.message).toContain('does not exist');
    }
  });
});

describe('agencies', () => {
  it('lists the three agencies with address, phone and opening hours', async () => {
    const res = await call(api.server, 'GET', '/api/agencies?locale=en');
    expect(res.body.time_zone).toBe('Africa/Douala');
    expect(res.body.items.map((a: { town: string }) => a.town)).toEqual(['Douala', 'Yaoundé', 'Ngaoundéré']);
    for (const agency of res.body.items) expect(agency).toMatchObject({ opens: '08:00', closes: '18:00', open_days: [1, 2, 3, 4, 5, 6], telephone: expect.stringMatching(/^2\d{2} \d{2} \d{2} \d{2}$/) });
  });
});

describe('contact form', () => {
  const valid = { subject: 'after_sales', name: 'Chantal Mballa', telephone: '+237 699 33 44 55', email: 'chantal@example.cm', order_number: '100000004', message: 'Mon téléphone ne charge plus depuis hier.' };

  it('stores the message and acknowledges it by SMS and e-mail', async () => {
    const res = await call(api.server, 'POST', '/api/contact?locale=fr', { body: valid });
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('votre message n°%id est bien reçu');
    const stored = await api.store.db.selectFrom('contact_messages').select(['subject', 'telephone', 'order_number']).where('id', '=', res.body.id).executeTakeFirst();
    expect(stored).toEqual({ subject: 'after_sales', telephone: '699334455', order_number: '100000004' });
    const sms = await call(api.server, 'GET', '/api/dev/outbox?to=699334455');
    expect(sms.body.items[0].body).toContain(`n°${res.body.id}`);
    const mail = await call(api.server, 'GET', '/api/dev/outbox?to=chantal@example.cm');
    expect(mail.body.items[0].subject).toContain(String(res.body.id));
  });

  it('rejects invalid and hostile messages with a message, writing nothing', async () => {
    const before = await snapshotOf(api.store);
    const bodies: unknown[] = [
      {},
      { ...valid, subject: 'complaint' },
      { ...valid, name: '' },
      { ...valid, telephone: '12345' },
      { ...valid, email: 'not-an-email' },
      { ...valid, order_number: 'ABC' },
      { ...valid, message: 'court' },
      { ...valid, extra: 1 },
      ...HOSTILE_VALUES.map((value) => ({ ...valid, name: value })),
      // Any text of a fitting length is a message (stored as text, never run); the others are refused.
      ...HOSTILE_VALUES.filter((v) => typeof v !== 'string' || v.length > 3000).map((value) => ({ ...valid, message: value })),
      ...HOSTILE_VALUES,
    ];
    for (const body of bodies) expectClientError(await call(api.server, 'POST', '/api/contact?locale=en', { body }));
    expect(await snapshotOf(api.store)).toBe(before);
  });
});
