import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadRequest } from '../errors';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The `response` schema of a route answering an .xlsx file. */
export const xlsxAnswer = {
  200: { description: 'xlsx', content: { [XLSX_TYPE]: { schema: z.unknown() } } },
};

/** The download's name: ASCII for old clients, and the caller's-language one (RFC 5987). */
export interface FileName {
  ascii: string;
  name: string;
}

function attachment({ ascii, name }: FileName): string {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Answers an .xlsx attachment, held in memory (a template) or streamed. */
export function sendXlsx(
  reply: FastifyReply,
  file: FileName,
  body: Buffer | Readable,
): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', attachment(file))
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Answers an .xlsx attachment written by `write` as it goes (an export): the answer starts at
 * once, and a failure half-way is logged and cuts the download rather than sending a
 * truncated file as if it were whole.
 */
export function streamXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileName,
  write: (out: Writable) => Promise<void>,
): FastifyReply {
  const stream = new PassThrough();
  write(stream).catch((err: unknown) => {
    request.log.error({ err, url: request.routeOptions.url }, 'xlsx export failed');
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return sendXlsx(reply, file, stream);
}

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The uploaded workbook of a multipart request (field `file`, an .xlsx of at most `maxMb`, or
 * with `csv` a .csv too): a clear 400 otherwise. The route's plugin registers
 * @fastify/multipart with that size limit.
 */
export async function uploadedXlsx(
  request: FastifyRequest,
  maxMb: number,
  { csv = false }: { csv?: boolean } = {},
): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequest('file.missing');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new BadRequest('file.missing');
  }
  if (!(csv ? /\.(xlsx|csv)$/i : /\.xlsx$/i).test(part.filename)) {
    part.file.resume();
    throw new BadRequest(csv ? 'import.notXlsxOrCsv' : 'import.notXlsx');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw new BadRequest('import.tooLarge', { max: maxMb });
    throw error;
  }
}
