import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { EARLY_CLICKS_SCRIPT } from '@/shared/early-clicks-script';

/** A CSP source that allows exactly this inline script. */
const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Security headers, computed once. The same policy @fastify/helmet would send, but set with one
 * `reply.headers()` per request: helmet rebuilds its headers on every request, which cost about
 * a quarter of the throughput of the hot public reads (docs/decisions.md, "Security headers by
 * hand, not @fastify/helmet").
 * Tiles come from OpenStreetMap; Chakra injects style tags at run time. The inline scripts are
 * allowed by their hashes: the one that notes the clicks made before the app's scripts run, and
 * the page's first script (boot, `inlineScripts`).
 */
function securityHeaders(inlineScripts: string[]): Readonly<Record<string, string>> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' ${[EARLY_CLICKS_SCRIPT, ...inlineScripts].map(inlineScriptSource).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src-attr 'none'",
  ].join('; ');
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    // Images are fetched cross-origin by link previews (WhatsApp, Facebook).
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export const securityPlugin = fp<{ inlineScripts?: string[] }>(
  async (app, { inlineScripts = [] }) => {
    const headers = securityHeaders(inlineScripts);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
