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
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { TransferService } from './service';
import { TRANSFER_SHEET_WORDS, transferSheet } from './sheet';

const tags = ['warehouse'];
const P = PERMISSIONS.warehouse.transfer;

/** `/ware/transfer`: transfers between warehouses (docs/warehouses.md "Transfers"). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (
  app,
  { transfers },
) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /ware/transfer/page', {
        permission: P.view,
        summary: 'Transfers from or to the caller’s warehouses, newest first',
        query: transferPageQuery,
        reply: pageSchema(transferSchema),
        run: ({ user, query }) => transfers.page(user, query),
      }),
      action('GET /ware/transfer/in-transit', {
        permission: P.view,
        summary: 'Stock on its way: per destination warehouse × item, the quantity in transit',
        query: inTransitQuery,
        reply: z.array(inTransitRowSchema),
        run: ({ user, query }) => transfers.inTransit(user, query),
      }),
      action('GET /ware/transfer/:id', {
        permission: P.view,
        summary: 'One transfer with its lines and the movements it posted',
        params: idParams,
        reply: transferDetailSchema,
        run: ({ user, params }) => transfers.get(user, params.id),
      }),
      action('POST /ware/transfer', {
        permission: P.add,
        summary:
          'Sends counted items to another warehouse: the out movements post at once (409 with the figures when short)',
        body: transferCreateBody,
        reply: transferDetailSchema,
        run: ({ user, body }) => transfers.send(user, body),
      }),
      action('POST /ware/transfer/:id/receive', {
        permission: P.receive,
        summary:
          'The destination receives what is outstanding, or part of it line by line: the in movements post (409 with the figures when more than outstanding)',
        params: idParams,
        body: transferReceiveBody,
        reply: transferDetailSchema,
        run: ({ user, params, body }) => transfers.receive(user, params.id, body),
      }),
      action('POST /ware/transfer/:id/cancel', {
        permission: P.add,
        summary:
          'Cancels a transfer nothing of which was received (its out movements are reversed), or returns the rest of a partly received one to the source, with a reason',
        params: idParams,
        body: transferCancelBody,
        reply: transferDetailSchema,
        run: ({ user, params, body }) => transfers.cancel(user, params.id, body),
      }),
    ]),
  );
  await app.register(
    pagedExport({
      url: '/ware/transfer/export',
      permission: P.export,
      tags,
      summary: 'The filtered transfers as .xlsx',
      query: transferPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('transfers', TRANSFER_SHEET_WORDS[language].file, day),
      sheet: transferSheet,
      batches: (request, query) => transfers.batches(currentUser(request), query),
    }),
  );
};
