import { z } from 'zod';
import { NOTICE_TYPE_VALUES } from './notice';
import { pageQuery } from './page-query';
import type { QueryParams } from './wire';

/*
 * The notice query as the server validates it and the web types it. Its messages are server
 * keys (`notice.validation.*`), translated there.
 */

const accepted: readonly number[] = NOTICE_TYPE_VALUES;

/** `readStatus` in a query string: 1 unread, 2 read. */
export const readStatusParam = z.coerce
  .number({ error: 'notice.validation.readStatus' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'notice.validation.readStatus' }));

/** `noticeInfoType` in a query string: one of the notice types (the announcement's too). */
export const noticeTypeParam = z.coerce
  .number({ error: 'notice.validation.type' })
  .refine((v) => accepted.includes(v), 'notice.validation.type');

/** GET /admin/notice/page: a page of the signed-in user's notices, by type and read state. */
export const noticePageQuery = pageQuery.extend({
  noticeInfoType: noticeTypeParam.optional(),
  readStatus: readStatusParam.optional(),
});
export type NoticePageQuery = z.infer<typeof noticePageQuery>;
export type NoticePageParams = QueryParams<NoticePageQuery>;
