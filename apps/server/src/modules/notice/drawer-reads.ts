import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../core/i18n';
import { KeptAnswer } from '../../core/json-answer';
import { VersionedMemo } from '../../core/versioned-memo';
import { turnBatch } from '../../db/turn-batch';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { notice, noticeGroupVersion, noticeTally, noticeVersion } from '../../db/schema';
import { groupReadStatus, groupRowsOf } from './groups';

type ReadStatus = 1 | 2;

export interface PageQuery {
  current: number;
  size: number;
  noticeInfoType?: number;
  readStatus?: ReadStatus;
}

type Filters = Pick<PageQuery, 'noticeInfoType' | 'readStatus'>;

/**
 * Newest first, spelled as the indexes are (drizzle writes `DESC NULLS LAST`): a plain `DESC`
 * means NULLS FIRST, which PostgreSQL will not read from those indexes, so it would sort all
 * of a user's notices for every page (issue #8).
 */
export const NEWEST_FIRST = [
  sql`${notice.noticeTime} desc nulls last`,
  sql`${notice.id} desc nulls last`,
] as const;

/** Answers kept in memory at most (a page is a few KiB). */
const MAX_ANSWERS = 5_000;

/**
 * The drawer's two reads (SPEC §2: the list and the counts), the most frequent calls of the
 * message centre (issue #8):
 * - each is one prepared statement (named on PostgreSQL: parsed and planned once per
 *   connection) whose single row is the answer's JSON, built by the database: no row handling
 *   here. The JSON has exactly the shape `toNotice` and the counts type give
 *   (drawer-reads.test.ts compares them);
 * - the answer is kept with the user's notice version (notice_version, bumped by triggers on
 *   every change, whoever makes it). Asked again, one row — the version — says whether it
 *   still holds, so a repeated read costs the database almost nothing and is never stale.
 *   The version checks of one turn of the event loop go as one query (db/turn-batch.ts).
 */
