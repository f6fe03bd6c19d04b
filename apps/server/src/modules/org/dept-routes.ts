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
  app.get(
    '/admin/dept/tree',
    {
      config: { permission: 'sys_dept_view' },
      schema: {
        tags: ['org'],
        summary: 'Departments as a tree (of one enterprise with entCode)',
        querystring: deptTreeQuery,
        response: { 200: envelopeOf(z.array(deptTreeSchema)) },
      },
    },
    async (request) => ok(await depts.tree(request.query.entCode)),
  );
  await app.register(recordRoutes(deptResource, depts));
};
