import { STORE_TIME_ZONE } from '../../src/core/time-zone';
import type { Db } from '../../src/db/client';
import type { Progress } from './progress';
import { ids, pgArray, rows, sql } from './sql';
import { DEMO_REPAIR_TYPES } from '../../src/seed/demo-eam-data';
import { EXTERNAL_SOURCES, REPAIR_REMARKS, STORE_CITIES } from './vocabulary';

/** Orders per statement (each also writes its timeline, pauses and code counters). */
const ORDER_CHUNK = 10_000;
/** Orders are spread over this many stores at least (more are made when there are fewer). */
const MIN_STORES = 60;
const SPAN_SECONDS = 365 * 86_400;

const CANCEL_REASONS = ['门店已自行处理', '重复报修', '报修信息有误', '门店暂停营业'];
const PAUSE_REASONS = [
  '等待配件到货',
  '门店营业高峰，暂缓施工',
  '需物业配合断电',
  '等待厂家技术支持',
];
const COMMENTS = ['处理及时，师傅很专业', '维修质量好', '响应有点慢', '问题已解决', '需要二次上门'];

/** Stores to spread orders over: made up to MIN_STORES in the first enterprise. */
export async function ensureStores(db: Db): Promise<void> {
  const [have] = await rows<{ n: number }>(db, sql`select count(*)::int as n from store`);
  const missing = MIN_STORES - (have?.n ?? 0);
  if (missing <= 0) return;
  await db.execute(sql`
    with fresh as (
      select nextval(pg_get_serial_sequence('store', 'id'))::int as id,
             1 + floor(random() * ${STORE_CITIES.length})::int as c
      from generate_series(1, ${missing}::int)
    )
    insert into store (id, code, name, address, region, enterprise_id)
    select f.id, 'ST' || lpad(f.id::text, 5, '0'),
           (${pgArray(STORE_CITIES.map((c) => c[0]))}::text[])[f.c]
             || (${pgArray(STORE_CITIES.map((c) => c[2]))}::text[])[f.c] || f.id || '号店',
           (${pgArray(STORE_CITIES.map((c) => c[0]))}::text[])[f.c] || '市'
             || (${pgArray(STORE_CITIES.map((c) => c[2]))}::text[])[f.c] || f.id || '号',
           (${pgArray(STORE_CITIES.map((c) => c[1]))}::text[])[f.c],
           (select min(id) from enterprise)
    from fresh f`);
}

async function ensureRepairTypes(db: Db): Promise<void> {
  const [have] = await rows<{ n: number }>(db, sql`select count(*)::int as n from repair_type`);
  if (have?.n) return;
  // The demo's standard types with their service-level targets, for a database without any.
  for (const t of DEMO_REPAIR_TYPES) {
    await db.execute(sql`
      insert into repair_type (code, name, response_minutes, resolution_minutes)
      values (${t.code}, ${t.name}, ${t.responseMinutes}, ${t.resolutionMinutes})
      on conflict (code) do nothing`);
  }
}

/** Enabled users granted `permission` (through a role's button); all enabled users if none. */
async function holders(db: Db, permission: string): Promise<number[]> {
  const found = await ids(
    db,
    sql`select distinct ur.user_id as id from user_role ur
        join role_menu rm on rm.role_id = ur.role_id
        join menu m on m.id = rm.menu_id and m.permission = ${permission} and m.enabled
        join app_user u on u.id = ur.user_id and u.enabled
        order by 1`,
  );
  return found.length ? found : ids(db, sql`select id from app_user where enabled order by id`);
}

/**
 * Adds `count` repair orders over the last year in every status (old ones mostly completed,
 * recent ones open), consistent with their life cycle: times in order, technicians and
 * dispatchers among the users holding those keys, pauses, evaluations, external codes for
 * some, codes from the same daily counters the server uses (so its next codes follow on),
 * the timeline of each, and past service-level breaches marked as already notified.
 */
