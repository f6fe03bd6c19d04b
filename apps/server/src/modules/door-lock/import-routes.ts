import multipart from '@fastify/multipart';
import { PERMISSIONS } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { sendXlsx, uploadedXlsx, xlsxAnswer } from '../../core/excel/xlsx-http';
import { importResultSchema } from '../../core/excel/xlsx-import';
import { xlsxTemplate } from '../../core/excel/xlsx-writer';
import { requestLanguage, type Language } from '../../core/i18n';
import { queryBoolean } from '../../core/pagination';
import { requestTimeZone, timeZoneParam } from '../../core/time-zone';
import { DOOR_IMPORT_MAX_MB, type DoorImports } from './import';
import { IMPORT_WORDS, lockImportHeader, openImportHeader } from './import-words';

const P = PERMISSIONS.doorLock;
const tags = ['doorlock'];

/**
 * `/doorlock/import` and `/doorlock/open/import` (docs/door-locks.md "Import"): each a template
 * (its header row in the caller's language) and an upload that a dry run only checks.
 */
export const doorImportRoutes: FastifyPluginAsyncZod<{ imports: DoorImports }> = async (
  app,
  { imports },
) => {
  // Only this plugin's routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOOR_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });

  const sheets = [
    {
      url: '/doorlock/import',
      what: 'door locks',
      words: (language: Language) => IMPORT_WORDS[language].locks,
      header: lockImportHeader,
      ascii: 'door-locks-import.xlsx',
    },
    {
      url: '/doorlock/open/import',
      what: 'open-log rows (a lock vendor’s export: serial, time, method, username); rows already in the log are left out',
      words: (language: Language) => IMPORT_WORDS[language].opens,
      header: openImportHeader,
      ascii: 'door-open-log-import.xlsx',
    },
  ] as const;

  for (const sheet of sheets) {
    app.get(
      `${sheet.url}/template`,
      {
        config: { permission: P.import },
        schema: {
          tags,
          summary: `The ${sheet.what} import's header row as .xlsx`,
          response: xlsxAnswer,
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const words = sheet.words(language);
        const file = { ascii: sheet.ascii, name: `${words.file}.xlsx` };
        return sendXlsx(reply, file, await xlsxTemplate(words.sheet, sheet.header(language)));
      },
    );
  }

  app.post(
    '/doorlock/import',
    {
      config: { permission: P.import },
      schema: {
        tags,
        summary:
          'Imports door locks from .xlsx (multipart field `file`) into the caller’s stores; dryRun=true (default) only reports; nothing is imported unless every row is valid',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: queryBoolean.default(true) }),
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const buffer = await uploadedXlsx(request, DOOR_IMPORT_MAX_MB);
      const language = requestLanguage(request);
      return ok(await imports.locks(currentUser(request), buffer, request.query.dryRun, language));
    },
  );

  app.post(
    '/doorlock/open/import',
    {
      config: { permission: P.import },
      schema: {
        tags,
        summary:
          'Imports open-log rows of the caller’s locks from .xlsx or .csv (UTF-8 or GB18030; multipart field `file`); times without an offset are read in timeZone (by default the caller’s X-Time-Zone, else the stores’); a row already in the log is left out; dryRun=true (default) only reports',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          dryRun: queryBoolean.default(true),
          timeZone: timeZoneParam,
        }),
        response: { 200: envelopeOf(importResultSchema) },
      },
    },
    async (request) => {
      const buffer = await uploadedXlsx(request, DOOR_IMPORT_MAX_MB, { csv: true });
      const { dryRun } = request.query;
      const timeZone = requestTimeZone(request, request.query.timeZone);
      const language = requestLanguage(request);
      return ok(await imports.opens(currentUser(request), buffer, dryRun, language, timeZone));
    },
  );
};
