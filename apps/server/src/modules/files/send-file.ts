import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * A stored file's bytes as the answer: its own type and size, never sniffed, run as a page or
 * kept in a shared cache. `disposition` is `inline` for a picture shown on a page, or the
 * attachment header naming the file (`contentDisposition`) for a download.
 */
export function sendStoredFile(
  reply: FastifyReply,
  { file, stream }: { file: { type: string; size: number }; stream: Readable },
  disposition = 'inline',
) {
  return reply
    .header('content-type', file.type)
    .header('content-length', file.size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(stream);
}
