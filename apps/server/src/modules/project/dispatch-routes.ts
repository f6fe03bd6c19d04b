import {
  PERMISSIONS,
  dispatchCancelBody,
  dispatchCreateBody,
  dispatchDetailSchema,
  dispatchPageQuery,
  dispatchSchema,
  dispatchStepBody,
  idParams,
  orderWarehouseSchema,
  catalogueOptionQuery,
  skuOptionSchema,
  supplierOptionSchema,
  skuOrderCreateBody,
  skuOrderDetailSchema,
  skuOrderIssueBody,
  skuOrderPageQuery,
  skuOrderReasonBody,
  skuOrderReserveBody,
  skuOrderSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { dispatchList, readDispatchDetail } from './dispatch-read';
import { DISPATCH_SHEET_WORDS, dispatchSheet } from './dispatch-sheet';
import type { DispatchWrites } from './dispatch-write';
import { pageSkuOptions, pageSupplierOptions } from '../purchase/catalogue-options';
import { readOrderWarehouses } from '../purchase/order-read';
import { readSkuOrderDetail, readSkuOrderPage } from './sku-order-read';
import type { SkuOrderWrites } from './sku-order-write';

const tags = ['project'];
const P = PERMISSIONS.project;

/**
 * `/item/sku-order` and `/item/dispatch`: a project's SKU orders (served from stock or through
 * purchasing) and the dispatch centre (docs/projects.md, "SKU orders and dispatches").
 */
export const dispatchRoutes: FastifyPluginAsyncZod<{
  db: Db;
  skuOrders: SkuOrderWrites;
  dispatches: DispatchWrites;
}> = async (app, { db, skuOrders, dispatches }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/sku-order/page', {
        permission: P.view,
        summary: 'A project’s SKU orders, newest first',
        query: skuOrderPageQuery,
        reply: pageSchema(skuOrderSchema),
        run: ({ user, query }) => readSkuOrderPage(db, query, user),
      }),
      action('GET /item/sku-order/detail', {
        permission: P.view,
        summary: 'One SKU order: lines with offers, its ledger rows, work orders, timeline',
        query: idParams,
        reply: skuOrderDetailSchema,
        run: ({ user, query }) => readSkuOrderDetail(db, query.id, user),
      }),
      action('POST /item/sku-order/add', {
        permission: P.skuOrder,
        summary: 'A SKU order of a project (optionally of a stage): SKUs and quantities, open',
        body: skuOrderCreateBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.add(user, body),
      }),
      action('GET /item/sku-order/skus', {
        permission: P.skuOrder,
        summary: 'The enabled SKUs a SKU order may ask for: the first matches of `q`, by code',
        query: catalogueOptionQuery,
        reply: pageSchema(skuOptionSchema),
        run: ({ query }) => pageSkuOptions(db, query),
      }),
      action('GET /item/sku-order/warehouses', {
        permission: P.skuIssue,
        summary: 'The enabled warehouses of the caller’s scope a SKU order may be issued from',
        reply: z.array(orderWarehouseSchema),
        run: ({ user }) => readOrderWarehouses(db, user.scope),
      }),
      action('POST /item/sku-order/issue', {
        permission: P.skuIssue,
        summary: 'An open SKU order served from a warehouse’s stock (out movements)',
        body: skuOrderIssueBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.issue(user, body),
      }),
      action('POST /item/sku-order/reserve', {
        permission: P.skuIssue,
        summary:
          'An open SKU order’s quantities reserved at a warehouse until it is issued or the hold lapses (partly, with partial)',
        body: skuOrderReserveBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.reserve(user, body),
      }),
      action('POST /item/sku-order/release', {
        permission: P.skuIssue,
        summary: 'An open SKU order lets go of the stock it reserved, with a reason',
        body: skuOrderReasonBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.release(user, body),
      }),
      action('POST /item/sku-order/return', {
        permission: P.skuIssue,
        summary: 'An issued SKU order’s materials back into the warehouse (reversals)',
        body: skuOrderReasonBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.return(user, body),
      }),
      action('POST /item/sku-order/cancel', {
        permission: P.skuOrder,
        summary: 'An open SKU order cancelled with a reason',
        body: skuOrderReasonBody,
        reply: skuOrderDetailSchema,
        run: ({ user, body }) => skuOrders.cancel(user, body),
      }),
      action('GET /item/dispatch/page', {
        permission: P.view,
        summary: 'The dispatch centre: dispatches of the projects the caller sees',
        query: dispatchPageQuery,
        reply: pageSchema(dispatchSchema),
        run: ({ user, query }) => dispatchList.page(db, query, user.scope),
      }),
      action('GET /item/dispatch/detail', {
        permission: P.view,
        summary: 'One dispatch: stage, crew or supplier, materials, timeline',
        query: idParams,
        reply: dispatchDetailSchema,
        run: ({ user, query }) => readDispatchDetail(db, query.id, user),
      }),
      action('GET /item/dispatch/suppliers', {
        permission: P.dispatch,
        summary: 'The enabled suppliers a dispatch may send: the first matches of `q`, by name',
        query: catalogueOptionQuery,
        reply: pageSchema(supplierOptionSchema),
        run: ({ query }) => pageSupplierOptions(db, query),
      }),
      action('POST /item/dispatch/add', {
        permission: P.dispatch,
        summary: 'A crew or supplier planned for a stage, with a SKU order’s materials',
        body: dispatchCreateBody,
        reply: dispatchDetailSchema,
        run: ({ user, body }) => dispatches.add(user, body),
      }),
      action('POST /item/dispatch/dispatch', {
        permission: P.dispatch,
        summary: 'A planned dispatch sent (its materials out of the warehouse or arrived)',
        body: dispatchStepBody,
        reply: dispatchDetailSchema,
        run: ({ user, body }) => dispatches.dispatch(user, body),
      }),
      action('POST /item/dispatch/finish', {
        permission: P.dispatch,
        summary: 'A dispatched crew or supplier’s work done',
        body: dispatchStepBody,
        reply: dispatchDetailSchema,
        run: ({ user, body }) => dispatches.finish(user, body),
      }),
      action('POST /item/dispatch/cancel', {
        permission: P.dispatch,
        summary: 'A planned or dispatched dispatch cancelled with a reason',
        body: dispatchCancelBody,
        reply: dispatchDetailSchema,
        run: ({ user, body }) => dispatches.cancel(user, body),
      }),
    ]),
  );

  await app.register(
    pagedExport({
      url: '/item/dispatch/export',
      permission: P.export,
      tags,
      summary: 'The dispatch centre’s list, filtered as it is, as .xlsx',
      query: dispatchPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('dispatches', DISPATCH_SHEET_WORDS[language].file, day),
      sheet: dispatchSheet,
      batches: (request, query) => dispatchList.batches(db, query, currentUser(request).scope),
    }),
  );
};
