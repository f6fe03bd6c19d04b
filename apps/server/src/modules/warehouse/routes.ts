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
import { exportDay, exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { recordRoutes, resourceRoutes } from '../../core/resource/resource-routes';
import type { StockService } from './service';
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
  app.get(
    '/ware/warehouse/tree',
    {
      config: { permission: P.warehouse.view },
      schema: {
        tags,
        summary: 'The caller’s warehouses as trees (enabled only unless asked)',
        querystring: warehouseTreeQuery,
        response: { 200: envelopeOf(z.array(treeNode)) },
      },
    },
    async (request) => ok(await warehouses.tree(currentUser(request).scope, request.query)),
  );
  await app.register(recordRoutes(warehouseResource, warehouses));

  app.get(
    '/ware/category/list',
    {
      config: {
        permission: [P.stock.view, P.ledger.view, P.warehouseIn.view, P.threshold.view],
      },
      schema: {
        tags,
        summary: 'The asset categories the warehouse pages pick from, in display order',
        response: { 200: envelopeOf(z.array(warehouseCategorySchema)) },
      },
    },
    async () => ok(await stock.categories()),
  );

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
  app.get(
    '/ware/stock/page',
    {
      config: { permission: P.stock.view },
      schema: {
        tags,
        summary: 'Stock per warehouse × counted category (asOf: at the end of that day)',
        querystring: stockPageQuery,
        response: { 200: envelopeOf(pageSchema(stockRowSchema)) },
      },
    },
    async (request) => ok(await stock.stock(currentUser(request), request.query)),
  );
  await app.register(
    pagedExport({
      url: '/ware/stock/export',
      permission: P.stock.export,
      tags,
      summary: 'The filtered stock as .xlsx',
      query: stockPageQuery.omit({ current: true, size: true }),
      file: (language, query) =>
        exportFile('stock', SHEET_WORDS[language].stockFile, query.asOf ?? exportDay()),
      sheet: stockSheet,
      read: (request, page) => stock.stock(currentUser(request), page),
    }),
  );
  app.get(
    '/ware/stock/assets',
    {
      config: { permission: P.stock.view },
      schema: {
        tags,
        summary: 'Serialised assets by warehouse, category and model',
        querystring: stockAssetQuery,
        response: { 200: envelopeOf(pageSchema(stockAssetRowSchema)) },
      },
    },
    async (request) => ok(await stock.stockAssets(currentUser(request), request.query)),
  );
  app.post(
    '/ware/stock/out',
    {
      config: { permission: P.stock.out },
      schema: {
        tags,
        summary:
          'Issues counted stock, or returns it to its supplier, at once (409 with the figures when short)',
        body: stockOutBody,
        response: { 200: envelopeOf(z.array(movementSchema)) },
      },
    },
    async (request) => ok(await stock.out(currentUser(request), request.body)),
  );

  app.get(
    '/ware/movement/page',
    {
      config: { permission: P.ledger.view },
      schema: {
        tags,
        summary: 'The ledger of movements, newest first',
        querystring: movementPageQuery,
        response: { 200: envelopeOf(pageSchema(movementSchema)) },
      },
    },
    async (request) => ok(await stock.ledger(currentUser(request), request.query)),
  );
  await app.register(
    pagedExport({
      url: '/ware/movement/export',
      permission: P.ledger.export,
      tags,
      summary: 'The filtered ledger as .xlsx',
      query: movementPageQuery.omit({ current: true, size: true }),
      file: (language) => exportFile('stock-ledger', SHEET_WORDS[language].ledgerFile),
      sheet: ledgerSheet,
      read: (request, page) => stock.ledger(currentUser(request), page),
    }),
  );
  app.get(
    '/ware/movement/:id',
    {
      config: { permission: P.ledger.view },
      schema: {
        tags,
        summary: 'One movement (404 outside the caller’s warehouses)',
        params: idParams,
        response: { 200: envelopeOf(movementSchema) },
      },
    },
    async (request) => ok(await stock.movement(currentUser(request), request.params.id)),
  );
  app.post(
    '/ware/movement/:id/reverse',
    {
      config: { permission: P.ledger.reverse },
      schema: {
        tags,
        summary:
          'Reverses a movement with a reason: a new row of the opposite quantity (once; never a reversal)',
        params: idParams,
        body: movementReverseBody,
        response: { 200: envelopeOf(movementSchema) },
      },
    },
    async (request) =>
      ok(await stock.reverse(currentUser(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/ware/in',
    {
      config: { permission: P.warehouseIn.add },
      schema: {
        tags,
        summary: 'A new warehouse-in, submitted for approval at once',
        body: warehouseInCreateBody,
        response: { 200: envelopeOf(warehouseInSchema) },
      },
    },
    async (request) => ok(await stock.createIn(currentUser(request), request.body)),
  );
  app.get(
    '/ware/in/page',
    {
      config: { permission: P.warehouseIn.view },
      schema: {
        tags,
        summary: 'Warehouse-ins of the caller’s warehouses and their own, newest first',
        querystring: warehouseInPageQuery,
        response: { 200: envelopeOf(pageSchema(warehouseInSchema)) },
      },
    },
    async (request) => ok(await stock.inPage(currentUser(request), request.query)),
  );
  app.get(
    '/ware/in/:id',
    {
      config: { permission: P.warehouseIn.view },
      schema: {
        tags,
        summary: 'One warehouse-in with its lines and assets',
        params: idParams,
        response: { 200: envelopeOf(warehouseInSchema) },
      },
    },
    async (request) => ok(await stock.getIn(currentUser(request), request.params.id)),
  );
  app.put(
    '/ware/in/:id',
    {
      config: { permission: P.warehouseIn.add },
      schema: {
        tags,
        summary: 'The applicant changes their warehouse-in sent back to them and resubmits it',
        params: idParams,
        body: warehouseInUpdateBody,
        response: { 200: envelopeOf(warehouseInSchema) },
      },
    },
    async (request) =>
      ok(await stock.editIn(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/ware/threshold/:id/replenish',
    {
      config: { permission: P.stock.view },
      schema: {
        tags,
        summary: 'A low-stock notice’s offer: a warehouse-in prefilled with the shortfall',
        params: idParams,
        response: { 200: envelopeOf(replenishmentSchema) },
      },
    },
    async (request) =>
      ok(await thresholds.replenishment(request.params.id, currentUser(request).scope)),
  );
  await app.register(resourceRoutes(thresholds.resource, thresholds));
};
