import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { USAGE, UsageError, parseArgs, requestFor } from './cli-args.ts';

/**
 * `pnpm campaigns …`: the campaign managers' command line over the store's admin endpoint. It
 * runs on the server (it reads the server's credential), prints the API's JSON answer and
 * exits 1 with the API's message when the store refuses.
 */
async function main(): Promise<number> {
  let invocation;
  try {
    invocation = parseArgs(process.argv.slice(2), process.env, join(import.meta.dirname, '../../..'));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let token = process.env['CAMPAIGN_ADMIN_TOKEN'] ?? '';
  if (!token) {
    try {
      token = readFileSync(invocation.tokenFile, 'utf8').trim();
    } catch {
      console.error(`No credential: set CAMPAIGN_ADMIN_TOKEN or start the store once so that it writes ${invocation.tokenFile}.`);
      return 2;
    }
  }
  const request = requestFor(invocation.command, (file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const res = await fetch(`${invocation.api}${request.path}?locale=${process.env['CAMPAIGN_LOCALE'] === 'en' ? 'en' : 'fr'}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const body = (await res.json().catch(() => null)) as { message?: string; parameters?: Record<string, unknown> } | null;
  if (!res.ok) {
    // The API words its messages with Magento's %name placeholders; fill them for a person.
    const message = (body?.message ?? `HTTP ${res.status}`).replace(/%(\w+)/g, (_, name: string) => String(body?.parameters?.[name] ?? `%${name}`));
    console.error(`${res.status}: ${message}`);
    return 1;
  }
  console.info(JSON.stringify(body, null, 2));
  return 0;
}

process.exitCode = await main();
