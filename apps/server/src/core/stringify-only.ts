/**
 * A route's `serializerCompiler` for hot reads whose answer the service builds field by field
 * (toNotice, the counts, the menu tree): the answer is stringified without the zod response
 * check, which was about a third of such a request's work at 50 connections (issue #8). The
 * response schema stays on the route for the OpenAPI document; the route's tests check the
 * shape.
 */
export const stringifyOnly = () => (data: unknown) => JSON.stringify(data);
