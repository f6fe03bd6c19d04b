import rateLimit from '@fastify/rate-limit';
import { certificateSignBody, certificateViewSchema } from '@depot/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { TooMany } from '../../core/errors';
import type { Certificates } from './certificate';

const tags = ['asset-doc'];

/** Whatever the QR held: a wrong token of any shape is the certificate's own 404. */
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/**
 * The receiver's open calls (`/assertQrCode`): no sign-in, the certificate's token is the
 * credential. Both are limited to `perMinute` requests per client address (0: no limit), apart
 * from the server's general limit, because an open route that answers "no such token" could
 * otherwise be used to search for valid ones.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{
  certificates: Certificates;
  perMinute: number;
}> = async (app, { certificates, perMinute }) => {
  let limited: (request: FastifyRequest) => Promise<void> = async () => {};
  if (perMinute > 0) {
    // The plugin's counters, its own for these routes (registered here when the server's general
    // limit is off, which then registers none).
    if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
    const count = app.createRateLimit({ max: perMinute, timeWindow: '1 minute' });
    limited = async (request) => {
      const state = await count(request);
      if (!state.isAllowed && state.isExceeded) throw new TooMany(Math.max(1, state.ttlInSeconds));
    };
  }

  app.get(
    '/as/certificate/:token',
    {
      config: { auth: 'public' },
      onRequest: limited,
      schema: {
        tags,
        summary:
          'What a pickup certificate shows its receiver (open; a wrong, used or expired token is a 404)',
        params: tokenParams,
        response: { 200: envelopeOf(certificateViewSchema) },
      },
    },
    async (request) => ok(await certificates.view(request.params.token)),
  );

  app.post(
    '/as/certificate/:token/sign',
    {
      config: { auth: 'public' },
      onRequest: limited,
      schema: {
        tags,
        summary:
          'The receiver signs with their username, password and drawn signature (open; 426 with the tries left)',
        params: tokenParams,
        body: certificateSignBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await certificates.sign(request.params.token, request.body);
      return ok(null);
    },
  );
};
