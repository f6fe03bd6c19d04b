import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { resourceRoutes } from '../../core/resource/resource-routes';
import { postItemSchema } from '@depot/shared';
import { postResource, type PostService } from './post-service';

export const postRoutes: FastifyPluginAsyncZod<{ posts: PostService }> = async (app, { posts }) => {
  app.get(
    '/admin/post/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Every position (org picker tab)',
        response: { 200: envelopeOf(z.array(postItemSchema)) },
      },
    },
    async () => ok(await posts.list()),
  );
  await app.register(resourceRoutes(postResource, posts));
};
