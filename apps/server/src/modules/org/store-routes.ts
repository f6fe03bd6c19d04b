import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import {
  storeCreateBody,
  storeItemSchema,
  storeListQuery,
  storePageQuery,
  storeRecordSchema,
  storeUpdateBody,
} from '@depot/shared';
import type { StoreService } from './store-service';

const done = envelopeOf(z.literal(true));

export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService }> = async (
  app,
  { stores },
) => {
  app.get(
    '/admin/store/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Stores (pickers), by enterprise or region',
        querystring: storeListQuery,
        response: { 200: envelopeOf(z.array(storeItemSchema)) },
      },
    },
    async (request) => ok(await stores.list(request.query)),
  );
  app.get(
    '/admin/store/page',
    {
      config: { permission: 'sys_store_view' },
      schema: {
        tags: ['org'],
        querystring: storePageQuery,
        response: { 200: envelopeOf(pageSchema(storeRecordSchema)) },
      },
    },
    async (request) => ok(await stores.page(request.query)),
  );
  app.get(
    '/admin/store/:id',
    {
      config: { permission: 'sys_store_view' },
      schema: {
        tags: ['org'],
        params: idParams,
        response: { 200: envelopeOf(storeRecordSchema) },
      },
    },
    async (request) => ok(await stores.get(request.params.id)),
  );
  app.post(
    '/admin/store',
    {
      config: { permission: 'sys_store_add' },
      schema: {
        tags: ['org'],
        body: storeCreateBody,
        response: { 200: envelopeOf(storeRecordSchema) },
      },
    },
    async (request) => ok(await stores.create(currentUser(request), request.body)),
  );
  app.put(
    '/admin/store',
    {
      config: { permission: 'sys_store_edit' },
      schema: {
        tags: ['org'],
        body: storeUpdateBody,
        response: { 200: envelopeOf(storeRecordSchema) },
      },
    },
    async (request) => ok(await stores.update(currentUser(request), request.body)),
  );
  app.delete(
    '/admin/store/:id',
    {
      config: { permission: 'sys_store_del' },
      schema: {
        tags: ['org'],
        summary: 'Deletes a store nothing refers to (409 otherwise)',
        params: idParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await stores.remove(currentUser(request), request.params.id);
      return ok(true as const);
    },
  );
};
