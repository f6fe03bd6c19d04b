import type { FastifyRequest } from 'fastify';

/**
 * A browser can't set headers on a websocket, so its handshake carries a ticket in the query
 * (`?ticket=…`, from POST /auth/socket-ticket): used up by the handshake, dead within seconds,
 * so a URL in a proxy's log holds nothing worth stealing. The access token is never read from a
 * URL (issue #15); programs that can set headers send `Authorization: Bearer` instead.
 */
export function isWebsocketHandshake(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

export function handshakeTicket(request: Pick<FastifyRequest, 'query'>): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const ticket = query?.ticket;
  return typeof ticket === 'string' && ticket ? ticket : null;
}
