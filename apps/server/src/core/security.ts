import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooMany } from './errors';

/** Only a plain host[:port] may go into the policy; anything else is dropped. */
function sameHostSocket(scheme: 'ws' | 'wss') {
  return (req: IncomingMessage) => {
    const host = req.headers.host ?? '';
    return /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host) ? `${scheme}://${host}` : "'self'";
  };
}

/**
 * Security headers on every answer. The policy fits the SPA: its own scripts only, inline
 * styles (antd's CSS-in-JS writes them), data:/blob: images, the websocket on the same host,
 * and frames of external pages (menu links open them in /myiframe, SPEC §2).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:', 'http:'],
        // Depot is often run on plain HTTP inside a LAN; upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
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
