import {
  noticePageQuery,
  noticeTypeParam as noticeType,
  NOTICE_TYPES,
  NOTICE_TYPE_VALUES,
  readStatusParam as readStatus,
  type Notice,
  type NoticeConfig,
  type NoticeCounts,
  type ViewCounts,
} from '@depot/shared';
import { z } from 'zod';
import { NOTICE_TEXT_MAX } from '../../db/schema/notice';

/** An announcement (POST /admin/notice/announce) is type 25: SPEC §3's types end at 24. */
export const ANNOUNCEMENT_TYPE = NOTICE_TYPES.announcement;
export const NOTICE_TYPES_ACCEPTED: readonly number[] = NOTICE_TYPE_VALUES;

/** Ids sent in one bulk call (the drawer selects from pages of at most 50). */
export const BULK_IDS_MAX = 1000;

const readStatusJson = z.union([z.literal(1), z.literal(2)], {
  error: 'notice.validation.readStatus',
});
const noticeId = z.coerce
  .number({ error: 'notice.validation.id' })
  .int('notice.validation.id')
  .positive('notice.validation.id')
  .max(Number.MAX_SAFE_INTEGER, 'notice.validation.id');
const onOff = z.union([z.literal(0), z.literal(1)], { error: 'notice.validation.switch' });

/** GET /admin/notice/page: the shared query (packages/shared notice-query.ts). */
export const pageQuery = noticePageQuery;

export const countsQuery = z.object({ readStatus: readStatus.optional() });

export const idParams = z.object({ id: noticeId });

export const readStatusQuery = z.object({ readStatus: readStatus.optional() });
export const readStatusBody = z.object({ readStatus: readStatusJson.optional() }).nullish();
/** Where setReadStatus found its value: the query wins over the body; one is required. */
export const requiredReadStatus = z.object({ readStatus: readStatusJson });

export const readAllQuery = z.object({
  noticeInfoType: noticeType.optional(),
  readStatus: readStatus.optional(),
});
/** Only "read" makes sense for "mark all as read". */
export const readAllBody = z
  .object({ readStatus: z.literal(2, { error: 'notice.validation.readAll' }).optional() })
  .nullish();

export const updateStatusQuery = z.object({ readStatus: readStatus.default(2) });

/**
 * A bare JSON array of ids (SPEC §7), read as `{ ids }` so a bad entry is reported as
 * `ids.3: …` rather than a bare index.
 */
export const idListBody = z.preprocess(
  (body) => ({ ids: body }),
  z.object({
    ids: z
      .array(noticeId, { error: 'notice.validation.ids' })
      .min(1, 'notice.validation.ids')
      .max(BULK_IDS_MAX, 'notice.validation.idsMax'),
  }),
);

export const configBody = z.object({
  messageNotifiStatus: onOff,
  voiceNotifiStatus: onOff,
});

export const ANNOUNCE_SEND_TYPES = ['all', 'users', 'depts', 'roles'] as const;
export const ANNOUNCE_TITLE_MAX = 100;
export const ANNOUNCE_CONTENT_MAX = 1000;

const targetId = z
  .number({ error: 'notice.validation.targetIds' })
  .int('notice.validation.targetIds')
  .positive('notice.validation.targetIds')
  .max(2_147_483_647, 'notice.validation.targetIds');

export const announceBody = z
  .object({
    title: z.string().trim().max(ANNOUNCE_TITLE_MAX).optional(),
    content: z.string().trim().min(1, 'validation.required').max(ANNOUNCE_CONTENT_MAX),
    sendType: z.enum(ANNOUNCE_SEND_TYPES),
    targetIds: z.array(targetId).max(10_000).default([]),
  })
  .refine((b) => b.sendType === 'all' || b.targetIds.length > 0, {
    path: ['targetIds'],
    message: 'notice.validation.targetsRequired',
  });
export type AnnounceInput = z.infer<typeof announceBody>;

// Answers.

const noticeLink = z.object({ area: z.string(), id: z.union([z.string(), z.number()]) });

export const noticeSchema = z.object({
  id: z.number().int(),
  noticeInfoStr: z.string(),
  noticeTime: z.string(),
  readStatus: z.union([z.literal(1), z.literal(2)]),
  noticeInfoType: z.number().int(),
  content: z.string().nullable(),
  approveUserId: z.number().int().nullable(),
  link: noticeLink.nullable(),
}) satisfies z.ZodType<Omit<Notice, 'noticeInfoType'> & { noticeInfoType: number }>;

export const noticePageSchema = z.object({
  records: z.array(noticeSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

const viewCounts = z.object({
  viewAllCount: z.number().int(),
  viewNotReadCount: z.number().int(),
  viewReadCount: z.number().int(),
}) satisfies z.ZodType<ViewCounts>;

export const countsSchema = viewCounts.extend({
  typeInfoCount: z.record(z.string(), viewCounts),
}) satisfies z.ZodType<NoticeCounts>;

export const configSchema = z.object({
  messageNotifiStatus: onOff,
  voiceNotifiStatus: onOff,
}) satisfies z.ZodType<NoticeConfig>;

export const updatedSchema = z.object({ updated: z.number().int() });
export const removedSchema = z.object({ removed: z.number().int() });
export const announcedSchema = z.object({ recipients: z.number().int() });

const noticeText = z.string().trim().min(1).max(NOTICE_TEXT_MAX);

/** What another area passes to `notices.notify` (checked: a bad call is a programming error). */
export const notifyInput = z.object({
  recipients: z.array(z.number().int().positive()),
  type: z.number().refine((v) => NOTICE_TYPES_ACCEPTED.includes(v), 'unknown notice type'),
  // Words a person wrote are one string for everyone; the system's are in every language
  // (inEveryLanguage), so each reader sees their own.
  text: z.union([noticeText, z.object({ 'zh-CN': noticeText, 'en-US': noticeText })]),
  content: z.union([z.string(), z.object({ 'zh-CN': z.string(), 'en-US': z.string() })]).nullish(),
  link: z
    .object({
      area: z.string().min(1).max(64),
      id: z.union([z.string().min(1).max(64), z.number()]),
    })
    .nullish(),
  approveUserId: z.number().int().positive().nullish(),
  createdBy: z.number().int().positive().nullish(),
  /**
   * May be kept once for all its recipients when they are many (a group notice, groups.ts):
   * the sender reads its notices only through the message centre, never a row per recipient.
   */
  grouped: z.boolean().optional(),
});
export type NotifyInput = z.input<typeof notifyInput>;