export async function seedOrders(db: Db, count: number, progress: Progress): Promise<void> {
  if (count <= 0) return;
  await ensureStores(db);
  await ensureRepairTypes(db);
  const stores = await rows<{ id: number; address: string | null }>(
    db,
    sql`select id, address from store order by id`,
  );
  const types = await rows<{ id: number; response: number | null; resolution: number | null }>(
    db,
    sql`select id, response_minutes as response, resolution_minutes as resolution
        from repair_type order by id`,
  );
  const people = {
    techs: await holders(db, 'eam_order_work'),
    dispatchers: await holders(db, 'eam_order_dispatch'),
    creators: await holders(db, 'eam_order_add'),
  };
  const storeIds = pgArray(stores.map((s) => s.id));
  const storeAddresses = pgArray(stores.map((s) => s.address));
  const typeIds = pgArray(types.map((t) => t.id));
  const responses = pgArray(types.map((t) => t.response));
  const resolutions = pgArray(types.map((t) => t.resolution));
  const arr = (s: string) => sql`${s}::text[]`;
  /** One of `list`, chosen by the random column `r` of the row. */
  const pick = (list: number[], r: string) =>
    sql`(${pgArray(list)}::int[])[1 + floor(${sql.raw(r)} * ${list.length})::int]`;

  for (let done = 0; done < count;) {
    const n = Math.min(ORDER_CHUNK, count - done);
    await db.execute(sql`
      with drawn as (
        select nextval(pg_get_serial_sequence('repair_order', 'id'))::int as id,
               power(random(), 1.4) * ${SPAN_SECONDS} as age,
               1 + floor(random() * ${stores.length})::int as si,
               1 + floor(random() * ${types.length})::int as ti,
               random() as rs, random() as r1, random() as r2, random() as r3,
               random() as r4, random() as r5, random() as r6
        from generate_series(1, ${n}::int)
      ), staged as (
        select d.*, now() - make_interval(secs => d.age) as submit_time,
               case when d.age > 7 * 86400 then
                 case when d.rs < 0.85 then 'completed' when d.rs < 0.95 then 'cancelled'
                      when d.rs < 0.97 then 'in_progress' when d.rs < 0.98 then 'paused'
                      when d.rs < 0.99 then 'dispatched' else 'submitted' end
               else
                 case when d.rs < 0.15 then 'submitted' when d.rs < 0.35 then 'dispatched'
                      when d.rs < 0.55 then 'in_progress' when d.rs < 0.60 then 'paused'
                      when d.rs < 0.95 then 'completed' else 'cancelled' end
               end as status,
               least(d.age * 0.25 * d.r1, (5 + d.r1 * 235) * 60) as d1,
               least(d.age * 0.25 * d.r2, (10 + d.r2 * 590) * 60) as d2,
               least(d.age * 0.4 * d.r3, (30 + d.r3 * 2850) * 60) as d3
        from drawn d
      ), flagged as (
        select s.*,
               s.status in ('dispatched', 'in_progress', 'paused', 'completed')
                 or (s.status = 'cancelled' and s.r4 >= 0.6) as dispatched,
               s.status in ('in_progress', 'paused', 'completed') as started,
               s.status in ('in_progress', 'paused', 'completed') and s.r5 < 0.25 as paused_once,
               s.status = 'completed' and s.r4 < 0.5 as evaluated,
               floor(s.d3 * 0.15 * s.r5)::int as pause_secs,
               ${pick(people.techs, 's.r6')} as tech,
               ${pick(people.dispatchers, 's.r5')} as dispatcher,
               ${pick(people.creators, 's.r2')} as creator
        from staged s
      ), clocked as (
        select f.*,
               case when f.dispatched then f.submit_time + make_interval(secs => f.d1) end
                 as dispatch_time,
               case when f.started then f.submit_time + make_interval(secs => f.d1 + f.d2) end
                 as start_time,
               case when f.paused_once
                 then f.submit_time + make_interval(secs => f.d1 + f.d2 + f.d3 * 0.3) end
                 as pause_start,
               case when f.status = 'paused'
                 then f.submit_time + make_interval(secs => f.d1 + f.d2 + f.d3 * 0.5) end
                 as paused_since,
               case when f.status = 'completed' then f.submit_time
                 + make_interval(secs => f.d1 + f.d2 + f.d3
                   + case when f.paused_once then f.pause_secs else 0 end) end
                 as completion_time,
               case when f.status = 'cancelled' then f.submit_time
                 + make_interval(secs => case when f.dispatched then f.d1 + f.d2 * 0.5
                                              else f.d1 * 0.5 end) end
                 as cancel_time,
               (${responses}::int[])[f.ti] as response_minutes,
               (${resolutions}::int[])[f.ti] as resolution_minutes,
               (f.submit_time at time zone ${STORE_TIME_ZONE}::text)::date as day
        from flagged f
      ), figured as (
        select c.*,
               case when c.paused_once then c.pause_secs else 0 end as pause_duration,
               case when c.evaluated
                 then least(now(), c.completion_time + make_interval(secs => c.d1)) end
                 as evaluated_at,
               c.response_minutes is not null and c.status <> 'cancelled'
                 and extract(epoch from coalesce(c.dispatch_time, now()) - c.submit_time)
                     > c.response_minutes * 60 as response_breached,
               c.resolution_minutes is not null and c.status <> 'cancelled'
                 and extract(epoch from coalesce(c.completion_time, now()) - c.submit_time)
                     - case when c.paused_once then c.pause_secs else 0 end
                     - coalesce(extract(epoch from now() - c.paused_since), 0)
                     > c.resolution_minutes * 60 as resolution_breached
        from clocked c
      ), per_day as (
        select day, count(*)::int as n from figured group by day
      ), bumped as (
        insert into repair_code_counter (day, last_value)
        select day, n from per_day
        on conflict (day) do update set last_value = repair_code_counter.last_value + excluded.last_value
        returning day, last_value
      ), numbered as (
        select f.*,
               b.last_value - p.n
                 + row_number() over (partition by f.day order by f.submit_time, f.id) as seq
        from figured f join per_day p on p.day = f.day join bumped b on b.day = f.day
      ), orders as (
        insert into repair_order (
          id, code, external_code, external_source, store_id, type_id, status, evaluated,
          pause_count, pause_duration, paused_since, appointment_time, submit_time,
          dispatch_time, start_time, completion_time, cancel_time, address, remark,
          assignee_id, dispatcher_id, cancel_reason, rating, evaluation_comment, evaluated_at,
          response_breach_notified_at, resolution_breach_notified_at, created_by, version,
          created_at, updated_at)
        select o.id,
               'RO' || to_char(o.day, 'YYYYMMDD') || lpad(o.seq::text, 6, '0'),
               case when o.r2 < 0.15 then 'EX' || lpad(o.id::text, 8, '0') end,
               case when o.r2 < 0.15 then (${arr(pgArray(EXTERNAL_SOURCES))})[
                 1 + floor(o.r3 * ${EXTERNAL_SOURCES.length})::int] end,
               (${storeIds}::int[])[o.si],
               (${typeIds}::int[])[o.ti],
               o.status, o.evaluated,
               (case when o.paused_once then 1 else 0 end)
                 + (case when o.status = 'paused' then 1 else 0 end),
               o.pause_duration, o.paused_since,
               case when o.r6 < 0.3 then o.submit_time + make_interval(hours => 1 + floor(o.r1 * 47)::int) end,
               o.submit_time, o.dispatch_time, o.start_time, o.completion_time, o.cancel_time,
               (${arr(storeAddresses)})[o.si],
               (${arr(pgArray(REPAIR_REMARKS))})[1 + floor(o.r4 * ${REPAIR_REMARKS.length})::int],
               case when o.dispatched then o.tech end,
               case when o.dispatched then o.dispatcher end,
               case when o.status = 'cancelled' then (${arr(pgArray(CANCEL_REASONS))})[
                 1 + floor(o.r1 * ${CANCEL_REASONS.length})::int] end,
               case when o.evaluated then
                 case when o.r1 < 0.05 then 1 + floor(o.r2 * 2)::int else 3 + floor(o.r2 * 3)::int end
               end,
               case when o.evaluated then (${arr(pgArray(COMMENTS))})[
                 1 + floor(o.r3 * ${COMMENTS.length})::int] end,
               o.evaluated_at,
               case when o.response_breached
                 then o.submit_time + make_interval(mins => o.response_minutes) end,
               case when o.resolution_breached then least(now(), o.submit_time
                 + make_interval(mins => o.resolution_minutes, secs => o.pause_duration)) end,
               o.creator,
               (case when o.dispatched then 1 else 0 end) + (case when o.started then 1 else 0 end)
                 + (case when o.paused_once then 2 else 0 end)
                 + (case when o.status = 'paused' then 1 else 0 end)
                 + (case when o.status in ('completed', 'cancelled') then 1 else 0 end)
                 + (case when o.evaluated then 1 else 0 end),
               o.submit_time,
               greatest(o.submit_time, o.dispatch_time, o.start_time, o.pause_start, o.paused_since,
                        o.completion_time, o.cancel_time, o.evaluated_at)
        from numbered o
      ), pauses as (
        insert into repair_pause (order_id, started_at, ended_at, reason, paused_by, resumed_by)
        select o.id, o.pause_start, o.pause_start + make_interval(secs => o.pause_secs),
               (${arr(pgArray(PAUSE_REASONS))})[1 + floor(o.r1 * ${PAUSE_REASONS.length})::int],
               o.tech, o.tech
        from numbered o where o.paused_once
        union all
        select o.id, o.paused_since, null,
               (${arr(pgArray(PAUSE_REASONS))})[1 + floor(o.r2 * ${PAUSE_REASONS.length})::int],
               o.tech, null
        from numbered o where o.status = 'paused'
      )
      insert into repair_timeline (order_id, action, from_status, to_status, reason, user_id, username, at)
      select o.id, e.action, e.from_status, e.to_status, e.reason, e.user_id, u.username, e.at
      from numbered o
      cross join lateral (values
        ('create', null::text, 'submitted', null::text, o.creator, o.submit_time),
        ('dispatch', 'submitted', 'dispatched', null, o.dispatcher, o.dispatch_time),
        ('start', 'dispatched', 'in_progress', null, o.tech, o.start_time),
        ('pause', 'in_progress', 'paused', null, o.tech, o.pause_start),
        ('resume', 'paused', 'in_progress', null, o.tech,
          o.pause_start + make_interval(secs => o.pause_secs)),
        ('pause', 'in_progress', 'paused', null, o.tech, o.paused_since),
        ('complete', 'in_progress', 'completed', null, o.tech, o.completion_time),
        ('cancel', case when o.dispatched then 'dispatched' else 'submitted' end, 'cancelled',
          null, case when o.dispatched then o.dispatcher else o.creator end, o.cancel_time),
        ('evaluate', 'completed', 'completed', null, o.creator, o.evaluated_at)
      ) as e(action, from_status, to_status, reason, user_id, at)
      left join app_user u on u.id = e.user_id
      where e.at is not null`);
    done += n;
    progress(done);
  }
}
