import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesombProvider, type MobileMoneyProvider } from '../mesomb.ts';
import { startMeSombSimulator, type MeSombSimulator } from './mesomb-simulator.ts';

const keys = { applicationKey: 'app-key', accessKey: 'access-key', secretKey: 'secret-key' };
let clock = Date.now();
let simulator: MeSombSimulator;
let provider: MobileMoneyProvider;

beforeAll(async () => {
  simulator = await startMeSombSimulator({ ...keys, windowMs: 15 * 60_000, now: () => clock, signatureClock: () => clock });
  provider = mesombProvider({ ...keys, host: simulator.url });
});
afterAll(() => simulator.close());

describe('the MeSomb simulator, through the official SDK', () => {
  it('keeps a collect pending until the payer approves, then reports it paid and refunds it once', async () => {
    const started = await provider.collect({ amount: 25_000, service: 'MTN', payer: '670000001', key: 'attempt-1', locale: 'fr' });
    expect(started.state).toBe('pending');
    expect((await provider.statuses(['attempt-1'])).get('attempt-1')?.state).toBe('pending');
    const [prompt] = simulator.promptsOf('670000001');
    expect(prompt).toMatchObject({ amount: 25_000, status: 'PENDING' });
    expect(simulator.answer(prompt!.reference, 'approve')).toMatchObject({ status: 'SUCCESS' });
    expect(simulator.answer(prompt!.reference, 'decline')).toBe('final');
    const paid = (await provider.statuses(['attempt-1'])).get('attempt-1');
    expect(paid).toEqual({ state: 'paid', reference: started.reference });
    expect(await provider.refund(started.reference!, 25_000)).toMatch(/.+/);
    await expect(provider.refund(started.reference!, 25_000)).rejects.toThrow(/already refunded/);
  });

  it('answers a repeated external id with the same transaction: one prompt on the phone', async () => {
    const first = await provider.collect({ amount: 5_000, service: 'ORANGE', payer: '690000002', key: 'attempt-2', locale: 'en' });
    const again = await provider.collect({ amount: 5_000, service: 'ORANGE', payer: '690000002', key: 'attempt-2', locale: 'en' });
    expect(again.reference).toBe(first.reference);
    expect(simulator.promptsOf('690000002')).toHaveLength(1);
  });

  it('tells the failures apart and expires a prompt nobody answers', async () => {
    for (const [payer, answer, reason] of [
      ['670000003', 'decline', 'declined'],
      ['670000004', 'insufficient_funds', 'insufficient_funds'],
      ['670000005', 'wrong_pin', 'wrong_pin'],
    ] as const) {
      await provider.collect({ amount: 1_000, service: 'MTN', payer, key: `k-${payer}`, locale: 'en' });
      simulator.answer(simulator.promptsOf(payer)[0]!.reference, answer);
      expect((await provider.statuses([`k-${payer}`])).get(`k-${payer}`)).toMatchObject({ state: 'failed', reason });
    }
    await provider.collect({ amount: 1_000, service: 'MTN', payer: '670000006', key: 'k-silent', locale: 'en' });
    clock += 15 * 60_000;
    // The SDK signs with the wall clock: the simulator's is put back before the next request.
    const expired = simulator.promptsOf('670000006')[0];
    clock = Date.now();
    expect(expired).toMatchObject({ status: 'FAILED', outcome: 'expired' });
    expect((await provider.statuses(['k-silent'])).get('k-silent')).toMatchObject({ state: 'failed', reason: 'expired' });
  });

  it('refuses a request signed with another secret, an unknown application, or a replayed date', async () => {
    const forged = mesombProvider({ ...keys, secretKey: 'not-the-secret', host: simulator.url });
    await expect(forged.collect({ amount: 1_000, service: 'MTN', payer: '670000007', key: 'k-forged', locale: 'en' })).rejects.toThrow(/signature mismatch/);
    const stranger = mesombProvider({ ...keys, applicationKey: 'other-app', host: simulator.url });
    await expect(stranger.statuses(['attempt-1'])).rejects.toThrow(/Unknown application/);
    clock = Date.now() + 60 * 60_000;
    await expect(provider.statuses(['attempt-1'])).rejects.toThrow(/date out of range/);
    clock = Date.now();
    expect(simulator.promptsOf('670000007')).toHaveLength(0);
  });

});
