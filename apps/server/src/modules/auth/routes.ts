import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { CaptchaService } from './captcha';
import {
  captchaQuery,
  clientConfigSchema,
  grantParams,
  socketTicketSchema,
  tokenRequestFields,
  tokenSetSchema,
} from './schema';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  captcha: CaptchaService;
}

/** Sign-in, refresh, sign-out, captcha and the browser's run-time settings (SPEC §7, DESIGN §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, captcha },
) => {
  app.get(
    '/auth/client-config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Settings the web client needs before sign-in',
        response: { 200: envelopeOf(clientConfigSchema) },
      },
    },
    async () => ok(auth.clientConfig()),
  );

  app.get(
    '/code',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'A sign-in captcha (SVG), valid once for 5 minutes',
        querystring: captchaQuery,
        response: {
          200: {
            description: 'The captcha image',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const svg = await captcha.issue(request.query.randomStr);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  app.post(
    '/auth/oauth/token',
    {
      config: { auth: 'public', demoAllowed: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (grant_type=password) or refresh (grant_type=refresh_token)',
        description:
          'Client credentials in `Authorization: Basic`. Fields in the query string or an ' +
          'application/x-www-form-urlencoded body. Answers RFC 6749 JSON, not an envelope.',
        security: [{ client: [] }],
        querystring: tokenRequestFields,
        body: tokenRequestFields.nullish(),
        response: { 200: tokenSetSchema },
      },
    },
    async (request, reply) => {
      const params = grantParams.parse({ ...request.query, ...request.body });
      const tokens = await auth.grant(params, {
        authorization: request.headers.authorization,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // RFC 6749 §5.1: token answers must not be cached.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return tokens;
    },
  );

  app.post(
    '/auth/socket-ticket',
    {
      // It writes a row, but the demo's message centre needs its socket too.
      config: { auth: 'user', demoAllowed: true },
      schema: {
        tags: ['auth'],
        summary: 'A single-use ticket that opens the notice websocket within seconds',
        description:
          'Open `/websocket/ws?ticket=<ticket>` with it: the access token itself never goes in ' +
          'a URL (proxy and access logs). Each handshake takes a new ticket.',
        response: { 200: envelopeOf(socketTicketSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await auth.issueSocketTicket(currentUser(request)));
    },
  );

  app.delete(
    '/auth/token/logout',
    {
      config: { auth: 'user', demoAllowed: true, beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes every token of this sign-in at once',
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await auth.logout(currentUser(request));
      return ok(true as const);
    },
  );
};
