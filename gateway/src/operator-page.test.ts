import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Authorize } from './operator.ts';
import { actingFor, operatorLanguage, unavailable, type BackEnd } from './operator-page.ts';

// The kit's refusals: the gateway's own words, from operator-texts.{fr,en}.json, in the
// operator's language (decision 046), as the back end words the refusals the pages relay.

const app = Fastify();
const signedIn: Authorize = async () => ({ login: 'awa', roles: ['orders'], session: 'session' });
const noBackEnd: BackEnd = async () => null;
app.get('/language', async (request) => ({ lang: operatorLanguage(request) }));
app.get('/accounts', async (_request, reply) => unavailable(reply));
app.get('/things/:id', actingFor(signedIn, noBackEnd)({ role: null, method: 'GET', path: (request) => ((request.params as { id: string }).id === 'known' ? '/api/things/known' : null), withBody: false }));
afterAll(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('operator pages kit', () => {
  it("takes the page's locale first, then the browser's language, else French", async () => {
    expect((await get('/language?locale=en', { 'accept-language': 'fr' })).body).toEqual({ lang: 'en' });
    expect((await get('/language?locale=fr', { 'accept-language': 'en-GB' })).body).toEqual({ lang: 'fr' });
    expect((await get('/language', { 'accept-language': 'en-US,en;q=0.9,fr;q=0.8' })).body).toEqual({ lang: 'en' });
    expect((await get('/language', { 'accept-language': 'de-DE' })).body).toEqual({ lang: 'fr' });
    expect((await get('/language?locale=xx')).body).toEqual({ lang: 'fr' });
  });

  it('says a store has no operator accounts, or that nothing is there, in that language', async () => {
    expect(await get('/accounts', { 'accept-language': 'en' })).toEqual({ status: 503, body: { message: 'Operator accounts are not configured on this server.' } });
    expect(await get('/accounts')).toEqual({ status: 503, body: { message: 'Les comptes des opérateurs ne sont pas configurés sur ce serveur.' } });
    expect(await get('/things/unknown?locale=en')).toEqual({ status: 404, body: { message: 'Not found.' } });
    expect(await get('/things/unknown?locale=fr')).toEqual({ status: 404, body: { message: 'Introuvable.' } });
    // A call the kit passes on, with no back end to take it.
    expect(await get('/things/known?locale=fr')).toEqual({ status: 503, body: { message: 'Les comptes des opérateurs ne sont pas configurés sur ce serveur.' } });
  });
});
