import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import {
  postCreateBody,
  postItemSchema,
  postPageQuery,
  postRecordSchema,
  postUpdateBody,
} from './post-schema';
import type { PostService } from './post-service';

const done = envelopeOf(z.literal(true));

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
  app.get(
    '/admin/post/page',
    {
      config: { permission: 'sys_post_view' },
      schema: {
        tags: ['org'],
        querystring: postPageQuery,
        response: { 200: envelopeOf(pageSchema(postRecordSchema)) },
      },
    },
    async (request) => ok(await posts.page(request.query)),
  );
  app.get(
    '/admin/post/:id',
    {
      config: { permission: 'sys_post_view' },
      schema: { tags: ['org'], params: idParams, response: { 200: envelopeOf(postRecordSchema) } },
    },
    async (request) => ok(await posts.get(request.params.id)),
  );
  app.post(
    '/admin/post',
    {
      config: { permission: 'sys_post_add' },
      schema: {
        tags: ['org'],
        body: postCreateBody,
        response: { 200: envelopeOf(postRecordSchema) },
      },
    },
    async (request) => ok(await posts.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/post',
    {
      config: { permission: 'sys_post_edit' },
      schema: {
        tags: ['org'],
        body: postUpdateBody,
        response: { 200: envelopeOf(postRecordSchema) },
      },
    },
    async (request) => ok(await posts.update(currentUser(request), request.body)),
  );
  app.delete(
    '/admin/post/:id',
    {
      config: { permission: 'sys_post_del' },
      schema: {
        tags: ['org'],
        summary: 'Deletes a position nobody holds (409 otherwise)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await posts.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
