import {
  EAM_PERMISSIONS,
  REPAIR_ACTIONS,
  REPAIR_ACTION_PERMISSION,
  repairActionBodies,
  repairOrderCreateBody,
  repairOrderEditBody,
  repairTypeCreateBody,
  repairTypeEditBody,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { sendJson } from '../../core/json-answer';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  assigneeSchema,
  orderDetailSchema,
  orderParams,
  repairOrderSchema,
  repairPageQuery,
  repairTypeSchema,
  statsSchema,
} from './schema';
import type { EamService } from './service';
import { subOrderRoutes } from './suborder-routes';
import { transferRoutes } from './transfer-routes';

const tags = ['eam'];

/** `/eam`: repair orders, their actions, sub-orders, repair types, import and export. */
export const eamRoutes: FastifyPluginAsyncZod<{ eam: EamService }> = async (app, { eam }) => {
  app.get(
    '/eam/repair-order/page',
    {
      config: { permission: EAM_PERMISSIONS.view },
      schema: {
        tags,
        summary: 'Repair orders, filtered and sorted; durations and service-level flags as of now',
        querystring: repairPageQuery,
        response: { 200: envelopeOf(pageSchema(repairOrderSchema)) },
      },
    },
    // Sent as text: the answer's shape is the type's (list-cache.test.ts checks it against the
    // schema); the zod check of every record was a tenth of the call (issue #8).
    async (request, reply) =>
      sendJson(reply, await eam.orders.pageBytes(request.query, currentUser(request).scope)),
  );
  await app.register(
    actionRoutes(tags, [
      action('GET /eam/repair-order/stats', {
        permission: EAM_PERMISSIONS.view,
        summary: 'The home panel’s figures',
        reply: statsSchema,
        run: ({ user }) => eam.stats(user.scope),
      }),
      action('GET /eam/repair-order/assignees', {
        permission: EAM_PERMISSIONS.view,
        summary: 'Enabled users who may work on orders (eam_order_work)',
        reply: z.array(assigneeSchema),
        run: () => eam.assignees(),
      }),
      action('GET /eam/repair-order/:orderId', {
        permission: EAM_PERMISSIONS.view,
        summary: 'One order with its sub-orders and timeline',
        params: orderParams,
        reply: orderDetailSchema,
        run: ({ user, params }) => eam.orders.detail(user.scope, params.orderId),
      }),
      action('POST /eam/repair-order', {
        permission: EAM_PERMISSIONS.add,
        summary: 'Submits an order (code generated; the store’s address unless one is given)',
        body: repairOrderCreateBody,
        reply: repairOrderSchema,
        run: ({ user, body }) => eam.orders.create(user, body),
      }),
      action('PUT /eam/repair-order', {
        permission: EAM_PERMISSIONS.edit,
        summary: 'Changes an open order; 409 when its version is not the one given',
        body: repairOrderEditBody,
        reply: repairOrderSchema,
        run: ({ user, body }) => eam.orders.edit(user, body),
      }),
    ]),
  );
  for (const action of REPAIR_ACTIONS) {
    app.post(
      `/eam/repair-order/:orderId/${action}`,
      {
        config: { permission: REPAIR_ACTION_PERMISSION[action] },
        schema: {
          tags,
          summary: `The ${action} action; 409 when the status does not allow it or the version is stale`,
          params: orderParams,
          body: repairActionBodies[action],
          response: { 200: envelopeOf(repairOrderSchema) },
        },
      },
      async (request) =>
        ok(
          await eam.orders.act(currentUser(request), request.params.orderId, action, request.body),
        ),
    );
  }

  app.get(
    '/eam/repair-type/list',
    {
      config: { permission: EAM_PERMISSIONS.view },
      schema: { tags, response: { 200: envelopeOf(z.array(repairTypeSchema)) } },
    },
    async () => ok(await eam.types.list()),
  );
  app.post(
    '/eam/repair-type',
    {
      config: { permission: EAM_PERMISSIONS.sla },
      schema: { tags, body: repairTypeCreateBody, response: { 200: envelopeOf(repairTypeSchema) } },
    },
    async (request) => ok(await eam.types.create(currentUser(request), request.body)),
  );
  app.put(
    '/eam/repair-type',
    {
      config: { permission: EAM_PERMISSIONS.sla },
      schema: { tags, body: repairTypeEditBody, response: { 200: envelopeOf(repairTypeSchema) } },
    },
    async (request) => ok(await eam.types.edit(currentUser(request), request.body)),
  );

  await app.register(subOrderRoutes, { eam });
  await app.register(transferRoutes, { eam });
};
