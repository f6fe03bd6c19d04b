import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { noticeGroup, noticeMark, type notice } from '../../db/schema';

/*
 * A notice to many (docs/approvals.md "A notice to many"): one `notice_group` row holds the
 * words and the recipients; each reader's read and deleted state is a `notice_mark` row, written
 * when they first mark it. Every read and change of the message centre takes the reader's group
 * notices with their own, so each recipient sees exactly what a notice of their own would show.
 */

/**
 * From this many recipients a notification that allows it (`grouped`: the approval engine's
 * notices to approvers, announcements) is kept once for all of them: inserting a row per
 * recipient (indexes, foreign keys, tally and version upserts) is what made a role's 1,000
 * approvers wait (docs/performance.md). Fewer keep a row each.
 */
export const NOTICE_GROUP_FROM = 50;

type NoticeRow = typeof notice.$inferSelect;

/** What a notice's rows share: everything but the recipient, the id and the read status. */
export type NoticeFields = Pick<
  NoticeRow,
  | 'type'
  | 'text'
  | 'content'
  | 'translations'
  | 'approveUserId'
  | 'linkArea'
  | 'linkId'
  | 'createdBy'
>;

/** Inserts one group notice for `recipients` (ids sorted, no repeats); answers its id and time. */
export async function insertGroup(
  tx: Db,
  recipients: readonly number[],
  fields: NoticeFields,
): Promise<{ id: number; noticeTime: Date }> {
  const [row] = await tx
    .insert(noticeGroup)
    .values({ ...fields, recipients: sql`${intArray(recipients)}::int[]` })
    .returning({ id: noticeGroup.id, noticeTime: noticeGroup.noticeTime });
  return row!;
}

/**
 * The reader's group notices as rows of `notice`'s columns, their own read status in
 * `read_status`, those they deleted left out: `g` the group row, `m` the reader's mark.
 * `userId` is a value or a placeholder.
 */
export function groupRowsOf(userId: Placeholder | number, where: SQL = sql`true`): SQL {
  return sql`select g.id, g.type, g.text, g.content, g.translations, g.notice_time,
      coalesce(m.read_status, 1)::smallint as read_status, g.approve_user_id, g.link_area,
      g.link_id
    from ${noticeGroup} g
    left join ${noticeMark} m on m.user_id = ${userId}::int and m.notice_id = g.id
    where g.recipients @> array[${userId}::int] and m.deleted is not true and (${where})`;
}

/** The read status a reader sees on a group notice (`m` their mark). */
export const groupReadStatus = sql`coalesce(m.read_status, 1)`;

/**
 * Sets the reader's read status of their group notices among `ids` (all of them when null,
 * of `type` when given, only unread ones when `onlyUnread`); answers the ids marked.
 */
export async function markGroups(
  tx: Db,
  userId: number,
  scope: { ids: readonly number[] | null; type?: number; onlyUnread?: boolean },
  readStatus: 1 | 2,
): Promise<number[]> {
  const where = [
    scope.ids === null ? sql`true` : sql`g.id = any(${intArray(scope.ids)}::bigint[])`,
    scope.type === undefined ? sql`true` : sql`g.type = ${scope.type}`,
    scope.onlyUnread ? sql`${groupReadStatus} = 1` : sql`true`,
  ];
  const result = (await tx.execute(sql`
    insert into ${noticeMark} (user_id, notice_id, read_status)
    select ${userId}::int, r.id, ${readStatus}::smallint
    from (${groupRowsOf(userId, sql.join(where, sql` and `))}) r
    order by r.id
    on conflict (user_id, notice_id) do update set read_status = excluded.read_status
    returning notice_id`)) as unknown as { rows: Array<{ notice_id: unknown }> };
  return result.rows.map((r) => Number(r.notice_id));
}

/** Deletes the reader's group notices among `ids` for them; answers what they were. */
export async function deleteGroups(
  tx: Db,
  userId: number,
  ids: readonly number[],
): Promise<Array<{ id: number; type: number; text: string }>> {
  if (!ids.length) return [];
  const result = (await tx.execute(sql`
    with target as (
      ${groupRowsOf(userId, sql`g.id = any(${intArray(ids)}::bigint[])`)}
    ), marked as (
      insert into ${noticeMark} (user_id, notice_id, deleted)
      select ${userId}::int, id, true from target order by id
      on conflict (user_id, notice_id) do update set deleted = true
      returning notice_id
    )
    select t.id, t.type, t.text from target t join marked on marked.notice_id = t.id
    order by t.id`)) as unknown as { rows: Array<{ id: unknown; type: unknown; text: string }> };
  return result.rows.map((r) => ({ id: Number(r.id), type: Number(r.type), text: r.text }));
}

/** Group notices by id as `notice` rows (the push words them; the recipient comes with it). */
export async function loadGroups(db: Db, ids: readonly number[]): Promise<NoticeRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(noticeGroup)
    .where(sql`${noticeGroup.id} = any(${intArray(ids)}::bigint[])`);
  return rows.map(({ recipients: _, ...row }) => ({ ...row, recipientId: 0, readStatus: 1 }));
}
