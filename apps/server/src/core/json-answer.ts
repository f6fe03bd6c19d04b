import type { FastifyReply } from 'fastify';

/**
 * Answers built as JSON text once and sent as they are, for hot reads (issue #8): the drawer's
 * list and counts the database writes, a sign-in's menu and info kept in memory. A string
 * answer skips the route's serializer (no zod response check, no stringify on every call);
 * the response schema stays on the route for the OpenAPI document and the route's tests check
 * the shape. A Buffer is sent as it is: an answer kept as bytes is not measured and encoded
 * again on every call (issue #14: a kept list page's 7 KB were a tenth of its time).
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** `{ code: 0, msg: null, data }` around `data` that is already JSON text. */
const okJson = (dataJson: string): string => `{"code":0,"msg":null,"data":${dataJson}}`;

/** `okJson` as the bytes sent: for answers kept and sent many times. */
export const okBytes = (dataJson: string): Buffer => Buffer.from(okJson(dataJson));

/**
 * An answer's `data` kept as JSON text, with the envelope's bytes made the first time it is
 * sent and sent as they are after that (issue #14: a string answer is measured and encoded
 * to UTF-8 on every call, a tenth of a kept list page's time with its Chinese text).
 */
export class KeptAnswer {
  private sent: Buffer | null = null;

  constructor(readonly json: string) {}

  /** `{ code: 0, msg: null, data }` as the bytes sent. */
  get bytes(): Buffer {
    return (this.sent ??= okBytes(this.json));
  }
}
