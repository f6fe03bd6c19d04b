import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebClient {
  /** A browser navigation to a client route (a reload of /wel/index) rather than an API call. */
  wantsIndex(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Paths that are never client routes. Other API roots (/admin, /item, /purchase, …) are also
 * client routes (SPEC §2), so those are told apart by what the request accepts instead.
 */
const NEVER_CLIENT = /^\/(auth|docs|websocket)(\/|$)|^\/code$/;

/**
 * Serves the built web client when its folder exists. Vite's hashed files under assets/ never
 * change, so they are cached for a year; index.html is revalidated so a deploy shows at once.
 * The build writes a .br and a .gz beside each text file (apps/web/precompress.ts): the one
 * the browser accepts is sent as it is, never compressed again per request. Registered before
 * the compression plugin (core/compression.ts), so these routes are left out of it.
 */
export async function registerWebClient(
  app: FastifyInstance,
  dist: string,
): Promise<WebClient | null> {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const assets = join(dist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: dist,
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same address answers br, gzip or plain bytes: a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return {
    wantsIndex(request) {
      // Asked on every request: what rules out an API call soonest goes first.
      if (!(request.headers.accept ?? '').includes('text/html')) return false;
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '';
      if (NEVER_CLIENT.test(path)) return false;
      // A missing /assets/x.js must stay a 404, not turn into a page.
      return !/\.[a-z0-9]+$/i.test(path);
    },
    sendIndex(reply) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
