import {
  WARE_ORDER_ACTIONS,
  WARE_ORDER_API,
  WARE_ORDER_KEYS,
  specialOrderCreateBody,
  specialOrderResubmitBody,
  wareOrderActionBodies,
  wareOrderDetailSchema,
  wareOrderDraftQuery,
  wareOrderDraftSchema,
  wareOrderEditBody,
  wareOrderPageQuery,
  wareOrderPhotosBody,
  wareOrderSchema,
  wareOrderWorkerSchema,
  workOrderCreateBody,
  type PermissionKey,
  type WareOrderType,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema, queryRowId } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { sendStoredFile } from '../files/send-file';
import type { WareOrderService } from './service';
import { ORDER_SHEET_WORDS, orderSheet } from './sheet';
import { exportFile, pagedExport } from '../../core/excel/export-route';

const tags = ['ware-order'];
const photoParams = z.object({ id: queryRowId, fileId: z.string().max(64) });
const detailAnswer = { 200: envelopeOf(wareOrderDetailSchema) };

/**
 * The calls every type of order has, under its prefix (`/ware/order`, `/ware/special-order`)
 * and with its own keys: page, export, detail, edit, the actions, photos, the signature, workers.
 */
function commonRoutes(
  type: WareOrderType,
  orders: WareOrderService['work'] | WareOrderService['special'],
): FastifyPluginAsyncZod {
  const base = WARE_ORDER_API[type];
  const keys = WARE_ORDER_KEYS[type] as { [K in keyof typeof WARE_ORDER_KEYS.work]: PermissionKey };
  return async (app) => {
    app.get(
      `${base}/page`,
      {
        config: { permission: keys.view },
        schema: {
          tags,
          summary: 'Orders the caller’s data scope sees, filtered and sorted, newest first',
          querystring: wareOrderPageQuery,
          response: { 200: envelopeOf(pageSchema(wareOrderSchema)) },
        },
      },
      async (request) => ok(await orders.page(currentUser(request), request.query)),
    );
    await app.register(
      pagedExport({
        url: `${base}/export`,
        permission: keys.export,
        tags,
        summary: 'The filtered orders as .xlsx, streamed',
        query: wareOrderPageQuery.omit({ current: true, size: true }),
        file: (language, day) =>
          exportFile(
            ORDER_SHEET_WORDS['en-US'].file[type],
            ORDER_SHEET_WORDS[language].file[type],
            day,
          ),
        sheet: (language, timeZone) => orderSheet(language, type, timeZone),
        batches: (request, query) => orders.batches(currentUser(request), query),
      }),
    );
    app.get(
      `${base}/workers`,
      {
        config: { permission: keys.view },
        schema: {
          tags,
          summary: 'Enabled users who may work on these orders (their act key)',
          response: { 200: envelopeOf(z.array(wareOrderWorkerSchema)) },
        },
      },
      async () => ok(await orders.workers()),
    );
    app.get(
      `${base}/:id`,
      {
        config: { permission: keys.view },
        schema: {
          tags,
          summary:
            'One order with its assets, photos, timeline (and approval); 404 outside the scope',
          params: idParams,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(await orders.detail(currentUser(request), request.params.id, requestLanguage(request))),
    );
    app.put(
      `${base}/:id`,
      {
        config: { permission: keys.edit },
        schema: {
          tags,
          summary: 'Changes an order that has not started (its version)',
          params: idParams,
          body: wareOrderEditBody,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(
          await orders.edit(
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
    );
    for (const action of WARE_ORDER_ACTIONS) {
      const key = action === 'start' || action === 'finish' ? keys.act : keys[action];
      app.post(
        `${base}/:id/${action}`,
        {
          config: { permission: key },
          schema: {
            tags,
            summary: `The ${action} action; 409 naming the status when it does not allow it, or on a stale version`,
            params: idParams,
            body: wareOrderActionBodies[action],
            response: detailAnswer,
          },
        },
        async (request) =>
          ok(
            await orders.act(
              currentUser(request),
              request.params.id,
              action,
              request.body,
              requestLanguage(request),
            ),
          ),
      );
    }
    app.put(
      `${base}/:id/photos`,
      {
        config: { permission: keys.act },
        schema: {
          tags,
          summary: 'Replaces the photos of an assigned or in-progress order (uploaded files’ ids)',
          params: idParams,
          body: wareOrderPhotosBody,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(
          await orders.photos(
            currentUser(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        ),
    );
    app.get(
      `${base}/:id/photo/:fileId`,
      {
        config: { permission: keys.view },
        schema: {
          tags,
          summary: 'A photo the order holds (its bytes); 404 for any other file',
          params: photoParams,
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await orders.photo(currentUser(request), request.params.id, request.params.fileId),
        ),
    );
    app.get(
      `${base}/:id/signature`,
      {
        config: { permission: keys.view },
        schema: {
          tags,
          summary: 'The receiver’s signature (a PNG) of a finished order',
          params: idParams,
        },
      },
      async (request, reply) =>
        sendStoredFile(reply, await orders.signature(currentUser(request), request.params.id)),
    );
  };
}

/** `/ware/order` and `/ware/special-order` (docs/ware-orders.md). */
export const wareOrderRoutes: FastifyPluginAsyncZod<{ orders: WareOrderService }> = async (
  app,
  { orders },
) => {
  const work = WARE_ORDER_KEYS.work as { add: PermissionKey };
  const special = WARE_ORDER_KEYS.special as { add: PermissionKey };
  await app.register(
    actionRoutes(tags, [
      action('GET /ware/order/draft', {
        permission: work.add,
        summary:
          'A new work order as an approved pick-up, transfer or return suggests it (store, kind, assets)',
        query: wareOrderDraftQuery,
        reply: wareOrderDraftSchema,
        run: ({ user, query }) => orders.work.draft(user, query.docId),
      }),
      action('PUT /ware/special-order/:id/resubmit', {
        permission: special.add,
        summary:
          'The applicant changes their special order sent back to them and resubmits it (its version); 403 for anyone else, 409 unless sent back',
        params: idParams,
        body: specialOrderResubmitBody,
        reply: wareOrderDetailSchema,
        run: ({ user, params, body, request }) =>
          orders.special.resubmit(user, params.id, body, requestLanguage(request)),
      }),
    ]),
  );
  app.post(
    '/ware/order',
    {
      config: { permission: work.add },
      schema: {
        tags,
        summary: 'A work order, pending: by hand, or from an approved asset document',
        body: workOrderCreateBody,
        response: detailAnswer,
      },
    },
    async (request) =>
      ok(await orders.work.create(currentUser(request), request.body, requestLanguage(request))),
  );
  app.post(
    '/ware/special-order',
    {
      config: { permission: special.add },
      schema: {
        tags,
        summary: 'A special work order, submitted for approval at once (workable once approved)',
        body: specialOrderCreateBody,
        response: detailAnswer,
      },
    },
    async (request) =>
      ok(await orders.special.create(currentUser(request), request.body, requestLanguage(request))),
  );
  await app.register(commonRoutes('work', orders.work));
  await app.register(commonRoutes('special', orders.special));
};
