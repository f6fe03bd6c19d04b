import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { BadRequest } from '../../core/errors';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { PasswordCheck } from './password-check';
import { familyParams, onlineQuery, onlineSessionSchema } from '@depot/shared';
import { unlockBody } from './session-schema';
import type { SessionControl } from './sessions';

export interface SessionRoutesOptions {
  sessions: SessionControl;
  passwords: PasswordCheck;
}

/** The lock screen, and live sign-ins for the administrator (online users). */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { sessions, passwords },
) => {
  app.post(
    '/auth/unlock',
    {
      // Checking a password changes nothing but the lockout count.
      config: { auth: 'user', demoAllowed: true },
      schema: {
        tags: ['auth'],
        summary: "Lock screen: checks the signed-in user's password (counts toward the lockout)",
        body: unlockBody,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      if (!(await passwords.confirm(currentUser(request), request.body.password))) {
        throw new BadRequest('auth.unlockWrong');
      }
      return ok(true as const);
    },
  );

  await app.register(
    actionRoutes(
      ['online'],
      [
        action('GET /admin/online/page', {
          permission: 'sys_online_view',
          summary: 'Live sign-ins (token families): who, client, address, signed in, last used',
          query: onlineQuery,
          reply: pageSchema(onlineSessionSchema),
          run: ({ query }) => sessions.page(query),
        }),
      ],
    ),
  );

  app.delete(
    '/admin/online/:familyId',
    {
      config: { permission: 'sys_online_kick' },
      schema: {
        tags: ['online'],
        summary: 'Signs one session out at once',
        params: familyParams,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await sessions.kick(currentUser(request), request.params.familyId);
      return ok(true as const);
    },
  );
};
