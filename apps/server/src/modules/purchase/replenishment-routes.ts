import {
  PERMISSIONS,
  orderWarehouseSchema,
  purchaseVersionBody,
  replenishmentCreateBody,
  replenishmentDetailSchema,
  replenishmentEditBody,
  replenishmentPageQuery,
  replenishmentReasonBody,
  replenishmentOrderSchema,
  replenishmentSuggestionQuery,
  replenishmentSuggestionSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { readOrderWarehouses } from './order-read';
import { readReplenishmentDetail, readSuggestions, replenishmentList } from './replenishment-read';
import { REPLENISHMENT_SHEET_WORDS, replenishmentSheet } from './replenishment-sheet';
import {
  cancelReplenishment,
  createReplenishment,
  declineReplenishment,
  editReplenishment,
  submitReplenishment,
  type ReplenishmentNotices,
} from './replenishment-write';

const tags = ['purchase'];
const R = PERMISSIONS.purchase.replenishment;
const O = PERMISSIONS.purchase.order;

/**
 * `/purchase/replenishment`: warehouse purchase orders (仓库采购单), a warehouse's replenishment
 * requests raised by its keepers and made into work orders by purchasers (`POST
 * /purchase/order` with `replenishmentId`; docs/purchasing.md "Warehouse purchase orders").
 */
export const replenishmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notices: ReplenishmentNotices;
}> = async (app, { db, notices }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /purchase/replenishment/page', {
        permission: R.view,
        summary: 'Warehouse purchase orders of the caller’s warehouses, newest first',
        query: replenishmentPageQuery,
        reply: pageSchema(replenishmentOrderSchema),
        run: ({ user, query }) => replenishmentList.page(db, query, user.scope),
      }),
      action('GET /purchase/replenishment/warehouses', {
        permission: [R.view, R.add],
        summary: 'The enabled warehouses of the caller’s scope a request may be raised for',
        reply: z.array(orderWarehouseSchema),
        run: ({ user }) => readOrderWarehouses(db, user.scope),
      }),
      action('GET /purchase/replenishment/suggestions', {
        // Keepers raising a request, purchasers filling a work order in from it.
        permission: [R.add, O.add],
        summary:
          'The warehouse’s low-stock shortfalls with the SKUs stocked as each short category and each SKU’s offer',
        query: replenishmentSuggestionQuery,
        reply: z.array(replenishmentSuggestionSchema),
        run: ({ user, query }) => readSuggestions(db, user.scope, query.warehouseId),
      }),
      action('GET /purchase/replenishment/:id', {
        permission: R.view,
        summary: 'One warehouse purchase order with its lines, work orders and timeline',
        params: idParams,
        reply: replenishmentDetailSchema,
        run: ({ user, params }) => readReplenishmentDetail(db, params.id, user),
      }),
      action('POST /purchase/replenishment', {
        permission: R.add,
        summary: 'A warehouse purchase order (a draft, or submitted at once)',
        body: replenishmentCreateBody,
        reply: replenishmentDetailSchema,
        run: ({ user, body }) => createReplenishment(db, notices, user, body),
      }),
      action('PUT /purchase/replenishment/:id', {
        permission: R.add,
        summary:
          'The applicant edits their draft at its version: warehouse, day needed, note and lines replaced (submitted at once with `submit: true`)',
        params: idParams,
        body: replenishmentEditBody,
        reply: replenishmentDetailSchema,
        run: ({ user, params, body }) => editReplenishment(db, notices, user, params.id, body),
      }),
      action('POST /purchase/replenishment/:id/submit', {
        permission: R.add,
        summary: 'The applicant submits their draft to the purchasers',
        params: idParams,
        body: purchaseVersionBody,
        reply: replenishmentDetailSchema,
        run: ({ user, params, body }) =>
          submitReplenishment(db, notices, user, params.id, body.version),
      }),
      action('POST /purchase/replenishment/:id/cancel', {
        permission: R.add,
        summary: 'The applicant cancels their draft or submitted request, with a reason',
        params: idParams,
        body: replenishmentReasonBody,
        reply: replenishmentDetailSchema,
        run: ({ user, params, body }) => cancelReplenishment(db, user, params.id, body),
      }),
      action('POST /purchase/replenishment/:id/decline', {
        permission: O.add,
        summary: 'A purchaser declines a submitted request, with a reason',
        params: idParams,
        body: replenishmentReasonBody,
        reply: replenishmentDetailSchema,
        run: ({ user, params, body }) => declineReplenishment(db, notices, user, params.id, body),
      }),
    ]),
  );
  await app.register(
    pagedExport({
      url: '/purchase/replenishment/export',
      permission: R.export,
      tags,
      summary: 'The filtered warehouse purchase orders as .xlsx',
      query: replenishmentPageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('warehouse-purchase-orders', REPLENISHMENT_SHEET_WORDS[language].file, day),
      sheet: replenishmentSheet,
      batches: (request, query) => replenishmentList.batches(db, query, currentUser(request).scope),
    }),
  );
};
