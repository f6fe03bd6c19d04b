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
  stocktakeUpdateBody,
  stocktakeVersionBody,
} from '@depot/shared';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { AppError } from '../../core/errors';
import { requestLanguage, translate } from '../../core/i18n';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { findLabelFont } from '../asset-labels/label-font';
import type { StocktakeService } from './service';
import { STOCKTAKE_SHEET_WORDS, stocktakeSheet } from './list-sheet';
import { writeSheetPdf } from './sheet-pdf';

const tags = ['warehouse'];
const lineParams = idParams.extend({ lineId: idParams.shape.id });
const P = PERMISSIONS.warehouse.stocktake;

/** `/ware/stocktake`: plans, counting by scan, progress, submitting the differences. */
export const stocktakeRoutes: FastifyPluginAsyncZod<{ stocktakes: StocktakeService }> = async (
  app,
  { stocktakes },
) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /ware/stocktake/page', {
        permission: P.view,
        summary: 'The stocktake plans of the caller’s warehouses and their own, newest first',
        query: stocktakePageQuery,
        reply: pageSchema(stocktakeSchema),
        run: ({ user, query }) => stocktakes.page(user, query),
      }),
      action('GET /ware/stocktake/:id', {
        permission: P.view,
        summary: 'One plan with its lines (book quantities hidden while a blind plan is counted)',
        params: idParams,
        reply: stocktakeDetailSchema,
        run: ({ user, params }) => stocktakes.get(user, params.id),
      }),
      action('GET /ware/stocktake/:id/progress', {
        permission: P.view,
        summary: 'Counted lines, moved lines, the not-found list, unknown and stray codes',
        params: idParams,
        reply: stocktakeProgressSchema,
        run: ({ user, params }) => stocktakes.progress(user, params.id),
      }),
      action('POST /ware/stocktake', {
        permission: P.add,
        summary: 'A new draft plan: warehouses, categories, counters, due date, blind or not',
        body: stocktakeCreateBody,
        reply: stocktakeDetailSchema,
        run: ({ user, body }) => stocktakes.create(user, body),
      }),
      action('PUT /ware/stocktake/:id', {
        permission: P.add,
        summary:
          'Changes a draft plan’s scope (what a create takes) at the version read; a started plan is a 409',
        params: idParams,
        body: stocktakeUpdateBody,
        reply: stocktakeDetailSchema,
        run: ({ user, params, body }) => stocktakes.update(user, params.id, body),
      }),
      action('POST /ware/stocktake/:id/start', {
        permission: P.add,
        summary: 'Starts counting: the book quantities are frozen',
        params: idParams,
        body: stocktakeVersionBody,
        reply: stocktakeDetailSchema,
        run: ({ user, params, body }) => stocktakes.start(user, params.id, body.version),
      }),
      action('POST /ware/stocktake/:id/scan', {
        permission: P.count,
        summary:
          'One scan: an asset code or label (duplicates ignored, unknown codes kept) or a counted category’s quantity',
        params: idParams,
        body: stocktakeScanBody,
        reply: stocktakeScanAnswerSchema,
        run: ({ user, params, body }) => stocktakes.scan(user, params.id, body),
      }),
      action('POST /ware/stocktake/:id/lines/:lineId/decision', {
        permission: P.count,
        summary:
          'What to do with a line that moved during the count: recount it, take the book, or keep the count',
        params: lineParams,
        body: stocktakeDecisionBody,
        reply: stocktakeLineSchema,
        run: ({ user, params, body }) => stocktakes.decide(user, params.id, params.lineId, body),
      }),
      action('POST /ware/stocktake/:id/submit', {
        permission: P.add,
        summary: 'Submits the differences for approval (gain and loss post on approval)',
        params: idParams,
        body: stocktakeVersionBody,
        reply: stocktakeDetailSchema,
        run: ({ user, params, body }) => stocktakes.submit(user, params.id, body.version),
      }),
      action('POST /ware/stocktake/:id/cancel', {
        permission: P.add,
        summary: 'Cancels an open plan with a reason (its pending approval too)',
        params: idParams,
        body: stocktakeCancelBody,
        reply: stocktakeDetailSchema,
        run: ({ user, params, body }) => stocktakes.cancel(user, params.id, body),
      }),
    ]),
  );
  await app.register(
    pagedExport({
      url: '/ware/stocktake/export',
      permission: P.export,
      tags,
      summary: 'The filtered stocktake plans as .xlsx (statuses in the caller’s language)',
      query: stocktakePageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('stocktakes', STOCKTAKE_SHEET_WORDS[language].file, day),
      sheet: stocktakeSheet,
      batches: (request, query) => stocktakes.batches(currentUser(request), query),
    }),
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
};
