import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Types worth compressing: text, JSON, JavaScript, XML and SVG. Everything else is either
 * compressed already (xlsx and docx are zip files, images, PDFs) or unknown bytes, and
 * compressing it again only spends CPU.
 */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/([\w.+-]+\+)?(json|javascript|xml)\b|image\/svg\+xml\b)/i;

/**
 * Compresses API answers on the fly (brotli at a quality fit for live traffic, or gzip) when the
 * client accepts it. Routes registered before this plugin are left alone: the built client is
 * registered first and serves the build's precompressed files instead (core/web-client.ts). A
 * websocket upgrade never goes through a reply, so it is never touched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies stay as sent: no client of Depot compresses them.
    globalDecompression: false,
  });
}
