import {
  PERMISSIONS,
  afterSaleCancelBody,
  afterSaleCloseBody,
  afterSaleReceiveBackBody,
  afterSaleCreateBody,
  afterSaleDetailSchema,
  afterSalePageQuery,
  afterSaleSchema,
  afterSaleWriteOffBody,
  purchaseVersionBody,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { afterSaleList, readAfterSaleDetail } from './after-sale-read';
import { AFTER_SALE_SHEET_WORDS, afterSaleSheet } from './after-sale-sheet';
import type { AfterSaleWriter } from './after-sale-write';

const tags = ['purchase'];
const P = PERMISSIONS.purchase.afterSale;

/**
 * `/purchase/after-sale`: after-sales orders against received sub-order lines, sent to the
 * supplier (a return-to-supplier movement), closed with a credit or the goods back in, or
 * cancelled while open (docs/purchasing.md "After-sales orders").
 */
export const afterSaleRoutes: FastifyPluginAsyncZod<{ db: Db; writer: AfterSaleWriter }> = async (
  app,
  { db, writer },
) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /purchase/after-sale/page', {
        permission: P.view,
        summary:
          'After-sales orders of the caller’s warehouses, by status, kind, supplier, sub-order, day or text',
        query: afterSalePageQuery,
        reply: pageSchema(afterSaleSchema),
        run: ({ user, query }) => afterSaleList.page(db, query, user.scope),
      }),
      action('GET /purchase/after-sale/:id', {
        permission: P.view,
        summary: 'One after-sales order with its files, movements and timeline',
        params: idParams,
        reply: afterSaleDetailSchema,
        run: ({ user, params }) => readAfterSaleDetail(db, params.id, user),
      }),
      action('POST /purchase/after-sale', {
        permission: P.add,
        summary:
          'An after-sales order against a received line (beyond received less what is under after-sales: 409 with the figures)',
        body: afterSaleCreateBody,
        reply: afterSaleDetailSchema,
        run: ({ user, body }) => writer.create(user, body),
      }),
      action('POST /purchase/after-sale/:id/send', {
        permission: P.add,
        summary:
          'The goods go to the supplier: a return-to-supplier movement out of the warehouse (short: 409)',
        params: idParams,
        body: purchaseVersionBody,
        reply: afterSaleDetailSchema,
        run: ({ user, params, body }) => writer.send(user, params.id, body.version),
      }),
      action('POST /purchase/after-sale/:id/close', {
        permission: P.add,
        summary:
          'Closes a sent one: a return records its credit; an exchange or repair takes the goods back in',
        params: idParams,
        body: afterSaleCloseBody,
        reply: afterSaleDetailSchema,
        run: ({ user, params, body }) => writer.close(user, params.id, body),
      }),
      action('POST /purchase/after-sale/:id/receive-back', {
        permission: P.add,
        summary:
          'Part of a sent exchange’s or repair’s goods came back (more than is still out: 409); the last part closes it',
        params: idParams,
        body: afterSaleReceiveBackBody,
        reply: afterSaleDetailSchema,
        run: ({ user, params, body }) => writer.receiveBack(user, params.id, body),
      }),
      action('POST /purchase/after-sale/:id/write-off', {
        permission: P.writeOff,
        summary:
          'Closes a sent exchange or repair whose rest never comes back, with a reason (no stock moves; a return or not sent: 409)',
        params: idParams,
        body: afterSaleWriteOffBody,
        reply: afterSaleDetailSchema,
        run: ({ user, params, body }) => writer.writeOff(user, params.id, body),
      }),
      action('POST /purchase/after-sale/:id/cancel', {
        permission: P.add,
        summary: 'Cancels an open one with a reason (sent: 409, the supplier has the goods)',
        params: idParams,
        body: afterSaleCancelBody,
        reply: afterSaleDetailSchema,
        run: ({ user, params, body }) => writer.cancel(user, params.id, body),
      }),
    ]),
  );
  await app.register(
    pagedExport({
      url: '/purchase/after-sale/export',
      permission: P.export,
      tags,
      summary: 'The filtered after-sales orders as .xlsx',
      query: afterSalePageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('after-sales-orders', AFTER_SALE_SHEET_WORDS[language].file, day),
      sheet: afterSaleSheet,
      batches: (request, query) => afterSaleList.batches(db, query, currentUser(request).scope),
    }),
  );
};
