import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooMany } from './errors';

/** Only a plain host[:port] may go into the policy; anything else is dropped. */
const PLAIN_HOST = /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i;

/** One year; sent only on answers that came over TLS (see registerSecurityHeaders). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer, written out in full (no library defaults) so it
 * reads in one place (apps/server/README.md, "Security headers", says why).
 *
 * - Scripts: the SPA's own files only. No inline script, no eval, no handler attributes: an
 *   injected `<script>` or `onerror=` never runs.
 * - Styles: 'unsafe-inline'. antd's CSS-in-JS writes `<style>` elements at run time (as do
 *   CodeMirror, Tiptap and echarts' tooltips); a nonce would need a per-answer index.html
 *   (no precompressed, cacheable file) and plumbing into four libraries, for little gain: an
 *   injected style cannot send anything anywhere, because images, fonts, connections and
 *   frames below are limited to this origin (plus the menu's external pages in frames).
 * - Images, media, fonts: this origin plus data:/blob: (antd's inline icons, the notice chime
 *   Vite inlines as a data: URL, downloaded files shown through object URLs).
 * - Connections: this origin and its websocket. Frames: external pages of the menu (SPEC §2,
 *   /myiframe), and blob: for a PDF the page fetched itself (the asset labels' preview: only
 *   this origin's scripts can make such an address). Nobody may frame Depot itself
 *   (frame-ancestors 'none', clickjacking).
 */
const POLICY_BEFORE_CONNECT = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
].join(';');
const POLICY_AFTER_CONNECT = [
  "worker-src 'self' blob:",
  "frame-src 'self' blob: https: http:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // No upgrade-insecure-requests: Depot is often run on plain HTTP inside a LAN, where
  // upgrading would break every asset.
].join(';');

/** The policy for a request to `host`: connect-src names its websocket when `host` is plain. */
export function contentSecurityPolicy(host: string | undefined): string {
  const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return `${POLICY_BEFORE_CONNECT};connect-src 'self'${sockets};${POLICY_AFTER_CONNECT}`;
}

/**
 * The other headers of every answer, the same each time: written once, not rebuilt per request
 * (issue #8: @fastify/helmet re-parsed its configuration on every call, about a twentieth of a
 * cached read's work). The same set helmet's defaults gave, with framing denied and no referrer.
 */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers on every answer: the policy above, X-Frame-Options DENY for browsers
 * without frame-ancestors, nosniff, no Referer leaving the page, and HSTS only when the
 * request came over TLS: directly, or through a trusted proxy saying `X-Forwarded-Proto:
 * https` (DEPOT_TRUST_PROXY=on; Fastify's request.protocol reads it only then). On plain HTTP
 * HSTS would be ignored at best, and a proxy answering HTTPS on the same name would pin
 * clients to it without saying so.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(FIXED_HEADERS);
    reply.header('content-security-policy', contentSecurityPolicy(request.headers.host));
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}

/**
 * Requests per minute per client address (0 turns it off). Kept in memory: each process
 * counts its own clients, which is what a per-address flood limit needs. Checked in an
 * application-wide hook so it runs before the token lookup and also covers unknown URLs
 * (otherwise they could be searched for valid ones for free).
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new TooMany(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.addHook('onRequest', app.rateLimit());
}
