import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from './envelope';
import { AppError } from './errors';
import { describeIssues, pathOf } from './validation';

/**
 * The one error handler (STYLE #12): named errors keep their status and message, bad input
 * is a 400 naming the field, anything else a 500 whose detail stays in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | z.ZodError, request, reply) => {
    if (error instanceof AppError) {
      request.log.debug({ errorId: error.id }, error.message);
      return reply.code(error.status).send(fail(error.message));
    }
    if (error instanceof z.ZodError) {
      return reply.code(400).send(fail(describeIssues(error.issues, 'input')));
    }
    if ('validation' in error && error.validation) {
      const issues = error.validation.map((v) => ({
        path: pathOf(v.instancePath),
        message: v.message ?? 'Invalid',
      }));
      return reply.code(400).send(fail(describeIssues(issues, error.validationContext ?? 'input')));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong media type) say nothing
    // about the server and help the caller: pass them on.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(fail(error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(
        fail(`unknown system error, report it to the administrator with request id ${request.id}`),
      );
  });
}