export function createDrawerReads(db: Db) {
  const at = {
    userId: sql.placeholder('userId'),
    type: sql.placeholder('type'),
    status: sql.placeholder('status'),
    language: sql.placeholder('language'),
  };
  const key = (f: Filters) =>
    `${f.noticeInfoType === undefined ? 'a' : 't'}${f.readStatus === undefined ? 'a' : 's'}`;
  // A user's answers change with their own notices (their version) and with the group
  // notices (one version for all, groups.ts): both only grow, so their sum moves whenever
  // either does.
  const groupVersion = sql`(select ${noticeGroupVersion.version} from ${noticeGroupVersion})`;
  const version = sql<number>`coalesce((select ${noticeVersion.version} from ${noticeVersion}
    where ${noticeVersion.recipientId} = ${at.userId}), 0) + ${groupVersion}`;
  const versionsStatement = db
    .select({
      userId: sql<number>`u.id`,
      version: sql<number>`coalesce(${noticeVersion.version}, 0) + ${groupVersion}`,
    })
    .from(sql`unnest(${sql.placeholder('userIds')}::int[]) as u(id)`)
    .leftJoin(noticeVersion, sql`${noticeVersion.recipientId} = u.id`)
    .prepare('notice_versions_of');
  /** The users' notice versions, the checks of one turn of the event loop in one query. */
  const versionOf = turnBatch(async (userIds: number[]) => {
    const rows = await versionsStatement.execute({ userIds: intArray(userIds) });
    return new Map(rows.map((r) => [r.userId, Number(r.version)]));
  });

  /** The user's notices (or tally rows) of the filter's type and read status, as placeholders. */
  const filtered = (table: typeof notice | typeof noticeTally, f: Filters): SQL | undefined =>
    and(
      eq(table.recipientId, at.userId),
      f.noticeInfoType === undefined ? undefined : eq(table.type, at.type),
      f.readStatus === undefined ? undefined : eq(table.readStatus, at.status),
    );

  /** The reader's group notices of the filter's type and read status (groups.ts). */
  const groupFiltered = (f: Filters) =>
    groupRowsOf(
      at.userId,
      sql.join(
        [
          f.noticeInfoType === undefined ? sql`true` : sql`g.type = ${at.type}::int`,
          f.readStatus === undefined ? sql`true` : sql`${groupReadStatus} = ${at.status}::int`,
        ],
        sql` and `,
      ),
    );

  /**
   * Total of the filtered notices: their own from the tally (a few rows, however many
   * notices), and their group notices counted.
   */
  const total = (f: Filters) =>
    sql`(${db
      .select({ n: sql<number>`coalesce(sum(${noticeTally.n}), 0)` })
      .from(noticeTally)
      .where(filtered(noticeTally, f))}) + (select count(*) from (${groupFiltered(f)}) gf)`;

  function pageStatement(f: Filters) {
    const limit = sql.placeholder('limit');
    const offset = sql.placeholder('offset');
    const upTo = sql.placeholder('upTo');
    // The reader's own notices read newest first from their index, as many as the page needs
    // at most, then their group notices alike, the two merged.
    const own = db
      .select({
        id: notice.id,
        type: notice.type,
        text: notice.text,
        content: notice.content,
        translations: notice.translations,
        notice_time: notice.noticeTime,
        read_status: notice.readStatus,
        approve_user_id: notice.approveUserId,
        link_area: notice.linkArea,
        link_id: notice.linkId,
      })
      .from(notice)
      .where(filtered(notice, f))
      .orderBy(...NEWEST_FIRST)
      .limit(upTo);
    const rows = sql`(select * from ((${own}) union all (${groupFiltered(f)}
        order by g.notice_time desc, g.id desc limit ${upTo}::int)) u
      order by notice_time desc nulls last, id desc nulls last
      limit ${limit}::int offset ${offset}::int) as p`;
    // The reader's language where the notice has it (toNotice). Times as Date#toISOString
    // writes them (UTC, milliseconds); a numeric link id as a number.
    const translated = sql`p.translations -> ${at.language}::text`;
    const record = sql`json_build_object(
      'id', p.id,
      'noticeInfoStr', coalesce(${translated} ->> 'text', p.text),
      'noticeTime', to_char(p.notice_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'readStatus', case when p.read_status = 2 then 2 else 1 end,
      'noticeInfoType', p.type,
      'content', case when ${translated} is null then p.content
        else ${translated} ->> 'content' end,
      'approveUserId', p.approve_user_id,
      'link', case when p.link_area is not null and p.link_id is not null
        then json_build_object('area', p.link_area, 'id',
          case when p.link_id ~ '^[1-9][0-9]{0,14}$' then to_json(p.link_id::bigint)
               else to_json(p.link_id) end)
        end)`;
    return db
      .select({
        version,
        json: sql<string>`json_build_object(
          'records', coalesce(json_agg(${record}
            order by p.notice_time desc nulls last, p.id desc nulls last), '[]'::json),
          'total', ${total(f)},
          'current', ${sql.placeholder('current')}::int,
          'size', ${sql.placeholder('size')}::int)::text`,
      })
      .from(rows)
      .prepare(`notice_page_${key(f)}`);
  }

  function countsStatement(byStatus: boolean) {
    // Per type and read status: the reader's own from the tally, their group notices counted.
    const tallied = db
      .select({ type: noticeTally.type, read_status: noticeTally.readStatus, n: noticeTally.n })
      .from(noticeTally)
      .where(
        and(
          eq(noticeTally.recipientId, at.userId),
          gt(noticeTally.n, 0),
          byStatus ? eq(noticeTally.readStatus, at.status) : undefined,
        ),
      );
    const grouped = sql`select gr.type, gr.read_status, count(*)::int as n
      from (${groupFiltered({ readStatus: byStatus ? 1 : undefined })}) gr
      group by gr.type, gr.read_status`;
    const both = sql`((${tallied}) union all (${grouped})) as both_n`;
    const perType = db
      .select({
        type: sql<number>`both_n.type`.as('type'),
        all: sql<number>`sum(both_n.n)`.as('all_n'),
        unread: sql<number>`coalesce(sum(both_n.n) filter (where both_n.read_status = 1), 0)`.as(
          'unread_n',
        ),
        read: sql<number>`coalesce(sum(both_n.n) filter (where both_n.read_status = 2), 0)`.as(
          'read_n',
        ),
      })
      .from(both)
      .groupBy(sql`both_n.type`)
      .as('per_type');
    const views = (all: unknown, unread: unknown, read: unknown) =>
      sql`'viewAllCount', ${all}, 'viewNotReadCount', ${unread}, 'viewReadCount', ${read}`;
    return db
      .select({
        version,
        json: sql<string>`json_build_object(
          ${views(
            sql`coalesce(sum(${perType.all}), 0)`,
            sql`coalesce(sum(${perType.unread}), 0)`,
            sql`coalesce(sum(${perType.read}), 0)`,
          )},
          'typeInfoCount', coalesce(json_object_agg(${perType.type},
            json_build_object(${views(perType.all, perType.unread, perType.read)})
            order by ${perType.type}), '{}'::json))::text`,
      })
      .from(perType)
      .prepare(`notice_counts_${byStatus ? 's' : 'a'}`);
  }

  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const counts = new Map<boolean, ReturnType<typeof countsStatement>>();
  const answers = new VersionedMemo<KeptAnswer>(MAX_ANSWERS);

  /**
   * The answer kept for `answerKey` if the user's notices have not changed since, else a
   * fresh one from `read` (which also says the version it was read at).
   */
  async function current(
    userId: number,
    answerKey: string,
    read: () => Promise<{ version: number; json: string } | undefined>,
  ): Promise<KeptAnswer> {
    if (answers.versionOf(answerKey) !== undefined) {
      const kept = answers.get(answerKey, (await versionOf(userId)) ?? 0);
      if (kept !== undefined) return kept;
    }
    const fresh = (await read())!;
    const answer = new KeptAnswer(fresh.json);
    answers.set(answerKey, Number(fresh.version), answer);
    return answer;
  }

  return {
    /**
     * GET /admin/notice/page's `data` in `language`, as JSON text
     * (`{ records, total, current, size }`) and as the envelope's bytes.
     */
    pageAnswer(userId: number, q: PageQuery, language: Language = 'zh-CN'): Promise<KeptAnswer> {
      const params = {
        userId,
        language,
        type: q.noticeInfoType ?? 0,
        status: q.readStatus ?? 0,
        limit: q.size,
        offset: (q.current - 1) * q.size,
        upTo: q.current * q.size,
        current: q.current,
        size: q.size,
      };
      const answerKey = `p/${userId}/${language}/${params.type}/${params.status}/${q.current}/${q.size}`;
      return current(userId, answerKey, async () => {
        let statement = pages.get(key(q));
        if (!statement) pages.set(key(q), (statement = pageStatement(q)));
        return (await statement.execute(params))[0];
      });
    },

    /** GET /admin/notice/getUserInfoCount's `data` (NoticeCounts), as JSON text and bytes. */
    countsAnswer(userId: number, readStatus?: ReadStatus): Promise<KeptAnswer> {
      const byStatus = readStatus !== undefined;
      return current(userId, `c/${userId}/${readStatus ?? 0}`, async () => {
        let statement = counts.get(byStatus);
        if (!statement) counts.set(byStatus, (statement = countsStatement(byStatus)));
        return (await statement.execute({ userId, status: readStatus ?? 0 }))[0];
      });
    },
  };
}

export type DrawerReads = ReturnType<typeof createDrawerReads>;
