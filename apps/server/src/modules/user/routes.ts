import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { Unauthorized } from '../../core/errors';
import { userInfoSchema } from './schema';
import type { UserService } from './service';

export interface UserRoutesOptions {
  users: UserService;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { users }) => {
  app.get(
    '/admin/user/info',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their role codes and permission keys',
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request) => {
      const info = await users.getInfo(currentUser(request).userId);
      // The token was valid a moment ago; the user can only have been deleted since.
      if (!info) throw new Unauthorized();
      return ok(info);
    },
  );
};
