import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams } from '../../core/pagination';
import {
  deptCreateBody,
  deptListQuery,
  deptNodeSchema,
  deptRecordSchema,
  deptTreeQuery,
  deptTreeSchema,
  deptUpdateBody,
} from '@depot/shared';
import type { DeptService } from './dept-service';

const done = envelopeOf(z.literal(true));

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
  app.get(
    '/admin/dept/:id',
    {
      config: { permission: 'sys_dept_view' },
      schema: { tags: ['org'], params: idParams, response: { 200: envelopeOf(deptRecordSchema) } },
    },
    async (request) => ok(await depts.get(request.params.id)),
  );
  app.post(
    '/admin/dept',
    {
      config: { permission: 'sys_dept_add' },
      schema: {
        tags: ['org'],
        summary: 'Creates a department (parentId 0 with entCode: a top one)',
        body: deptCreateBody,
        response: { 200: envelopeOf(deptRecordSchema) },
      },
    },
    async (request) => ok(await depts.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/dept',
    {
      config: { permission: 'sys_dept_edit' },
      schema: {
        tags: ['org'],
        summary: 'Changes name, sort or parent (within its enterprise)',
        body: deptUpdateBody,
        response: { 200: envelopeOf(deptRecordSchema) },
      },
    },
    async (request) => ok(await depts.update(currentUser(request), request.body)),
  );
  app.delete(
    '/admin/dept/:id',
    {
      config: { permission: 'sys_dept_del' },
      schema: {
        tags: ['org'],
        summary: 'Deletes a department without sub-departments or users (409)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await depts.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
