import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The latest code the store sent to `to`, read from its loopback-only demo outbox. A tap on
 * "send the code" returns before the store has sent it: the outbox is asked until it has one.
 */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { items: { body: string }[] };
        code = /(\d{6})/.exec(outbox.items[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code!;
}

/** A proof of `telephone` as `POST /api/phone-proofs` gives it for the code sent to that number. */
export async function phoneProof(request: APIRequestContext, telephone: string): Promise<{ telephone: string; proof: string; expires_at: string }> {
  const national = telephone.replace(/\D/g, '').replace(/^237(?=\d{9}$)/, '');
  const sent = await request.post('/api/auth/code', { data: { to: national } });
  if (!sent.ok()) throw new Error(`no code sent: ${await sent.text()}`);
  const proven = await request.post('/api/phone-proofs', { data: { telephone: national, code: await latestCode(request, national) } });
  if (!proven.ok()) throw new Error(`not proven: ${await proven.text()}`);
  return proven.json();
}

/**
 * The tab proved `telephone` earlier in its visit (what the code step leaves in session storage),
 * for tests whose subject is the game or the bid rather than the code step itself.
 */
export async function provenInTab(page: Page, telephone: string): Promise<void> {
  const proof = await phoneProof(page.request, telephone);
  await page.evaluate((stored) => window.sessionStorage.setItem('phone-proof', JSON.stringify(stored)), proof);
}
