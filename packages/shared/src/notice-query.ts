import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { NOTICE_TYPE_VALUES } from './notice';

const readStatus = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
const noticeType = z.coerce
  .number()
  .int()
  .refine((v) => (NOTICE_TYPE_VALUES as number[]).includes(v), 'unknown notice type');

/** GET /admin/notice/page: a page of the signed-in user's notices, by type and read state. */
export const noticePageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  noticeInfoType: noticeType.optional(),
  readStatus: readStatus.optional(),
});
export type NoticePageQuery = z.infer<typeof noticePageQuery>;
