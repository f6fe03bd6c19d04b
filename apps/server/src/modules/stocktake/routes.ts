import {
  PERMISSIONS,
  stocktakeCancelBody,
  stocktakeCreateBody,
  stocktakeDecisionBody,
  stocktakeLineSchema,
  stocktakeDetailSchema,
  stocktakePageQuery,
  stocktakeProgressSchema,
  stocktakeScanAnswerSchema,
  stocktakeScanBody,
  stocktakeSchema,
  stocktakeVersionBody,
} from '@depot/shared';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { requestLanguage, translate } from '../../core/i18n';
import { idParams, pageSchema } from '../../core/pagination';
import { findLabelFont } from '../asset-labels/label-font';
import type { StocktakeService } from './service';
import { writeSheetPdf } from './sheet-pdf';

const tags = ['warehouse'];
const lineParams = idParams.extend({ lineId: idParams.shape.id });
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
  app.get(
    '/ware/stocktake/:id/sheet',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary:
          'The count sheet as an A4 PDF to count on paper (started plans; no book quantities on a blind plan’s)',
        params: idParams,
        response: {
          200: { description: 'pdf', content: { 'application/pdf': { schema: z.unknown() } } },
        },
      },
    },
    async (request, reply) => {
      const font = findLabelFont();
      if (!font) throw new AppError('LABEL_FONT_MISSING', 503, 'asset.labels.noFont');
      const language = requestLanguage(request);
      // Read (and refused: 404, 409 for a draft) before the answer starts.
      const sheet = await stocktakes.sheet(currentUser(request), request.params.id);
      const out = new PassThrough();
      writeSheetPdf(out, sheet, { font, language }).catch((err: unknown) => {
        request.log.error({ err }, 'count sheet pdf failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      const name = `${translate(language, 'stocktake.sheet.file', { code: sheet.code })}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="count-sheet-${sheet.code}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(out);
    },
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
    '/ware/stocktake/:id/lines/:lineId/decision',
    {
      config: { permission: P.count },
      schema: {
        tags,
        summary:
          'What to do with a line that moved during the count: recount it, take the book, or keep the count',
        params: lineParams,
        body: stocktakeDecisionBody,
        response: { 200: envelopeOf(stocktakeLineSchema) },
      },
    },
    async (request) =>
      ok(
        await stocktakes.decide(
          currentUser(request),
          request.params.id,
          request.params.lineId,
          request.body,
        ),
      ),
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
