import type { PermissionKey } from '@depot/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLanguage, type Language } from '../i18n';
import { formatInZone, requestTimeZone, todayIn } from '../time-zone';
import { streamXlsx, xlsxAnswer, type FileName } from './xlsx-http';
import { writeXlsx, type XlsxSheet } from './xlsx-writer';

/** Rows read per page while an export walks a list. */
const EXPORT_PAGE = 500;

/**
 * An export's file name: `{ascii}-{day}.xlsx` for old clients, `{name}-{day}.xlsx` for the rest;
 * `day` is the caller's (`todayIn(requestTimeZone(request))`).
 */
export const exportFile = (ascii: string, name: string, day: string): FileName => ({
  ascii: `${ascii}-${day}.xlsx`,
  name: `${name}-${day}.xlsx`,
});

/**
 * Every page of a page reader, EXPORT_PAGE rows at a time: for a list without one integer key
 * (the stock, one row per warehouse and item, bounded by both). A keyed list reads its keys
 * first instead (`readBatches`): paging by OFFSET reads the earlier rows again for each page.
 */
export async function* allPages<R>(
  read: (current: number, size: number) => Promise<{ records: R[] }>,
): AsyncIterable<readonly R[]> {
  for (let current = 1; ; current++) {
    const { records } = await read(current, EXPORT_PAGE);
    if (records.length) yield records;
    if (records.length < EXPORT_PAGE) return;
  }
}

/** A time in an export, as the caller's clock shows it (`2026-05-01 09:30`); none: an empty cell. */
export const exportTime = (date: Date | null | undefined, timeZone: string): string | null =>
  date ? formatInZone(date, timeZone) : null;

interface PagedExport<Q, R> {
  url: string;
  permission: PermissionKey;
  tags: string[];
  summary: string;
  /** The list's page query without `current` and `size`: the same filters as the list. */
  query: z.ZodType<Q>;
  /** The file's name in the caller's language, on the caller's day (`exportFile`). */
  file: (language: Language, day: string, query: Q) => FileName;
  /** The sheet: headers in the caller's language, times in their zone (`exportTime`). */
  sheet: (language: Language, timeZone: string) => XlsxSheet<R>;
  /**
   * The list's rows in its order, in batches, for the caller: the export shows what the list
   * shows (`readBatches` over the list's own rules). Awaited before the download starts, so a
   * refusal (too many rows for a sheet) is a plain error answer.
   */
  batches: (request: FastifyRequest, query: Q) => Promise<AsyncIterable<readonly R[]>>;
}

/**
 * `GET url` behind `permission`: the list a page query filters, as one streamed .xlsx sheet with
 * headers in the caller's language and times in their zone, read a batch at a time (memory stays
 * flat, whatever the rows).
 */
export function pagedExport<Q extends object, R>(spec: PagedExport<Q, R>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      spec.url,
      {
        config: { permission: spec.permission },
        schema: {
          tags: spec.tags,
          summary: spec.summary,
          querystring: spec.query,
          response: xlsxAnswer,
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const timeZone = requestTimeZone(request);
        // `as Q`: validated by the schema, but not typed through the type parameter.
        const query = request.query as Q;
        const batches = await spec.batches(request, query);
        const file = spec.file(language, todayIn(timeZone), query);
        return streamXlsx(request, reply, file, (out) =>
          writeXlsx(out, batches, spec.sheet(language, timeZone)),
        );
      },
    );
  };
}
