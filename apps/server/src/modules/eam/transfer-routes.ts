import multipart from '@fastify/multipart';
import { EAM_PERMISSIONS } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { sendXlsx, streamXlsx, uploadedXlsx, xlsxAnswer } from '../../core/excel/xlsx-http';
import { requestLanguage } from '../../core/i18n';
import { refuseOverSheet } from '../../core/resource/page-query';
import { importTemplate, writeOrdersXlsx } from './export';
import { IMPORT_MAX_MB } from './import-service';
import { importQuery, importResultSchema, repairFilters } from './schema';
import type { EamService } from './service';
import { SHEET_WORDS } from './sheet-words';
import { exportFile } from '../../core/excel/export-route';
import { requestTimeZone, timeZoneParam, todayIn } from '../../core/time-zone';

const tags = ['eam'];

/** Excel export of the filtered list, the import template and the import (multipart). */
export const transferRoutes: FastifyPluginAsyncZod<{ eam: EamService }> = async (app, { eam }) => {
  // Only this plugin's routes accept multipart bodies (the import).
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/eam/repair-order/export',
    {
      config: { permission: EAM_PERMISSIONS.export },
      schema: {
        tags,
        summary:
          'The filtered, sorted orders as .xlsx, streamed; headers in the caller’s language, times in timeZone (by default the caller’s)',
        querystring: repairFilters.extend({ timeZone: timeZoneParam }),
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { timeZone: named, ...filters } = request.query;
      const timeZone = requestTimeZone(request, named);
      const file = exportFile('repair-orders', SHEET_WORDS[language].file, todayIn(timeZone));
      const scope = currentUser(request).scope;
      refuseOverSheet(await eam.orders.count(filters, scope));
      return streamXlsx(request, reply, file, (out) =>
        writeOrdersXlsx(out, eam.orders.batches(filters, scope), {
          language,
          timeZone,
        }),
      );
    },
  );

  app.get(
    '/eam/repair-order/import-template',
    {
      config: { permission: EAM_PERMISSIONS.import },
      schema: { tags, summary: 'The import’s header row as .xlsx', response: xlsxAnswer },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const file = {
        ascii: 'repair-orders-template.xlsx',
        name: `${SHEET_WORDS[language].file}-template.xlsx`,
      };
      return sendXlsx(reply, file, await importTemplate(language));
    },
  );

  app.post(
    '/eam/repair-order/import',
    {
      config: { permission: EAM_PERMISSIONS.import },
      schema: {
        tags,
        summary:
          'Imports orders from .xlsx (multipart field `file`); dryRun=true (default) only reports; nothing is imported unless every row is valid',
        consumes: ['multipart/form-data'],
        querystring: importQuery.extend({ timeZone: timeZoneParam }),
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const buffer = await uploadedXlsx(request, IMPORT_MAX_MB);
      return ok(
        await eam.imports.run(currentUser(request), buffer, {
          dryRun: request.query.dryRun,
          language: requestLanguage(request),
          timeZone: requestTimeZone(request, request.query.timeZone),
        }),
      );
    },
  );
};
