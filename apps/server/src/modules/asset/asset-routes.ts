import multipart from '@fastify/multipart';
import {
  PERMISSIONS,
  assetCreateBody,
  assetDetailSchema,
  assetExportQuery,
  assetPageQuery,
  assetSchema,
  assetUpdateBody,
  formDesignSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { importResultSchema } from '../../core/excel/xlsx-import';
import { sendXlsx, streamXlsx, uploadedXlsx, xlsxAnswer } from '../../core/excel/xlsx-http';
import { writeXlsx, xlsxTemplate } from '../../core/excel/xlsx-writer';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema, queryBoolean, queryRowId } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { formDataAnswer } from '../form-design/routes';
import { ASSET_IMPORT_MAX_MB, type AssetImport } from './asset-import';
import type { AssetService } from './asset-service';
import { ASSET_SHEET_WORDS, assetExportSheet, assetImportHeader } from './asset-sheet';
import { exportFile } from '../../core/excel/export-route';
import { requestTimeZone, todayIn } from '../../core/time-zone';

const tags = ['asset'];
const P = PERMISSIONS.asset.asset;

/** The design of custom fields, or null (none). */
const designAnswer = envelopeOf(
  z
    .object({ designId: z.number().int(), version: z.number().int(), design: formDesignSchema })
    .nullable(),
);

/** The asset register (AREAS.md §2, docs/assets.md). */
export const assetRoutes: FastifyPluginAsyncZod<{
  assets: AssetService;
  imports: AssetImport;
}> = async (app, { assets, imports }) => {
  // Only this plugin's routes accept multipart bodies (the import).
  await app.register(multipart, {
    limits: { fileSize: ASSET_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/as/asset/export',
    {
      config: { permission: P.export },
      schema: {
        tags,
        summary:
          'The filtered, sorted assets as .xlsx, streamed; a category filter adds its custom fields',
        querystring: assetExportQuery,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const timeZone = requestTimeZone(request);
      const user = currentUser(request);
      await assets.checkSort(request.query);
      const design =
        request.query.categoryId === undefined
          ? null
          : await assets.designOfCategory(request.query.categoryId);
      const file = exportFile('assets', ASSET_SHEET_WORDS[language].file, todayIn(timeZone));
      // Awaited before the download starts: too many rows for a sheet is a plain 400.
      const batches = await assets.batches(user.scope, request.query);
      return streamXlsx(request, reply, file, (out) =>
        writeXlsx(out, batches, assetExportSheet(language, design?.design ?? null, timeZone)),
      );
    },
  );

  app.get(
    '/as/asset/import/template',
    {
      config: { permission: P.import },
      schema: {
        tags,
        summary: 'The import’s header row as .xlsx (with a category’s custom fields when given)',
        querystring: z.object({ categoryId: queryRowId.optional() }),
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const design =
        request.query.categoryId === undefined
          ? null
          : await assets.designOfCategory(request.query.categoryId);
      const words = ASSET_SHEET_WORDS[language];
      const file = { ascii: 'assets-import.xlsx', name: `${words.file}-import.xlsx` };
      const header = assetImportHeader(language, design?.design ?? null);
      return sendXlsx(reply, file, await xlsxTemplate(words.sheet, header));
    },
  );

  app.post(
    '/as/asset/import',
    {
      config: { permission: P.import },
      schema: {
        tags,
        summary:
          'Imports assets from .xlsx (multipart field `file`); dryRun=true (default) only reports; nothing is imported unless every row is valid',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: queryBoolean.default(true) }),
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const buffer = await uploadedXlsx(request, ASSET_IMPORT_MAX_MB);
      return ok(
        await imports.run(
          currentUser(request),
          buffer,
          request.query.dryRun,
          requestLanguage(request),
        ),
      );
    },
  );

  await app.register(
    actionRoutes(tags, [
      // Kept per change version as the bytes sent (asset-list.ts); asset-list.test.ts checks
      // their shape.
      action('GET /as/asset/page', {
        permission: P.view,
        summary: 'Assets in the caller’s data scope; category filter takes its subtree',
        query: assetPageQuery,
        reply: pageSchema(assetSchema),
        bytes: ({ user, query }) => assets.pageAnswer(user, query),
      }),
      action('GET /as/asset/qr/:token', {
        permission: P.view,
        summary: 'The asset a label’s QR names (404 outside the caller’s scope)',
        params: z.object({ token: z.uuid() }),
        reply: assetDetailSchema,
        run: ({ user, params }) => assets.byQr(user, params.token),
      }),
      action('GET /as/asset/:id', {
        permission: P.view,
        summary: 'One asset with its history, newest first',
        params: idParams,
        reply: assetDetailSchema,
        run: ({ user, params }) => assets.get(user, params.id),
      }),
      action('POST /as/asset', {
        permission: P.add,
        summary: 'Registers one asset (custom values checked against its category’s design)',
        body: assetCreateBody,
        reply: assetSchema,
        run: ({ user, body, request }) => formDataAnswer(request, () => assets.create(user, body)),
      }),
      action('PUT /as/asset', {
        permission: P.edit,
        summary: 'Descriptive fields and custom values, at the version last read (409 if stale)',
        body: assetUpdateBody,
        reply: assetSchema,
        run: ({ user, body, request }) => formDataAnswer(request, () => assets.update(user, body)),
      }),
    ]),
  );

  app.get(
    '/as/asset/:id/design',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The design version its custom values were saved with (null: none)',
        params: idParams,
        response: { 200: designAnswer },
      },
    },
    async (request) => ok(await assets.designOfAsset(currentUser(request), request.params.id)),
  );

  app.get(
    '/as/category/:id/design',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The current design of a category’s custom fields (null: none)',
        params: idParams,
        response: { 200: designAnswer },
      },
    },
    async (request) => ok(await assets.designOfCategory(request.params.id)),
  );
};
