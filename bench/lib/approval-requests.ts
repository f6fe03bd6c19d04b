/**
 * The to-do list's data (issue #17): pending approval requests in the engine's own tables,
 * made by the database in chunks (`INSERT … SELECT … FROM generate_series`, as seed:scale makes
 * its rows), so 100,000 take seconds instead of 100,000 submissions through the API.
 *
 * Each request is what a submission on the demo's flow templates (the store's keeper, then the
 * administrator) leaves behind: a code from the engine's daily counters, its type's template
 * version, facts and a title in the documents' words, the `submit` trail row; half are at the
 * keeper's step (one pending task), half at the administrator's (the keeper's task approved,
 * with its trail row, and a pending task of `admin`). Keepers are 200 users, the busiest drawn
 * most (density ∝ rank^−½, as seed:scale's notices). What is not made: the lifecycle documents
 * themselves (their ids start at BENCH_DOC_BASE and name no document: a list reads none) and
 * the approval notices (the scale data has its own). Found again by those ids, so a cached
 * store gets only what it lacks.
 */
import { ASSET_DOC_CODE_PREFIX, ASSET_DOC_TYPES } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { pgArray } from '../../apps/server/scripts/seed-scale/sql';
import { rows } from './approval-data';

/** Document ids of the bench's requests start here, far above any real document's. */
export const BENCH_DOC_BASE = 1_000_000_000;
const CHUNK = 20_000;
const KEEPERS = 200;
/** Requests are spread over this many past days, recent ones denser. */
const SPAN_DAYS = 90;

/** How the requests' types are spread (lendings and pick-ups the most). */
const TYPE_SHARES: Record<(typeof ASSET_DOC_TYPES)[number], number> = {
  lending: 30,
  pickup: 25,
  return: 15,
  transfer: 15,
  damage: 8,
  writeOff: 5,
  rollback: 2,
};

const ASSET_NAMES = [
  '笔记本电脑',
  '台式电脑',
  '收银机',
  '扫码枪',
  '电子价签基站',
  '监控摄像头',
  '投影仪',
  '冷藏展示柜',
  '货架',
  '叉车',
  '打印机',
  '防盗天线',
];

export interface SeededRequests {
  /** The bench's pending requests, after seeding. */
  total: number;
  /** How many this call made. */
  made: number;
  seconds: number;
}

