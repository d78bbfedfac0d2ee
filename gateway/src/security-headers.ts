import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileMemo } from './file-memo.ts';

/** Headers every page of the store carries, whatever its content. */
export const PAGE_POLICY_HEADERS: Readonly<Record<string, string>> = {
  // The full URL (with a search query or an order id) never leaves the store; other sites see the origin.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The store uses none of these; a compromised third-party tag cannot either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()',
  // Older browsers that ignore `frame-ancestors`.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Origins of the absolute URLs among `urls` (same-origin paths add nothing). */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].toSorted();
}

/** `sha256-…` sources for each inline `<script>` (no `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyInputs {
  /** From `inlineScriptHashes` of the page actually served. */
  scriptHashes: readonly string[];
  /** Where remote code comes from besides this origin (absolute manifest URLs). */
  remoteOrigins: readonly string[];
  /** Third-party script hosts this deployment loads (the tag manager when configured). */
  thirdPartyOrigins?: readonly string[];
}

/**
 * The store's Content-Security-Policy: scripts only from this origin, the remotes' origins and the
 * exact inline scripts of the shell page (by hash, no 'unsafe-inline'); no plugins, no framing,
 * forms post only here. Styles allow inline attributes because React sets some `style`
 * properties; injected styles cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes, remoteOrigins, thirdPartyOrigins = [] }: PolicyInputs): string {
  const scripts = ["'self'", ...scriptHashes, ...remoteOrigins, ...thirdPartyOrigins];
  const connect = ["'self'", ...remoteOrigins, ...thirdPartyOrigins];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`.trimEnd(),
    `img-src 'self' data: blob: ${remoteOrigins.join(' ')}`.trimEnd(),
    `font-src 'self' data: ${remoteOrigins.join(' ')}`.trimEnd(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Hashes of a page file, re-read only when the file changes (a rebuild of `shell/dist`). */
export function cachedInlineHashes(): (file: string) => Promise<string[]> {
  return fileMemo(async (file) => inlineScriptHashes(await readFile(file, 'utf8')));
}

/** The tag manager's hosts when this deployment configures one (`PUBLIC_GTM_ID`, as the shell build). */
export function thirdPartyOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return env['PUBLIC_GTM_ID'] ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
}
