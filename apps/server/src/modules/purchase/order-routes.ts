import {
  PERMISSIONS,
  purchaseAmendmentCreateBody,
  purchaseOrderCreateBody,
  purchaseOrderDetailSchema,
  purchaseOrderPageQuery,
  orderWarehouseSchema,
  purchaseOrderSchema,
  purchaseOrderUpdateBody,
  purchaseVersionBody,
  suborderCancelLineBody,
  suborderDetailSchema,
  suborderLineParams,
  suborderPageQuery,
  suborderReceiveBody,
  suborderSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { AppError } from '../../core/errors';
import { requestLanguage } from '../../core/i18n';
import { findLabelFont } from '../asset-labels/label-font';
import { formDataAnswer } from '../form-design/routes';
import { suborderPdf } from './suborder-pdf';
import type { OrderService } from './order-service';
import { ORDER_LINE_SHEET_WORDS, orderLineSheet } from './order-line-export';
import { ORDER_SHEET_WORDS, orderSheet } from './order-sheet';

const tags = ['purchase'];
const P = PERMISSIONS.purchase.order;
const suborderDetail = { 200: envelopeOf(suborderDetailSchema) };

/**
 * `/purchase/order` and `/purchase/suborder`: work orders through approval, split into supplier
 * sub-orders that are confirmed, received into the order's warehouse and have lines cancelled
 * (docs/purchasing.md "Work orders").
 */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  await app.register(
    actionRoutes(tags, [
      // Kept per change version as the bytes sent (order-list.ts); order-list.test.ts checks
      // their shape.
      action('GET /purchase/order/page', {
        permission: P.view,
        summary: 'Work orders into the caller’s warehouses, newest first',
        query: purchaseOrderPageQuery,
        reply: pageSchema(purchaseOrderSchema),
        bytes: ({ user, query }) => orders.pageAnswer(user, query),
      }),
      // The template page's default-warehouse picker reads it too (the template key alone).
      action('GET /purchase/order/warehouses', {
        permission: [P.view, P.add, PERMISSIONS.purchase.template.manage],
        summary: 'The enabled warehouses of the caller’s scope an order or a template may go into',
        reply: z.array(orderWarehouseSchema),
        run: ({ user }) => orders.warehouses(user),
      }),
      action('GET /purchase/order/:id', {
        permission: P.view,
        summary: 'One work order with its lines, sub-orders and timeline',
        params: idParams,
        reply: purchaseOrderDetailSchema,
        run: ({ user, params }) => orders.get(user, params.id),
      }),
      action('POST /purchase/order', {
        permission: P.add,
        summary:
          'A work order (a draft, or submitted for approval at once); a template’s header values checked by its design (400 naming the field)',
        body: purchaseOrderCreateBody,
        reply: purchaseOrderDetailSchema,
        run: ({ user, body, request }) => formDataAnswer(request, () => orders.create(user, body)),
      }),
      action('PUT /purchase/order', {
        permission: P.add,
        summary:
          'The applicant edits their draft at the version read: lines replaced and repriced, the total recomputed (submitted: 409)',
        body: purchaseOrderUpdateBody,
        reply: purchaseOrderDetailSchema,
        run: ({ user, body, request }) => formDataAnswer(request, () => orders.update(user, body)),
      }),
      action('POST /purchase/order/:id/submit', {
        permission: P.add,
        summary: 'The applicant submits their draft for approval',
        params: idParams,
        body: purchaseVersionBody,
        reply: purchaseOrderDetailSchema,
        run: ({ user, params, body }) => orders.submit(user, params.id, body.version),
      }),
      action('POST /purchase/order/:id/amendment', {
        permission: P.add,
        summary:
          'Amends an approved order at the version read (line quantities and prices, new lines, a reason): submitted for approval of the difference, applied when approved',
        params: idParams,
        body: purchaseAmendmentCreateBody,
        reply: purchaseOrderDetailSchema,
        run: ({ user, params, body }) => orders.amend(user, params.id, body),
      }),
      action('GET /purchase/suborder/page', {
        permission: P.view,
        summary: 'Supplier sub-orders of the caller’s warehouses’ work orders, newest first',
        query: suborderPageQuery,
        reply: pageSchema(suborderSchema),
        run: ({ user, query }) => orders.suborderPage(user, query),
      }),
      action('GET /purchase/suborder/:id', {
        permission: P.view,
        summary: 'One sub-order with its lines and timeline',
        params: idParams,
        reply: suborderDetailSchema,
        run: ({ user, params }) => orders.suborder(user, params.id),
      }),
      action('POST /purchase/suborder/:id/confirm', {
        permission: P.add,
        summary: 'The supplier confirmed the sub-order',
        params: idParams,
        body: purchaseVersionBody,
        reply: suborderDetailSchema,
        run: ({ user, params, body }) => orders.confirm(user, params.id, body.version),
      }),
      action('POST /purchase/suborder/:id/receive', {
        permission: P.receive,
        summary:
          'Receives quantities into the order’s warehouse (purchase-in movements; beyond the remainder: 409 with the figures)',
        params: idParams,
        body: suborderReceiveBody,
        reply: suborderDetailSchema,
        run: ({ user, params, body }) => orders.receive(user, params.id, body),
      }),
    ]),
  );
  await app.register(
    pagedExport({
      url: '/purchase/order/export',
      permission: P.export,
      tags,
      summary: 'The filtered work orders as .xlsx',
      query: purchaseOrderPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('purchase-orders', ORDER_SHEET_WORDS[language].file, day),
      sheet: orderSheet,
      batches: (request, query) => orders.batches(currentUser(request), query),
    }),
  );
  await app.register(
    pagedExport({
      url: '/purchase/order/lines/export',
      permission: P.export,
      tags,
      summary: 'The lines of the filtered work orders as .xlsx (one row a line)',
      query: purchaseOrderPageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('purchase-order-lines', ORDER_LINE_SHEET_WORDS[language].file, day),
      sheet: orderLineSheet,
      batches: (request, query) => orders.lineBatches(currentUser(request), query),
    }),
  );
  app.get(
    '/purchase/suborder/:id/pdf',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary:
          'The supplier’s copy of a sub-order as a PDF (company, supplier, lines, total in words)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const sheet = await orders.suborderSheet(currentUser(request), request.params.id);
      const font = findLabelFont();
      if (!font) throw new AppError('LABEL_FONT_MISSING', 503, 'purchase.suborder.noFont');
      const pdf = await suborderPdf(sheet, font, requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${sheet.code}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    '/purchase/suborder/:id/lines/:lineId/cancel',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'Cancels what is left of a line, with a reason',
        params: suborderLineParams,
        body: suborderCancelLineBody,
        response: suborderDetail,
      },
    },
    async (request) =>
      ok(
        await orders.cancelLine(
          currentUser(request),
          request.params.id,
          request.params.lineId,
          request.body,
        ),
      ),
  );
};