/** Makes the bench's pending requests up to `count`. */
export async function ensurePendingRequests(
  database: Database,
  count: number,
  progress: (done: number) => void = () => {},
): Promise<SeededRequests> {
  const started = Date.now();
  const [have] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from approval_request where document_id >= ${BENCH_DOC_BASE}`,
  );
  const existing = Number(have!.n);
  if (existing >= count) return { total: existing, made: 0, seconds: 0 };

  const templates = await rows<{ docType: string; versionId: number }>(
    database,
    sql`select distinct on (t.doc_type) t.doc_type as "docType", v.id as "versionId"
        from approval_template t
        join approval_template_version v on v.template_id = t.id and v.version = t.version
        where t.enabled and t.condition = '{"maxAmount": null, "minAmount": null,
          "categoryIds": [], "enterpriseIds": []}'::jsonb
        order by t.doc_type, t.priority desc, t.id`,
  );
  const types = ASSET_DOC_TYPES.filter((type) => templates.some((t) => t.docType === type));
  if (!types.length) throw new Error('no flow templates without conditions: start with demo data');
  const slots = types.flatMap((type) => Array<string>(TYPE_SHARES[type]).fill(type));
  const versionOf = (type: string) => templates.find((t) => t.docType === type)!.versionId;
  const [admin] = await rows<{ id: number }>(
    database,
    sql`select id from app_user where username = 'admin'`,
  );
  const people = (
    await rows<{ id: number }>(
      database,
      sql`select id from app_user where enabled and username <> 'admin' order by id`,
    )
  ).map((r) => Number(r.id));
  const keepers = people.slice(0, KEEPERS);
  const stores = await rows<{ id: number; name: string; enterpriseId: number }>(
    database,
    sql`select id, name, enterprise_id as "enterpriseId" from store order by id`,
  );
  if (!admin || keepers.length < KEEPERS || !stores.length) {
    throw new Error('the bench store lacks users or stores for the approval requests');
  }

  for (let done = existing; done < count;) {
    const n = Math.min(CHUNK, count - done);
    await database.db.execute(sql`
      with drawn as (
        select ${BENCH_DOC_BASE + done}::int + g as document_id,
               (${pgArray(slots)}::text[])[1 + floor(random() * ${slots.length})::int] as doc_type,
               now() - power(random(), 2) * interval '${sql.raw(String(SPAN_DAYS))} days'
                 as created_at,
               random() < 0.5 as at_admin,
               (${pgArray(people)}::int[])[1 + floor(random() * ${people.length})::int]
                 as applicant,
               (${pgArray(keepers)}::int[])[1 + floor(power(random(), 2) * ${KEEPERS})::int]
                 as keeper,
               1 + floor(random() * ${stores.length})::int as s,
               random() as r1, random() as r2, random() as r3
        from generate_series(1, ${n}::int) as g
      ), per_day as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from drawn group by 1
      ), bumped as (
        insert into approval_code_counter (day, last_value)
        select day, n from per_day
        on conflict (day) do update
          set last_value = approval_code_counter.last_value + excluded.last_value
        returning day, last_value
      ), d as (
        select d.*, p.day,
               b.last_value - p.n
                 + row_number() over (partition by p.day order by d.created_at, d.document_id)
                 as seq,
               (${pgArray(stores.map((s) => s.name))}::text[])[d.s] as store_name,
               (${pgArray(stores.map((s) => s.enterpriseId))}::int[])[d.s] as enterprise_id,
               (${pgArray(ASSET_NAMES)}::text[])[1 + floor(d.r1 * ${ASSET_NAMES.length})::int]
                 as name1,
               (${pgArray(ASSET_NAMES)}::text[])[1 + floor(d.r2 * ${ASSET_NAMES.length})::int]
                 as name2
        from drawn d
        join per_day p on p.day = (d.created_at at time zone 'UTC')::date
        join bumped b on b.day = p.day
      ), titled as (
        select d.*,
               (${pgArray(types.map((t) => ASSET_DOC_CODE_PREFIX[t]))}::text[])[
                 array_position(${pgArray(types)}::text[], d.doc_type)]
                 || to_char(d.day, 'YYYYMMDD') || lpad((d.seq % 1000000)::text, 6, '0') || ' '
                 || d.name1 || case when d.r3 < 0.4 and d.name2 <> d.name1
                                 then '、' || d.name2 else '' end
                 || case when d.r3 < 0.15 then ' +' || (1 + floor(d.r3 * 20))::int else '' end
                 || ' → ' || d.store_name as title,
               round((800 + d.r1 * 12000)::numeric, 2)::text as amount
        from d
      ), requests as (
        insert into approval_request (code, doc_type, document_id, applicant_id, enterprise_id,
                                      title, status, current_step, round, template_version_id,
                                      facts, version, created_at, updated_at)
        select 'AP' || to_char(t.day, 'YYYYMMDD') || lpad(t.seq::text, 6, '0'), t.doc_type,
               t.document_id, t.applicant, t.enterprise_id, t.title, 'pending',
               case when t.at_admin then 1 else 0 end, 1,
               (${pgArray(types.map(versionOf))}::int[])[
                 array_position(${pgArray(types)}::text[], t.doc_type)],
               jsonb_build_object('title', t.title, 'amount', t.amount, 'categoryIds', '[]'::jsonb,
                 'enterpriseId', t.enterprise_id, 'custodianIds', '[]'::jsonb,
                 'keeperIds', jsonb_build_array(t.keeper)),
               case when t.at_admin then 1 else 0 end, t.created_at,
               t.created_at + case when t.at_admin then interval '2 hours' else interval '0' end
        from titled t
        returning id, document_id, applicant_id, created_at
      ), tasks as (
        insert into approval_task (request_id, step, round, seq, approver_id, status, acted_at,
                                   created_at)
        select r.id, 0, 1, 0, t.keeper,
               case when t.at_admin then 'approved' else 'pending' end,
               case when t.at_admin then r.created_at + interval '2 hours' end, r.created_at
        from requests r join titled t using (document_id)
        union all
        select r.id, 1, 1, 0, ${Number(admin.id)}::int, 'pending', null,
               r.created_at + interval '2 hours'
        from requests r join titled t using (document_id)
        where t.at_admin
      )
      insert into approval_trail (request_id, action, actor_id, step, at)
      select r.id, 'submit', r.applicant_id, null, r.created_at from requests r
      union all
      select r.id, 'approve', t.keeper, 0, r.created_at + interval '2 hours'
      from requests r join titled t using (document_id)
      where t.at_admin`);
    done += n;
    progress(done);
  }
  // Vacuumed as well, as autovacuum soon would: index-only reads of the tasks then skip the
  // table (its visibility map is set).
  await database.db.execute(
    sql`vacuum (analyze) approval_request, approval_task, approval_trail, approval_code_counter`,
  );
  return { total: count, made: count - existing, seconds: (Date.now() - started) / 1000 };
}
