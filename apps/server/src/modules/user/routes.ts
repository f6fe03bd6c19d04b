import { userEditBody } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { stringifyOnly } from '../../core/stringify-only';
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
      config: { auth: 'user' },
      serializerCompiler: stringifyOnly,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their role codes and permission keys',
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const info = await remember(user, 'info', () => users.getInfo(user));
      // The token was valid a moment ago; the user can only have been deleted since.
      if (!info) throw new Unauthorized();
      return ok(info);
    },
  );

  app.put(
    '/admin/user/edit',
    {
      config: { auth: 'user' },
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
