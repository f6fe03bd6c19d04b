import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROFILE_MESSAGE_TEXTS } from '@depot/shared';
import { fail } from './envelope';
import { AppError } from './errors';
import { requestLanguage, translate } from './i18n';
import { describeIssues, pathOf, type FieldIssue, type KeyTranslator } from './validation';

/** Message keys of rules shared with the client (packages/shared), with their texts. */
const sharedKeys: KeyTranslator = (key, language) =>
  (PROFILE_MESSAGE_TEXTS[language] as Record<string, string | undefined>)[key];

/**
 * The one error handler (STYLE #12): named errors keep their status and are worded in the
 * caller's language, bad input is a 400 naming the field, anything else a 500 whose detail
 * stays in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | z.ZodError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      request.log.debug({ errorId: error.id }, error.message);
      return reply.code(error.status).send(fail(translate(language, error.key, error.params)));
    }
    if (error instanceof z.ZodError) {
      const issues = error.issues as unknown as FieldIssue[];
      return reply.code(400).send(fail(describeIssues(issues, 'input', language, sharedKeys)));
    }
    if ('validation' in error && error.validation) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        path: pathOf(v.instancePath),
        message: v.message ?? 'Invalid',
      }));
      const context = error.validationContext ?? 'input';
      return reply.code(400).send(fail(describeIssues(issues, context, language, sharedKeys)));
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
      .send(fail(translate(language, 'error.unknown', { requestId: request.id })));
  });
}
