import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  EAM_PERMISSIONS,
  SUBORDER_ACTIONS,
  subOrderActionBody,
  subOrderCreateBody,
  subOrderEditBody,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import {
  photoParams,
  subOrderDetailSchema,
  subOrderParams,
  subOrderSchema,
  versionQuery,
} from './schema';
import { sendStoredFile } from '../files/send-file';
import type { EamService } from './service';

const tags = ['eam'];

export const subOrderRoutes: FastifyPluginAsyncZod<{ eam: EamService }> = async (app, { eam }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /eam/repair-suborder/:subOrderId', {
        permission: EAM_PERMISSIONS.view,
        summary: 'One sub-order with its order and its timeline',
        params: subOrderParams,
        reply: subOrderDetailSchema,
        run: ({ user, params }) => eam.subOrders.detail(user.scope, params.subOrderId),
      }),
      action('POST /eam/repair-suborder', {
        permission: EAM_PERMISSIONS.subOrder,
        summary: 'Adds a sub-order to an open order',
        body: subOrderCreateBody,
        reply: subOrderSchema,
        run: ({ user, body }) => eam.subOrders.create(user, body),
      }),
      action('PUT /eam/repair-suborder', {
        permission: EAM_PERMISSIONS.subOrder,
        summary: 'Changes a sub-order; 409 when its version is not the one given',
        body: subOrderEditBody,
        reply: subOrderSchema,
        run: ({ user, body }) => eam.subOrders.edit(user, body),
      }),
    ]),
  );
  app.get(
    '/eam/repair-suborder/:subOrderId/photo/:fileId',
    {
      config: { permission: EAM_PERMISSIONS.view },
      schema: {
        tags,
        summary: 'A photo the sub-order holds (its bytes); 404 for any other file',
        params: photoParams,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await eam.subOrders.photo(
          currentUser(request).scope,
          request.params.subOrderId,
          request.params.fileId,
        ),
      ),
  );
  app.delete(
    '/eam/repair-suborder/:subOrderId',
    {
      config: { permission: EAM_PERMISSIONS.subOrder },
      schema: {
        tags,
        summary: 'Deletes a pending sub-order (?version=N)',
        params: subOrderParams,
        querystring: versionQuery,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => {
      await eam.subOrders.remove(
        currentUser(request),
        request.params.subOrderId,
        request.query.version,
      );
      return ok(true as const);
    },
  );
  for (const action of SUBORDER_ACTIONS) {
    app.post(
      `/eam/repair-suborder/:subOrderId/${action}`,
      {
        config: { permission: EAM_PERMISSIONS.subOrder },
        schema: {
          tags,
          params: subOrderParams,
          body: subOrderActionBody,
          response: { 200: envelopeOf(subOrderSchema) },
        },
      },
      async (request) =>
        ok(
          await eam.subOrders.act(
            currentUser(request),
            request.params.subOrderId,
            action,
            request.body,
          ),
        ),
    );
  }
};
