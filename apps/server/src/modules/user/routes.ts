import { userEditBody } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { okBytes, sendJson } from '../../core/json-answer';
import { Unauthorized } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { ProfileService } from './profile';
import { userInfoSchema } from './schema';
import type { UserService } from './service';

export interface UserRoutesOptions {
  users: UserService;
  profile: ProfileService;
  /** Per-sign-in memo (auth service): the info is read once per cached sign-in. */
  remember: <T>(user: AuthUser, key: string, compute: () => Promise<T>) => Promise<T>;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { users, profile, remember },
) => {
  app.get(
    '/admin/user/info',
    {
      config: { auth: 'user', beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their role codes and permission keys',
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Written once per cached sign-in, sent as it is after that.
      const answer = await remember(user, 'info', async () => {
        const info = await users.getInfo(user);
        return info && okBytes(JSON.stringify(info));
      });
      // The token was valid a moment ago; the user can only have been deleted since.
      if (!answer) throw new Unauthorized();
      return sendJson(reply, answer);
    },
  );

  app.put(
    '/admin/user/edit',
    {
      config: { auth: 'user', beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user changes their own profile and, optionally, password',
        description:
          "username must be the caller's own (403 otherwise). With password, newpassword1 and " +
          'newpassword2 the password changes: the old one is checked (wrong answers count ' +
          'toward the sign-in lockout), passwordUpdated becomes 1 and every other sign-in ends.',
        body: userEditBody,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await profile.edit(currentUser(request), request.body);
      return ok(true as const);
    },
  );
};
