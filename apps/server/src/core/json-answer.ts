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
export const okJson = (dataJson: string): string => `{"code":0,"msg":null,"data":${dataJson}}`;

/** `okJson` as the bytes sent: for answers kept and sent many times. */
export const okBytes = (dataJson: string): Buffer => Buffer.from(okJson(dataJson));
