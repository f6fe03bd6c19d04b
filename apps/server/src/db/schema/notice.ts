import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { partOf, timestamptz, updatedAt } from './columns';
import { createdBy } from './user-columns';
import { appUser } from './users';

/** A notice's words in a language other than the default one. */
export type NoticeTranslations = Partial<Record<'en-US', { text: string; content: string | null }>>;

/** Longest notice text (noticeInfoStr); the drawer shows its first 24 characters. */
export const NOTICE_TEXT_MAX = 500;
/**
 * Highest notice type value: SPEC §3's 1–24, 25 (announcement), 26 (a repair order past its
 * service level), 27 and 28 (pick-up's approval and application), 29 and 30 (a special work
 * order's), 31 and 32 (a stocktake's differences), 33 and 34 (kept for purchase orders), 35 (a
 * supplier qualification about to lapse), 36 and 37 (a project cost visa's approval and
 * application), 38 and 39 (a warehouse purchase order submitted, and its outcome), 41 (a
 * project inspection issue past its rectification deadline; 40 is kept for purchasing), 42 and 43
 * (a project discarding's approval and application), 44 and 45 (a start-of-work application's), 46 and 47 (a design change's), 50 (a project contractor's document about to lapse;
 * 48 and 49 kept), 51 and 52 (a project material discard's approval and application), 53 and 54 (a stock reservation about to lapse, and lapsed).
 */
export const NOTICE_TYPE_MAX = 54;

/** What a notice says and links to: the same columns in `notice` and `notice_group`. */
const noticeWords = () => ({
  type: pg.smallint('type').notNull(),
  text: pg.varchar('text', { length: NOTICE_TEXT_MAX }).notNull(),
  content: pg.text('content'),
  /**
   * The text and content in the other languages, by language (`{"en-US": {"text": …,
   * "content": …}}`); `text` and `content` are in Chinese, the server's default. The drawer
   * and the push show each reader their own language. Null for words written by a person
   * (announcements), which are the same for everyone.
   */
  translations: pg.jsonb('translations').$type<NoticeTranslations>(),
  noticeTime: timestamptz('notice_time').notNull().defaultNow(),
  /** The approver a notice of an approval concerns (types 5–12, 15–22). */
  approveUserId: pg.integer('approve_user_id').references(() => appUser.id, {
    onDelete: 'set null',
  }),
  /** The record the notice is about, e.g. area `eam-order`, id `42`. */
  linkArea: pg.varchar('link_area', { length: 64 }),
  linkId: pg.varchar('link_id', { length: 64 }),
  createdBy: createdBy(),
});

/** A notice type within the known ones. */
const knownType = (name: string, type: pg.AnyPgColumn) =>
  pg.check(name, sql`${type} between 1 and ${sql.raw(String(NOTICE_TYPE_MAX))}`);

/**
 * One message to one user (SPEC §3 Notice, DESIGN §7 messages). Sized for millions of rows:
 * every query is per recipient, so every index starts with the recipient.
 */
export const notice = pg.pgTable(
  'notice',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    recipientId: partOf('recipient_id', () => appUser.id),
    ...noticeWords(),
    /** 1 unread, 2 read (SPEC §4). */
    readStatus: pg.smallint('read_status').notNull().default(1),
  },
  (t) => [
    // The drawer's pages: all, by read status, by type; newest first.
    pg.index('notice_recipient_time_idx').on(t.recipientId, t.noticeTime.desc(), t.id.desc()),
    pg
      .index('notice_recipient_status_time_idx')
      .on(t.recipientId, t.readStatus, t.noticeTime.desc()),
    pg.index('notice_recipient_type_time_idx').on(t.recipientId, t.type, t.noticeTime.desc()),
    knownType('notice_type_check', t.type),
    pg.check('notice_read_status_check', sql`${t.readStatus} in (1, 2)`),
  ],
);

/**
 * One notice to many users (`notify` with `grouped` and at least NOTICE_GROUP_FROM recipients: a
 * role's 1,000 approvers): its words once, its recipients as one array, instead of a
 * `notice` row per recipient with its foreign keys, indexes and tally. Its id comes from
 * `notice`'s own sequence, so a notice id names one or the other. Each reader's read and
 * deleted state is a `notice_mark` row, written when they first mark it. Read only but for
 * `notify` (docs/approvals.md "A notice to many").
 */
export const noticeGroup = pg.pgTable(
  'notice_group',
  {
    id: pg
      .bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('notice_id_seq')`),
    recipients: pg.integer('recipients').array().notNull(),
    ...noticeWords(),
  },
  (t) => [
    // A reader's group notices: the array holds them.
    pg.index('notice_group_recipients_idx').using('gin', t.recipients),
    knownType('notice_group_type_check', t.type),
  ],
);

/** A reader's state of a group notice: read (2) or not (1), deleted for them. No row: unread. */
export const noticeMark = pg.pgTable(
  'notice_mark',
  {
    userId: partOf('user_id', () => appUser.id),
    noticeId: pg
      .bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => noticeGroup.id, { onDelete: 'cascade' }),
    readStatus: pg.smallint('read_status').notNull().default(1),
    deleted: pg.boolean('deleted').notNull().default(false),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.noticeId] }),
    pg.index('notice_mark_notice_idx').on(t.noticeId),
    pg.check('notice_mark_read_status_check', sql`${t.readStatus} in (1, 2)`),
  ],
);

/**
 * The version of every reader's group notices at once: bumped (drizzle/0068) by any insert,
 * update or delete of `notice_group`. A drawer answer is kept under the reader's own version
 * plus this one. One row.
 */
export const noticeGroupVersion = pg.pgTable('notice_group_version', {
  one: pg.boolean('one').primaryKey().default(true),
  version: pg.bigint('version', { mode: 'number' }).notNull(),
});

/** A user's notification switches (SPEC §9: on = 1, off = 0); no row means both on. */
export const noticeConfig = pg.pgTable(
  'notice_config',
  {
    userId: pg
      .integer('user_id')
      .primaryKey()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    messageNotifiStatus: pg.smallint('message_notifi_status').notNull().default(1),
    voiceNotifiStatus: pg.smallint('voice_notifi_status').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check('notice_config_message_check', sql`${t.messageNotifiStatus} in (0, 1)`),
    pg.check('notice_config_voice_check', sql`${t.voiceNotifiStatus} in (0, 1)`),
  ],
);

/**
 * How many notices each user has, per type and read status. Kept by statement triggers on
 * `notice` (drizzle/0006: insert, update, delete, truncate), in the same transaction as the
 * change, so it is always exact: the drawer's counts and a page's total read a few rows of it
 * instead of counting a heavy user's notices on every call (issue #8). Read only.
 */
export const noticeTally = pg.pgTable(
  'notice_tally',
  {
    recipientId: partOf('recipient_id', () => appUser.id),
    type: pg.smallint('type').notNull(),
    readStatus: pg.smallint('read_status').notNull(),
    n: pg.integer('n').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.recipientId, t.type, t.readStatus] })],
);

/**
 * A number per user that grows with every change to their notices, bumped by the same
 * triggers as the tally (drizzle/0007). The drawer's answers are kept in memory per version:
 * reading this one row tells whether they still hold (issue #8). No row means 0.
 */
export const noticeVersion = pg.pgTable('notice_version', {
  recipientId: pg
    .integer('recipient_id')
    .primaryKey()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  version: pg.bigint('version', { mode: 'number' }).notNull(),
});
