import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { addProduct, call, expectClientError, HOSTILE_VALUES, registerCustomer, snapshotOf } from './support/commerce.ts';

const api = useTestServer();
// Bidders proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);

describe('quote requests', () => {
  it('records a request with products or a message and confirms it by SMS', async () => {
    const p = await addProduct(api.store, { attributes: { hide_price: '0' } });
    const res = await call(api.server, 'POST', '/rest/fr/V1/gt/quote-request/create', {
      body: { data: { name: 'Jean-Paul Atangana', telephone: '+237 677 55 44 33', email: 'jp@example.cm', items: [{ sku: p.sku, qty: 12 }], message: 'Livraison à Kribi ?' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, quote_request_id: expect.any(Number), message: expect.stringContaining('devis') });
    const stored = await api.store.db.selectFrom('quote_requests').select(['name', 'telephone', 'items']).where('id', '=', res.body.quote_request_id).executeTakeFirstOrThrow();
    expect(stored.telephone).toBe('677554433');
    expect(JSON.parse(stored.items)).toEqual([expect.objectContaining({ sku: p.sku, qty: 12 })]);
    const sms = await call(api.server, 'GET', '/api/dev/outbox?to=677554433');
    expect(sms.body.items[0].body).toContain(String(res.body.quote_request_id));
  });

  it('ignores a stale token left in the browser (guest action, not a 401)', async () => {
    const res = await call(api.server, 'POST', '/rest/fr/V1/gt/quote-request/create', { token: 'stale-token-from-yesterday-000000000', body: { data: { name: 'Awa', telephone: '677554433', message: 'Prix du groupe électrogène ?' } } });
    expect(res.status).toBe(200);
  });

  it('rejects empty, invalid and hostile requests without writing', async () => {
    const before = await snapshotOf(api.store);
    const bodies: unknown[] = [
      { data: { name: 'Awa', telephone: '677554433' } },
      { data: { name: 'Awa', telephone: '12' , message: 'x' } },
      { data: { name: '', telephone: '677554433', message: 'x' } },
      { data: { name: 'Awa', telephone: '677554433', items: [{ sku: 'NOPE', qty: 1 }] } },
      { data: { name: 'Awa', telephone: '677554433', items: [{ sku: 'NOPE', qty: -3 }] } },
      ...HOSTILE_VALUES.map((value) => ({ data: { name: value, telephone: '677554433', message: 'x' } })),
      ...HOSTILE_VALUES.map((value) => ({ data: { name: 'Awa', telephone: value, message: 'x' } })),
      ...HOSTILE_VALUES.filter((v) => typeof v !== 'string' || v.length > 2000).map((value) => ({ data: { name: 'Awa', telephone: '677554433', message: value } })),
      ...HOSTILE_VALUES.map((value) => ({ data: value })),
    ];
    for (const body of bodies) expectClientError(await call(api.server, 'POST', '/rest/en/V1/gt/quote-request/create', { body }));
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

// Whack-a-mole: test/games-whack-a-mole.api.test.ts.

describe('auctions', () => {
  it('lists events with the current offer and increment, without bidders’ phone numbers', async () => {
    const res = await call(api.server, 'GET', '/api/auctions/events?locale=en');
    expect(res.status).toBe(200);
    const statuses = res.body.data.map((e: { status: string }) => e.status);
    expect(statuses).toEqual(expect.arrayContaining(['in_progress', 'programmed', 'ended']));
    const running = res.body.data.find((e: { status: string }) => e.status === 'in_progress');
    expect(running).toMatchObject({ title: 'Weekend auction', marge: 1000, bids_count: 3, product: { id: expect.any(Number), name: expect.any(String) } });
    expect(running.current_offer).toBe(running.starting_price + 5 * 1000);
    expect(running.next_min_bid).toBe(running.current_offer + 1000);
    expect(running.last_bids[0]).toEqual({ bidder_name: 'Paul E.', bidding_price: running.current_offer, created_at: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain('677112233');
    expect(res.body.data.find((e: { status: string }) => e.status === 'ended').winner).toMatchObject({ bidder_name: 'Grace T.' });
  });

  it('accepts only bids of the current offer plus whole increments, one winner per price', async () => {
    const events = (await call(api.server, 'GET', '/api/auctions/events')).body.data as { status: string; product: { id: number }; current_offer: number; marge: number }[];
    const running = events.find((e) => e.status === 'in_progress')!;
    const bid = (price: unknown, extra: Record<string, unknown> = {}, token?: string) =>
      provenCall('POST', '/api/auctions/bids', { token, body: { bidder_name: 'Rose Eyenga', bidder_phone_number: '655443322', bidding_price: price, product_id: running.product.id, magento_user_id: null, ...extra } });
    const low = await bid(running.current_offer + running.marge / 2);
    expect(low.status).toBe(400);
    expect(low.body).toEqual({
      message: "Votre offre doit dépasser l'offre actuelle (%current FCFA) d'un multiple de %marge FCFA, soit au moins %minimum FCFA.",
      parameters: { current: running.current_offer, marge: running.marge, minimum: running.current_offer + running.marge },
    });
    expect((await bid(running.current_offer)).status).toBe(400);
    const ok = await bid(running.current_offer + 3 * running.marge);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ current_offer: running.current_offer + 3 * running.marge, next_min_bid: running.current_offer + 4 * running.marge });
    // concurrent bids at the same price: exactly one wins
    const price = running.current_offer + 5 * running.marge;
    const race = await Promise.all(Array.from({ length: 8 }, (_, i) => bid(price, { bidder_phone_number: `69900000${i}` })));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect(race.filter((r) => r.status === 400)).toHaveLength(7);
    // a user id must be proven by its token
    const customer = await registerCustomer(api.server);
    expect((await bid(price + running.marge, { magento_user_id: customer.id })).status).toBe(401);
    expect((await bid(price + running.marge, { magento_user_id: customer.id + 1 }, customer.token)).status).toBe(401);
    expect((await bid(price + running.marge, { magento_user_id: customer.id }, customer.token)).status).toBe(200);
    const programmed = events.find((e) => e.status === 'programmed')!;
    const early = await provenCall('POST', '/api/auctions/bids', { body: { bidder_name: 'Rose', bidder_phone_number: '655443322', bidding_price: programmed.current_offer + programmed.marge, product_id: programmed.product.id } });
    expect(early.status).toBe(400);
    const ended = events.find((e) => e.status === 'ended')!;
    const late = await provenCall('POST', '/api/auctions/bids?locale=en', { body: { bidder_name: 'Rose', bidder_phone_number: '655443322', bidding_price: ended.current_offer + ended.marge, product_id: ended.product.id } });
    expect(late.body.message).toBe('Promotion Ended');
    expect((await provenCall('POST', '/api/auctions/bids', { body: { bidder_name: 'Rose', bidder_phone_number: '655443322', bidding_price: 1000, product_id: 99999999 } })).status).toBe(404);
  });

  it('rejects hostile bids without writing', async () => {
    const events = (await call(api.server, 'GET', '/api/auctions/events')).body.data as { status: string; product: { id: number }; current_offer: number; marge: number }[];
    const running = events.find((e) => e.status === 'in_progress')!;
    const good = { bidder_name: 'Rose Eyenga', bidder_phone_number: '655443322', bidding_price: running.current_offer + running.marge * 10, product_id: running.product.id };
    const before = await snapshotOf(api.store);
    for (const field of Object.keys(good)) {
      for (const value of HOSTILE_VALUES) {
        if (field === 'product_id' && value === 42) continue;
        expectClientError(await provenCall('POST', '/api/auctions/bids', { body: { ...good, [field]: value } }));
      }
    }
    expect(await snapshotOf(api.store)).toBe(before);
  });
});

describe('newsletter', () => {
  it('subscribes with a confirmation e-mail, then says already subscribed', async () => {
    const email = `news-${Date.now()}@example.cm`;
    const first = await call(api.server, 'POST', '/api/newsletter', { body: { email } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'pending', message: 'Vous y êtes presque : consultez votre boîte e-mail pour confirmer votre inscription.' });
    const mail = (await call(api.server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.items[0];
    const link = /(\/api\/newsletter\/confirm\?\S+)/.exec(mail.body)![1]!;
    expect((await call(api.server, 'GET', '/api/newsletter/confirm?token=wrong-token-123')).status).toBe(400);
    expect((await call(api.server, 'GET', link)).body.status).toBe('subscribed');
    expect((await call(api.server, 'GET', link)).status).toBe(400);
    const again = await call(api.server, 'POST', '/api/newsletter?locale=en', { body: { email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already subscribed to our newsletter.');
    for (const value of [...HOSTILE_VALUES, 'not-an-email']) expectClientError(await call(api.server, 'POST', '/api/newsletter', { body: { email: value } }));
  });
});

describe('quiz', () => {
  it('serves questions in both languages without the answers', async () => {
    const fr = await call(api.server, 'GET', '/api/quiz?locale=fr');
    const en = await call(api.server, 'GET', '/api/quiz?locale=en');
    expect(fr.body.questions.length).toBeGreaterThanOrEqual(8);
    expect(fr.body.questions[0].question).toBe('Quelle est la capitale politique du Cameroun ?');
    expect(en.body.questions[0].question).toBe('What is the political capital of Cameroon?');
    expect(JSON.stringify(fr.body)).not.toMatch(/is_correct|accepted|wouri/i);
  });

  it('scores answers and asks to choose or enter an answer', async () => {
    const quiz = (await call(api.server, 'GET', '/api/quiz?locale=fr')).body.questions as { id: number; type: string; question: string; choices: { id: number; label: string }[] }[];
    const capital = quiz[0]!;
    const digit = quiz.find((q) => q.type === 'text')!;
    const res = await call(api.server, 'POST', '/api/quiz/answers', {
      body: { answers: [{ question_id: capital.id, choice_id: capital.choices.find((c) => c.label === 'Yaoundé')!.id }, { question_id: digit.id, text: ' Six ' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct: 2, answered: 2, total: quiz.length, score: Math.round(200 / quiz.length) });
    const wrong = await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: capital.id, choice_id: capital.choices.find((c) => c.label === 'Douala')!.id }] } });
    expect(wrong.body.correct).toBe(0);
    const empty = await call(api.server, 'POST', '/api/quiz/answers?locale=en', { body: { answers: [{ question_id: digit.id, text: '   ' }] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose or enter an answer');
    expect((await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: capital.id }] } })).body.message).toBe('Choisissez ou saisissez une réponse');
    expect((await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: capital.id, choice_id: quiz[1]!.choices[0]!.id }] } })).status).toBe(400);
    expect((await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: 999999, choice_id: 1 }] } })).status).toBe(400);
    expect((await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: capital.id, choice_id: capital.choices[0]!.id }, { question_id: capital.id, choice_id: capital.choices[1]!.id }] } })).status).toBe(400);
    for (const value of HOSTILE_VALUES) {
      expectClientError(await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: value } }));
      expectClientError(await call(api.server, 'POST', '/api/quiz/answers', { body: { answers: [{ question_id: value, choice_id: 1 }] } }));
    }
  });
});
