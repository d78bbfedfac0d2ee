import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cachedInlineHashes, contentSecurityPolicy, originsOf, PAGE_POLICY_HEADERS, thirdPartyOriginsFromEnv } from './security-headers.ts';
import type { StoreView } from './store-view.ts';

/** Tells the headers hook a server-rendered page's own inline scripts, to allow them by hash. */
export type MarkRenderedScripts = (reply: FastifyReply, scriptHashes: string[]) => void;

/**
 * `nosniff` on every answer, and the page policies on every HTML page. Its Content-Security-Policy
 * allows the live shell page's inline scripts by hash and the live remotes' origins. The dev
 * servers inject hot-reload code the policy would block, so development pages get the other
 * headers only.
 */
export function registerPageHeaders(app: FastifyInstance, view: StoreView, dev: boolean): MarkRenderedScripts {
  const inlineHashesOf = cachedInlineHashes();
  const thirdPartyOrigins = thirdPartyOriginsFromEnv();
  // A server-rendered page's own inline scripts (React's reveal of late Suspense boundaries):
  // exactly those, in that response.
  const renderedScriptHashes = new WeakMap<FastifyReply, string[]>();

  async function pageSecurityHeaders(renderedScripts: readonly string[] = []): Promise<Record<string, string>> {
    if (dev) return { ...PAGE_POLICY_HEADERS };
    const root = (await view.shellRoots())[0]!;
    const scriptHashes = [...new Set([...(await inlineHashesOf(join(root, 'index.html')).catch(() => [])), ...renderedScripts])];
    const remotes = await view.runtimeManifest().then((manifest) => manifest.remotes, () => []);
    const remoteOrigins = originsOf(remotes.map((remote) => remote.manifest));
    return { ...PAGE_POLICY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, remoteOrigins, thirdPartyOrigins }) };
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(await pageSecurityHeaders(renderedScriptHashes.get(reply)));
    return payload;
  });
  return (reply, scriptHashes) => renderedScriptHashes.set(reply, scriptHashes);
}
