import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../core/errors';

/** A plain host[:port] or [IPv6][:port]: nothing that could bend the address around it. */
const PLAIN_HOST = /^[a-z\d.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin a label's QR points at. DEPOT_PUBLIC_URL when set (the address people reach
 * Depot at, whatever address the label's printer used). Otherwise the address this request
 * came to as Fastify sees it: the socket and the Host header, or, with DEPOT_TRUST_PROXY on,
 * the proxy's X-Forwarded-Proto and X-Forwarded-Host. A Host that is not a plain host name is
 * refused: it would go into every label printed.
 */
export function labelOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | null,
): string {
  if (publicUrl) return publicUrl;
  if (!PLAIN_HOST.test(request.host)) throw new BadRequest('asset.labels.badHost');
  return `${request.protocol}://${request.host.toLowerCase()}`;
}
