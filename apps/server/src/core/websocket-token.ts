import type { FastifyRequest } from 'fastify';

/**
 * A browser can't set headers on a websocket, so the handshake may carry the access token in
 * the query (`?access_token=…`) or as a subprotocol `access_token.<token>` next to the
 * protocol the client speaks (`Sec-WebSocket-Protocol: depot, access_token.<token>`; the
 * server answers with `depot`). Only upgrade requests are read this way: on plain HTTP a token
 * in the URL would land in logs and histories.
 */
export const TOKEN_SUBPROTOCOL_PREFIX = 'access_token.';

export function isWebsocketHandshake(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

export function handshakeToken(request: Pick<FastifyRequest, 'headers' | 'query'>): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const offered = request.headers['sec-websocket-protocol'] ?? '';
  for (const protocol of offered.split(',')) {
    const name = protocol.trim();
    if (
      name.startsWith(TOKEN_SUBPROTOCOL_PREFIX) &&
      name.length > TOKEN_SUBPROTOCOL_PREFIX.length
    ) {
      return name.slice(TOKEN_SUBPROTOCOL_PREFIX.length);
    }
  }
  return null;
}

/** The subprotocol the server answers with: the first offered that is not a token. */
export function chooseSubprotocol(offered: ReadonlySet<string>): string | false {
  for (const name of offered) if (!name.startsWith(TOKEN_SUBPROTOCOL_PREFIX)) return name;
  return false;
}
