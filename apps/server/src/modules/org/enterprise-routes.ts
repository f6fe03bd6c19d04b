import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams } from '../../core/pagination';
import {
  enterpriseCreateBody,
  enterpriseListQuery,
  enterpriseNodeSchema,
  enterpriseRecordSchema,
  enterpriseTreeSchema,
  enterpriseUpdateBody,
} from '@depot/shared';
import type { EnterpriseService } from './enterprise-service';

const done = envelopeOf(z.literal(true));

export const enterpriseRoutes: FastifyPluginAsyncZod<{ enterprises: EnterpriseService }> = async (
  app,
  { enterprises },
) => {
  app.get(
    '/as/enterprise/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Enterprises under parentEntCode (-1: the top level)',
        querystring: enterpriseListQuery,
        response: { 200: envelopeOf(z.array(enterpriseNodeSchema)) },
      },
    },
    async (request) => ok(await enterprises.list(request.query.parentEntCode)),
  );
  app.get(
    '/admin/enterprise/tree',
    {
      config: { permission: 'sys_ent_view' },
      schema: {
        tags: ['org'],
        summary: 'Every enterprise as a tree',
        response: { 200: envelopeOf(z.array(enterpriseTreeSchema)) },
      },
    },
    async () => ok(await enterprises.tree()),
  );
  app.get(
    '/admin/enterprise/:id',
    {
      config: { permission: 'sys_ent_view' },
      schema: {
        tags: ['org'],
        params: idParams,
        response: { 200: envelopeOf(enterpriseRecordSchema) },
      },
    },
    async (request) => ok(await enterprises.get(request.params.id)),
  );
  app.post(
    '/admin/enterprise',
    {
      config: { permission: 'sys_ent_add' },
      schema: {
        tags: ['org'],
        summary: 'Creates an enterprise (409 on a taken code)',
        body: enterpriseCreateBody,
        response: { 200: envelopeOf(enterpriseRecordSchema) },
      },
    },
    async (request) => ok(await enterprises.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/enterprise',
    {
      config: { permission: 'sys_ent_edit' },
      schema: {
        tags: ['org'],
        summary: 'Changes the given fields of an enterprise',
        body: enterpriseUpdateBody,
        response: { 200: envelopeOf(enterpriseRecordSchema) },
      },
    },
    async (request) => ok(await enterprises.update(currentUser(request), request.body)),
  );
  app.delete(
    '/admin/enterprise/:id',
    {
      config: { permission: 'sys_ent_del' },
      schema: {
        tags: ['org'],
        summary: 'Deletes an enterprise without sub-enterprises, departments or stores (409)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await enterprises.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
