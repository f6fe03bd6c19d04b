import {
  PERMISSIONS,
  priceHistoryQuery,
  qualificationCreateBody,
  qualificationParams,
  qualificationSchema,
  skuCategorySchema,
  skuPageQuery,
  supplierPageQuery,
  supplierPriceBody,
  supplierPriceSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { resourceRoutes } from '../../core/resource/resource-routes';
import type { PriceService } from './prices';
import type { QualificationService } from './qualifications';
import { PURCHASE_SHEET_WORDS, skuSheet, supplierSheet } from './sheets';
import { skuResource, type SkuService } from './sku-resource';
import { supplierResource, type SupplierService } from './supplier-resource';

const tags = ['purchase'];
const P = PERMISSIONS.purchase;
const prices = z.array(supplierPriceSchema);
const qualifications = z.array(qualificationSchema);

/**
 * `/purchase`: suppliers with their qualification files and the SKUs they price, the SKU
 * catalogue with its price history, and their exports (docs/purchasing.md).
 */
export const purchaseRoutes: FastifyPluginAsyncZod<{
  suppliers: SupplierService;
  skus: SkuService;
  priceList: PriceService;
  files: QualificationService;
}> = async (app, { suppliers, skus, priceList, files }) => {
  await app.register(
    pagedExport({
      url: '/purchase/supplier/export',
      permission: P.supplier.export,
      tags,
      summary: 'The filtered suppliers as .xlsx',
      query: supplierPageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('suppliers', PURCHASE_SHEET_WORDS[language].supplierFile, day),
      sheet: supplierSheet,
      batches: (_request, query) => suppliers.batches(query),
    }),
  );
  await app.register(
    pagedExport({
      url: '/purchase/sku/export',
      permission: P.sku.export,
      tags,
      summary: 'The filtered SKUs as .xlsx',
      query: skuPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('skus', PURCHASE_SHEET_WORDS[language].skuFile, day),
      sheet: skuSheet,
      batches: (_request, query) => skus.batches(query),
    }),
  );
  await app.register(resourceRoutes(supplierResource, suppliers));
  await app.register(resourceRoutes(skuResource, skus));
  await app.register(
    actionRoutes(tags, [
      action('GET /purchase/category/list', {
        permission: [P.sku.view, P.sku.add, P.sku.edit],
        summary: 'The asset categories a SKU may be stocked as, in display order',
        reply: z.array(skuCategorySchema),
        run: () => skus.categories(),
      }),
      action('POST /purchase/price', {
        permission: P.supplier.edit,
        summary: 'Records a supplier’s new price for a SKU (a new row: the old ones stay)',
        body: supplierPriceBody,
        reply: supplierPriceSchema,
        run: ({ user, body }) => priceList.add(user, body),
      }),
      action('GET /purchase/supplier/:id/skus', {
        permission: P.supplier.view,
        summary: 'The SKUs a supplier prices, each with its current price and lead time',
        params: idParams,
        reply: prices,
        run: async ({ params }) => {
          await suppliers.get(params.id);
          return priceList.ofSupplier(params.id);
        },
      }),
      action('GET /purchase/sku/:id/prices', {
        permission: P.sku.view,
        summary: 'A SKU’s price history, newest first (of one supplier when asked)',
        params: idParams,
        query: priceHistoryQuery,
        reply: prices,
        run: async ({ params, query }) => {
          await skus.get(params.id);
          return priceList.history(params.id, query.supplierId);
        },
      }),
      action('GET /purchase/supplier/:id/qualifications', {
        permission: P.supplier.view,
        summary: 'A supplier’s qualification files, the soonest to lapse first',
        params: idParams,
        reply: qualifications,
        run: ({ params }) => files.list(params.id),
      }),
      action('POST /purchase/supplier/:id/qualifications', {
        permission: P.supplier.edit,
        summary: 'Adds a qualification file (an upload of POST /admin/files) to a supplier',
        params: idParams,
        body: qualificationCreateBody,
        reply: qualifications,
        run: ({ user, params, body }) => files.add(user, params.id, body),
      }),
      action('DELETE /purchase/supplier/:id/qualifications/:qualificationId', {
        permission: P.supplier.edit,
        summary: 'Removes one of a supplier’s qualification files',
        params: qualificationParams,
        reply: qualifications,
        run: ({ user, params }) => files.remove(user, params.id, params.qualificationId),
      }),
    ]),
  );
};
