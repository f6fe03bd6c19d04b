import {
  PERMISSIONS,
  inTransitQuery,
  inTransitRowSchema,
  transferCancelBody,
  transferCreateBody,
  transferDetailSchema,
  transferPageQuery,
  transferReceiveBody,
  transferSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import type { TransferService } from './service';

const tags = ['warehouse'];
const P = PERMISSIONS.warehouse.transfer;

/** `/ware/transfer`: transfers between warehouses (docs/warehouses.md "Transfers"). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (
  app,
  { transfers },
) => {
  app.get(
    '/ware/transfer/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Transfers from or to the caller’s warehouses, newest first',
        querystring: transferPageQuery,
        response: { 200: envelopeOf(pageSchema(transferSchema)) },
      },
    },
    async (request) => ok(await transfers.page(currentUser(request), request.query)),
  );
  app.get(
    '/ware/transfer/in-transit',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Stock on its way: per destination warehouse × item, the quantity in transit',
        querystring: inTransitQuery,
        response: { 200: envelopeOf(z.array(inTransitRowSchema)) },
      },
    },
    async (request) => ok(await transfers.inTransit(currentUser(request), request.query)),
  );
  app.get(
    '/ware/transfer/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One transfer with its lines and the movements it posted',
        params: idParams,
        response: { 200: envelopeOf(transferDetailSchema) },
      },
    },
    async (request) => ok(await transfers.get(currentUser(request), request.params.id)),
  );
  app.post(
    '/ware/transfer',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary:
          'Sends counted items to another warehouse: the out movements post at once (409 with the figures when short)',
        body: transferCreateBody,
        response: { 200: envelopeOf(transferDetailSchema) },
      },
    },
    async (request) => ok(await transfers.send(currentUser(request), request.body)),
  );
  app.post(
    '/ware/transfer/:id/receive',
    {
      config: { permission: P.receive },
      schema: {
        tags,
        summary:
          'The destination receives what is outstanding, or part of it line by line: the in movements post (409 with the figures when more than outstanding)',
        params: idParams,
        body: transferReceiveBody,
        response: { 200: envelopeOf(transferDetailSchema) },
      },
    },
    async (request) =>
      ok(await transfers.receive(currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/ware/transfer/:id/cancel',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary:
          'Cancels a transfer nothing of which was received (its out movements are reversed), or returns the rest of a partly received one to the source, with a reason',
        params: idParams,
        body: transferCancelBody,
        response: { 200: envelopeOf(transferDetailSchema) },
      },
    },
    async (request) =>
      ok(await transfers.cancel(currentUser(request), request.params.id, request.body)),
  );
};
