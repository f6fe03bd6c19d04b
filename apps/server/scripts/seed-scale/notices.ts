import type { Db } from '../../src/db/client';
import { NOTICE_TYPE_MAX } from '../../src/db/schema/notice';
import type { Progress } from './progress';
import { seededRandom } from '../../src/core/seeded-random';
import { ids, pgArray, sql } from './sql';
import { noticeTemplates } from './vocabulary';

/** Rows per INSERT … SELECT: one statement the server fills by itself, no row crosses the wire. */
const NOTICE_CHUNK = 20_000;
/** Distinct templates to draw from; `{n}` and the recipients vary them further. */
const TEMPLATE_POOL = 3_000;
/** Notices go back this far; recent days are denser. */
const SPAN_DAYS = 180;
/**
 * Skew: the user at rank x (0 first, 1 last, by id) is drawn with density ∝ x^(1/SKEW − 1),
 * so the first users are heavy (the administrator gets about 1 % of all notices with 10,000
 * users) and the median user gets a few dozen per 100,000.
 */
const SKEW = 2;

/**
 * Adds `count` notices, made and inserted by the database itself (`generate_series`) in
 * chunks: types in back-office proportions with varied Chinese texts, over all users with a
 * skew towards the earliest (heavy) ones, spread over six months, recent ones mostly unread
 * and older ones mostly read, approvals naming an approver, many linking to their record.
 */
export async function seedNotices(db: Db, count: number, progress: Progress): Promise<void> {
  if (count <= 0) return;
  const users = await ids(db, sql`select id from app_user order by id`);
  if (!users.length) throw new Error('seed:scale: notices need users; add some with --users');
  const templates = noticeTemplates(seededRandom(26), TEMPLATE_POOL, NOTICE_TYPE_MAX);
  const userList = pgArray(users);
  const tpl = {
    types: pgArray(templates.map((t) => t.type)),
    texts: pgArray(templates.map((t) => t.text)),
    contents: pgArray(templates.map((t) => t.content)),
    areas: pgArray(templates.map((t) => t.linkArea)),
    approver: pgArray(templates.map((t) => t.approver)),
  };
  for (let done = 0; done < count;) {
    const n = Math.min(NOTICE_CHUNK, count - done);
    await db.execute(sql`
      with tpl as (
        select * from unnest(${tpl.types}::smallint[], ${tpl.texts}::text[],
                             ${tpl.contents}::text[], ${tpl.areas}::text[],
                             ${tpl.approver}::boolean[])
          with ordinality as t(type, text, content, link_area, approver, i)
      ), drawn as (
        select 1 + floor(random() * ${templates.length})::int as pick,
               1 + floor(${users.length} * power(random(), ${SKEW}))::int as who,
               1 + floor(random() * ${users.length})::int as other,
               power(random(), 1.5) * ${SPAN_DAYS * 86_400} as age
        from generate_series(1, ${n}::int)
      )
      insert into notice (recipient_id, type, text, content, notice_time, read_status,
                          approve_user_id, link_area, link_id, created_by)
      select (${userList}::int[])[d.who],
             t.type,
             replace(t.text, '{n}', lpad(floor(random() * 1e6)::int::text, 6, '0')),
             t.content,
             now() - make_interval(secs => d.age),
             case when random() < (case when d.age < 3 * 86400 then 0.25 else 0.85 end)
               then 2 else 1 end,
             case when t.approver then (${userList}::int[])[d.other] end,
             t.link_area,
             case when t.link_area is not null then (1 + floor(random() * 50000))::int::text end,
             case when t.type = 25 then (${userList}::int[])[1] end
      from drawn d join tpl t on t.i = d.pick`);
    done += n;
    progress(done);
  }
}
