import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_MESSAGE_TEXTS } from '@depot/shared';
import { isDataException } from './db-errors';
import { fail } from './envelope';
import { AppError } from './errors';
import { requestLanguage, translate, type Language } from './i18n';
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
      const answer = fail(translate(language, error.key, error.params));
      // A refusal the client acts on names its reason in data (the msg is worded for people).
      if ('reason' in error)
        return reply.code(error.status).send({ ...answer, data: { reason: error.reason } });
      // …or what else it needs to act (the tries a pickup certificate has left).
      if ('data' in error) return reply.code(error.status).send({ ...answer, data: error.data });
      return reply.code(error.status).send(answer);
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
    // Fastify's own client errors (bad JSON, body too large, wrong media type): the caller's
    // mistake, worded in their language like every other answer.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .slice(0, 100);
      return reply.code(status).send(fail(clientErrorText(error, status, type, language)));
    }
    // Validation let through a value the database refuses: still the caller's input, so a
    // 400, but logged, because a schema should have caught it with a clearer message.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.code(400).send(fail(translate(language, 'error.badValue')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(fail(translate(language, 'error.unknown', { requestId: request.id })));
  });
}

/** The words of a Fastify client error (its own messages are English only). */
function clientErrorText(
  error: FastifyError | AppError | z.ZodError,
  status: number,
  type: string,
  language: Language,
): string {
  const code = 'code' in error ? String(error.code) : '';
  if (status === 413) return translate(language, 'error.bodyTooLarge');
  if (status === 415) return translate(language, 'error.mediaType', { type: type || '-' });
  if (code.includes('JSON') || error instanceof SyntaxError) {
    return translate(language, 'error.badJson');
  }
  if (status === 404) return translate(language, 'error.notFound');
  return translate(language, 'error.badRequest');
}

/**
 * Errors the router meets before any route or hook runs (an address that is not valid
 * percent-encoding, a path part longer than the router takes): answered in the same envelope
 * and language as every other failure. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = requestLanguage(request);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : (error.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected router error');
    void reply
      .code(500)
      .send(fail(translate(language, 'error.unknown', { requestId: request.id })));
    return;
  }
  void reply
    .code(status)
    .send(fail(translate(language, tooLong ? 'error.urlTooLong' : 'error.badUrl')));
}
