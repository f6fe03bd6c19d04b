import {
  PERMISSIONS,
  movementPageQuery,
  movementReverseBody,
  movementSchema,
  replenishmentSchema,
  stockAssetQuery,
  stockAssetRowSchema,
  stockOutBody,
  stockPageQuery,
  stockReservationQuery,
  stockReservationSchema,
  stockRowSchema,
  warehouseInCreateBody,
  warehouseInPageQuery,
  warehouseInSchema,
  warehouseInUpdateBody,
  warehouseSchema,
  warehouseTreeQuery,
  warehouseCategorySchema,
  warehouseStatsSchema,
  WAREHOUSE_STATS_URL,
  type WarehouseRecord,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { allPages, exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { recordRoutes, resourceRoutes } from '../../core/resource/resource-routes';
import type { StockService } from './service';
import { IN_SHEET_WORDS, warehouseInSheet } from './in-sheet';
import { SHEET_WORDS, ledgerSheet, stockSheet } from './sheets';
import type { ThresholdService } from './threshold-resource';
import { warehouseResource, type WarehouseService } from './warehouse-resource';

const tags = ['warehouse'];
const P = PERMISSIONS.warehouse;

type TreeNode = WarehouseRecord & { children: TreeNode[] };
const treeNode: z.ZodType<TreeNode> = warehouseSchema.extend({
  children: z.lazy(() => z.array(treeNode)),
});

/** `/ware`: warehouses, stock, the ledger, warehouse-ins and thresholds (docs/warehouses.md). */
export const warehouseRoutes: FastifyPluginAsyncZod<{
  warehouses: WarehouseService;
  stock: StockService;
  thresholds: ThresholdService;
}> = async (app, { warehouses, stock, thresholds }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /ware/warehouse/tree', {
        permission: P.warehouse.view,
        summary: 'The caller’s warehouses as trees (enabled only unless asked)',
        query: warehouseTreeQuery,
        reply: z.array(treeNode),
        run: ({ user, query }) => warehouses.tree(user.scope, query),
      }),
      action('GET /ware/category/list', {
        permission: [P.stock.view, P.ledger.view, P.warehouseIn.view, P.threshold.view],
        summary: 'The asset categories the warehouse pages pick from, in display order',
        reply: z.array(warehouseCategorySchema),
        run: () => stock.categories(),
      }),
      action('GET /ware/stock/page', {
        permission: P.stock.view,
        summary: 'Stock per warehouse × counted category (asOf: at the end of that day)',
        query: stockPageQuery,
        reply: pageSchema(stockRowSchema),
        run: ({ user, query }) => stock.stock(user, query),
      }),
      action('GET /ware/stock/reservations', {
        permission: P.stock.view,
        summary: 'The open reservations holding one stock row: which documents, how many',
        query: stockReservationQuery,
        reply: z.array(stockReservationSchema),
        run: ({ user, query }) => stock.reservations(user, query),
      }),
      action('GET /ware/stock/assets', {
        permission: P.stock.view,
        summary: 'Serialised assets by warehouse, category and model',
        query: stockAssetQuery,
        reply: pageSchema(stockAssetRowSchema),
        run: ({ user, query }) => stock.stockAssets(user, query),
      }),
      action('POST /ware/stock/out', {
        permission: P.stock.out,
        summary:
          'Issues counted stock, or returns it to its supplier, at once (409 with the figures when short)',
        body: stockOutBody,
        reply: z.array(movementSchema),
        run: ({ user, body }) => stock.out(user, body),
      }),
      action('GET /ware/movement/page', {
        permission: P.ledger.view,
        summary: 'The ledger of movements, newest first',
        query: movementPageQuery,
        reply: pageSchema(movementSchema),
        bytes: ({ user, query }) => stock.ledgerPage(user, query),
      }),
      action('GET /ware/movement/:id', {
        permission: P.ledger.view,
        summary: 'One movement (404 outside the caller’s warehouses)',
        params: idParams,
        reply: movementSchema,
        run: ({ user, params }) => stock.movement(user, params.id),
      }),
      action('POST /ware/movement/:id/reverse', {
        permission: P.ledger.reverse,
        summary:
          'Reverses a movement with a reason: a new row of the opposite quantity (once; never a reversal)',
        params: idParams,
        body: movementReverseBody,
        reply: movementSchema,
        run: ({ user, params, body }) => stock.reverse(user, params.id, body.reason),
      }),
      action('POST /ware/in', {
        permission: P.warehouseIn.add,
        summary: 'A new warehouse-in, submitted for approval at once',
        body: warehouseInCreateBody,
        reply: warehouseInSchema,
        run: ({ user, body }) => stock.createIn(user, body),
      }),
      action('GET /ware/in/page', {
        permission: P.warehouseIn.view,
        summary: 'Warehouse-ins of the caller’s warehouses and their own, newest first',
        query: warehouseInPageQuery,
        reply: pageSchema(warehouseInSchema),
        run: ({ user, query }) => stock.inPage(user, query),
      }),
      action('GET /ware/in/:id', {
        permission: P.warehouseIn.view,
        summary: 'One warehouse-in with its lines and assets',
        params: idParams,
        reply: warehouseInSchema,
        run: ({ user, params }) => stock.getIn(user, params.id),
      }),
      action('PUT /ware/in/:id', {
        permission: P.warehouseIn.add,
        summary: 'The applicant changes their warehouse-in sent back to them and resubmits it',
        params: idParams,
        body: warehouseInUpdateBody,
        reply: warehouseInSchema,
        run: ({ user, params, body }) => stock.editIn(user, params.id, body),
      }),
      action('GET /ware/threshold/:id/replenish', {
        permission: P.stock.view,
        summary: 'A low-stock notice’s offer: a warehouse-in prefilled with the shortfall',
        params: idParams,
        reply: replenishmentSchema,
        run: ({ user, params }) => thresholds.replenishment(params.id, user.scope),
      }),
    ]),
  );
  await app.register(recordRoutes(warehouseResource, warehouses));

  app.get(
    WAREHOUSE_STATS_URL,
    {
      config: { permission: P.stock.view },
      schema: {
        tags,
        summary:
          'The home panel: stock value and assets per warehouse, items below their threshold, open stocktakes and work orders',
        response: { 200: envelopeOf(warehouseStatsSchema) },
      },
    },
    async (request) => ok(await stock.stats(currentUser(request))),
  );
  await app.register(
    pagedExport({
      url: '/ware/stock/export',
      permission: P.stock.export,
      tags,
      summary: 'The filtered stock as .xlsx',
      query: stockPageQuery.omit({ current: true, size: true }),
      file: (language, day, query) =>
        exportFile('stock', SHEET_WORDS[language].stockFile, query.asOf ?? day),
      sheet: stockSheet,
      // One row per warehouse and item, without one key: read page by page.
      batches: async (request, query) =>
        allPages((current, size) => stock.stock(currentUser(request), { ...query, current, size })),
    }),
  );

  await app.register(
    pagedExport({
      url: '/ware/movement/export',
      permission: P.ledger.export,
      tags,
      summary: 'The filtered ledger as .xlsx',
      query: movementPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('stock-ledger', SHEET_WORDS[language].ledgerFile, day),
      sheet: ledgerSheet,
      batches: (request, query) => stock.ledgerBatches(currentUser(request), query),
    }),
  );

  await app.register(
    pagedExport({
      url: '/ware/in/export',
      permission: P.warehouseIn.export,
      tags,
      summary:
        'The filtered warehouse-ins as .xlsx (their items, statuses in the caller’s language)',
      query: warehouseInPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('warehouse-ins', IN_SHEET_WORDS[language].file, day),
      sheet: warehouseInSheet,
      batches: (request, query) => stock.inBatches(currentUser(request), query),
    }),
  );

  await app.register(resourceRoutes(thresholds.resource, thresholds));
};
