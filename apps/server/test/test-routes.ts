import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionKey } from '@depot/shared';
import { ok } from '../src/core/envelope';

/** Routes that exist only in test apps, to exercise what every route goes through. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/echo',
    {
      config: { auth: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(2),
          lines: z.array(z.object({ qty: z.number().int().positive() })).optional(),
        }),
      },
    },
    async (request) => ok(request.body),
  );

  app.get('/test/boom', { config: { auth: 'public' } }, async () => {
    throw new Error('connect ECONNREFUSED postgres://depot:s3cret@db:5432');
  });

  app.post('/test/write', { config: { auth: 'user' } }, async () => ok(true));

  // A key no migration seeds (access.test.ts grants it by hand), hence outside PermissionKey.
  const guarded = 'test_guarded' as PermissionKey;
  app.get('/test/guarded', { config: { permission: guarded } }, async () => ok('allowed'));
};
