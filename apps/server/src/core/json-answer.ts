import type { FastifyReply } from 'fastify';

/**
 * Answers built as JSON text once and sent as they are, for hot reads (issue #8): the drawer's
 * list and counts the database writes, a sign-in's menu and info kept in memory. A string
 * answer skips the route's serializer (no zod response check, no stringify on every call);
 * the response schema stays on the route for the OpenAPI document and the route's tests check
 * the shape.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** `{ code: 0, msg: null, data }` around `data` that is already JSON text. */
export const okJson = (dataJson: string): string => `{"code":0,"msg":null,"data":${dataJson}}`;
