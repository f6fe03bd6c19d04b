import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import { EAM_PERMISSIONS } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { BadRequest } from '../../core/errors';
import { requestLanguage } from '../../core/i18n';
import { importTemplate, writeOrdersXlsx } from './export';
import { IMPORT_MAX_MB } from './import-service';
import { importQuery, importResultSchema, repairFilters } from './schema';
import type { EamService } from './service';
import { SHEET_WORDS } from './sheet-words';
import { dateStamp, timeZoneParam } from './time-zone';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['eam'];
const xlsxAnswer = { 200: { description: 'xlsx', content: { [XLSX]: { schema: z.unknown() } } } };

/** `attachment` with an ASCII name and the caller's-language name (RFC 5987). */
function attachment(ascii: string, name: string): string {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

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
          'The filtered, sorted orders as .xlsx, streamed; headers in the caller’s language, times in timeZone',
        querystring: repairFilters.extend({ timeZone: timeZoneParam }),
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { timeZone, ...filters } = request.query;
      const stamp = dateStamp(new Date(), timeZone);
      const stream = new PassThrough();
      writeOrdersXlsx(stream, eam.orders.batches(filters), { language, timeZone }).catch(
        (err: unknown) => {
          request.log.error({ err }, 'repair-order export failed');
          stream.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          attachment(`repair-orders-${stamp}.xlsx`, `${SHEET_WORDS[language].file}-${stamp}.xlsx`),
        )
        .header('cache-control', 'no-store')
        .send(stream);
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
      const name = `${SHEET_WORDS[language].file}-template.xlsx`;
      return reply
        .type(XLSX)
        .header('content-disposition', attachment('repair-orders-template.xlsx', name))
        .header('cache-control', 'no-store')
        .send(await importTemplate(language));
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
      if (!request.isMultipart()) throw new BadRequest('file.missing');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new BadRequest('file.missing');
      }
      if (!/\.xlsx$/i.test(part.filename)) {
        part.file.resume();
        throw new BadRequest('eam.import.notXlsx');
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new BadRequest('eam.import.tooLarge', { max: IMPORT_MAX_MB });
        throw error;
      }
      return ok(
        await eam.imports.run(currentUser(request), buffer, {
          dryRun: request.query.dryRun,
          language: requestLanguage(request),
          timeZone: request.query.timeZone,
        }),
      );
    },
  );
};
