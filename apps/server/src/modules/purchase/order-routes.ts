import {
  PERMISSIONS,
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
import { AppError } from '../../core/errors';
import { requestLanguage } from '../../core/i18n';
import { findLabelFont } from '../asset-labels/label-font';
import { formDataAnswer } from '../form-design/routes';
import { suborderPdf } from './suborder-pdf';
import type { OrderService } from './order-service';
import { ORDER_SHEET_WORDS, orderSheet } from './order-sheet';

const tags = ['purchase'];
const P = PERMISSIONS.purchase.order;
const orderDetail = { 200: envelopeOf(purchaseOrderDetailSchema) };
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
  app.get(
    '/purchase/order/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Work orders into the caller’s warehouses, newest first',
        querystring: purchaseOrderPageQuery,
        response: { 200: envelopeOf(pageSchema(purchaseOrderSchema)) },
      },
    },
    async (request) => ok(await orders.page(currentUser(request), request.query)),
  );
  await app.register(
    pagedExport({
      url: '/purchase/order/export',
      permission: P.export,
      tags,
      summary: 'The filtered work orders as .xlsx',
      query: purchaseOrderPageQuery.omit({ current: true, size: true }),
      file: (language) => exportFile('purchase-orders', ORDER_SHEET_WORDS[language].file),
      sheet: orderSheet,
      read: (request, page) => orders.page(currentUser(request), page),
    }),
  );
  app.get(
    '/purchase/order/warehouses',
    {
      config: { permission: [P.view, P.add] },
      schema: {
        tags,
        summary: 'The enabled warehouses of the caller’s scope an order may go into',
        response: { 200: envelopeOf(z.array(orderWarehouseSchema)) },
      },
    },
    async (request) => ok(await orders.warehouses(currentUser(request))),
  );
  app.get(
    '/purchase/order/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One work order with its lines, sub-orders and timeline',
        params: idParams,
        response: orderDetail,
      },
    },
    async (request) => ok(await orders.get(currentUser(request), request.params.id)),
  );
  app.post(
    '/purchase/order',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary:
          'A work order (a draft, or submitted for approval at once); a template’s header values checked by its design (400 naming the field)',
        body: purchaseOrderCreateBody,
        response: orderDetail,
      },
    },
    async (request) =>
      ok(await formDataAnswer(request, () => orders.create(currentUser(request), request.body))),
  );
  app.put(
    '/purchase/order',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary:
          'The applicant edits their draft at the version read: lines replaced and repriced, the total recomputed (submitted: 409)',
        body: purchaseOrderUpdateBody,
        response: orderDetail,
      },
    },
    async (request) =>
      ok(await formDataAnswer(request, () => orders.update(currentUser(request), request.body))),
  );
  app.post(
    '/purchase/order/:id/submit',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'The applicant submits their draft for approval',
        params: idParams,
        body: purchaseVersionBody,
        response: orderDetail,
      },
    },
    async (request) =>
      ok(await orders.submit(currentUser(request), request.params.id, request.body.version)),
  );
  app.get(
    '/purchase/suborder/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Supplier sub-orders of the caller’s warehouses’ work orders, newest first',
        querystring: suborderPageQuery,
        response: { 200: envelopeOf(pageSchema(suborderSchema)) },
      },
    },
    async (request) => ok(await orders.suborderPage(currentUser(request), request.query)),
  );
  app.get(
    '/purchase/suborder/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One sub-order with its lines and timeline',
        params: idParams,
        response: suborderDetail,
      },
    },
    async (request) => ok(await orders.suborder(currentUser(request), request.params.id)),
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
    '/purchase/suborder/:id/confirm',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'The supplier confirmed the sub-order',
        params: idParams,
        body: purchaseVersionBody,
        response: suborderDetail,
      },
    },
    async (request) =>
      ok(await orders.confirm(currentUser(request), request.params.id, request.body.version)),
  );
  app.post(
    '/purchase/suborder/:id/receive',
    {
      config: { permission: P.receive },
      schema: {
        tags,
        summary:
          'Receives quantities into the order’s warehouse (purchase-in movements; beyond the remainder: 409 with the figures)',
        params: idParams,
        body: suborderReceiveBody,
        response: suborderDetail,
      },
    },
    async (request) =>
      ok(await orders.receive(currentUser(request), request.params.id, request.body)),
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
