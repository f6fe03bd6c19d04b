import { action, actionRoutes } from '../../core/resource/action-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { recordRoutes } from '../../core/resource/resource-routes';
import { deptListQuery, deptNodeSchema, deptTreeQuery, deptTreeSchema } from '@depot/shared';
import { deptResource, type DeptService } from './dept-service';

export const deptRoutes: FastifyPluginAsyncZod<{ depts: DeptService }> = async (app, { depts }) => {
  app.get(
    '/admin/dept/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Departments by entCode and/or parentId (0: the top ones)',
        querystring: deptListQuery,
        response: { 200: envelopeOf(z.array(deptNodeSchema)) },
      },
    },
    async (request) => ok(await depts.list(request.query)),
  );
  await app.register(
    actionRoutes(
      ['org'],
      [
        action('GET /admin/dept/tree', {
          permission: 'sys_dept_view',
          summary: 'Departments as a tree (of one enterprise with entCode)',
          query: deptTreeQuery,
          reply: z.array(deptTreeSchema),
          run: ({ query }) => depts.tree(query.entCode),
        }),
      ],
    ),
  );
  await app.register(recordRoutes(deptResource, depts));
};
