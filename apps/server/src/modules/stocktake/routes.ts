import {
  PERMISSIONS,
  stocktakeCancelBody,
  stocktakeCreateBody,
  stocktakeDetailSchema,
  stocktakePageQuery,
  stocktakeProgressSchema,
  stocktakeScanAnswerSchema,
  stocktakeScanBody,
  stocktakeSchema,
  stocktakeVersionBody,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams, pageSchema } from '../../core/pagination';
import type { StocktakeService } from './service';

const tags = ['warehouse'];
const P = PERMISSIONS.warehouse.stocktake;

/** `/ware/stocktake`: plans, counting by scan, progress, submitting the differences. */
export const stocktakeRoutes: FastifyPluginAsyncZod<{ stocktakes: StocktakeService }> = async (
  app,
  { stocktakes },
) => {
  app.get(
    '/ware/stocktake/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The stocktake plans of the caller’s warehouses and their own, newest first',
        querystring: stocktakePageQuery,
        response: { 200: envelopeOf(pageSchema(stocktakeSchema)) },
      },
    },
    async (request) => ok(await stocktakes.page(currentUser(request), request.query)),
  );
  app.get(
    '/ware/stocktake/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One plan with its lines (book quantities hidden while a blind plan is counted)',
        params: idParams,
        response: { 200: envelopeOf(stocktakeDetailSchema) },
      },
    },
    async (request) => ok(await stocktakes.get(currentUser(request), request.params.id)),
  );
  app.get(
    '/ware/stocktake/:id/progress',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Counted lines, moved lines, the not-found list, unknown and stray codes',
        params: idParams,
        response: { 200: envelopeOf(stocktakeProgressSchema) },
      },
    },
    async (request) => ok(await stocktakes.progress(currentUser(request), request.params.id)),
  );
  app.post(
    '/ware/stocktake',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'A new draft plan: warehouses, categories, counters, due date, blind or not',
        body: stocktakeCreateBody,
        response: { 200: envelopeOf(stocktakeDetailSchema) },
      },
    },
    async (request) => ok(await stocktakes.create(currentUser(request), request.body)),
  );
  app.post(
    '/ware/stocktake/:id/start',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'Starts counting: the book quantities are frozen',
        params: idParams,
        body: stocktakeVersionBody,
        response: { 200: envelopeOf(stocktakeDetailSchema) },
      },
    },
    async (request) =>
      ok(await stocktakes.start(currentUser(request), request.params.id, request.body.version)),
  );
  app.post(
    '/ware/stocktake/:id/scan',
    {
      config: { permission: P.count },
      schema: {
        tags,
        summary:
          'One scan: an asset code or label (duplicates ignored, unknown codes kept) or a counted category’s quantity',
        params: idParams,
        body: stocktakeScanBody,
        response: { 200: envelopeOf(stocktakeScanAnswerSchema) },
      },
    },
    async (request) =>
      ok(await stocktakes.scan(currentUser(request), request.params.id, request.body)),
  );
  app.post(
    '/ware/stocktake/:id/submit',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'Submits the differences for approval (gain and loss post on approval)',
        params: idParams,
        body: stocktakeVersionBody,
        response: { 200: envelopeOf(stocktakeDetailSchema) },
      },
    },
    async (request) =>
      ok(await stocktakes.submit(currentUser(request), request.params.id, request.body.version)),
  );
  app.post(
    '/ware/stocktake/:id/cancel',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'Cancels an open plan with a reason (its pending approval too)',
        params: idParams,
        body: stocktakeCancelBody,
        response: { 200: envelopeOf(stocktakeDetailSchema) },
      },
    },
    async (request) =>
      ok(await stocktakes.cancel(currentUser(request), request.params.id, request.body)),
  );
};
