/**
 * What the approval sections need in a bench store beyond seed:scale's data, made by set-based
 * SQL (as seed:scale makes its rows) and found again by their codes, so a cached store is
 * reused as it is: the bench's asset category and its assets, the role whose holders approve
 * the fan-out's requests, and the bench documents a stopped run left in approval.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import type { Store } from './depot';
import { openStore } from './tokens';

/** The bench's own asset category: its templates apply only to documents of its assets. */
export const BENCH_CATEGORY_PREFIX = 'BNCH';
/** The role whose 1,000 holders approve the fan-out's second step. */
export const BENCH_ROLE_CODE = 'bench_approver';

/**
 * The assets of each use, by code: `BNCH-E000001` (the effect's 500), `BNCH-S…` (its
 * one-asset baseline), `BNCH-F…` (the fan-out's documents).
 */
export type AssetSeries = 'E' | 'S' | 'F';

export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = (values: readonly number[]) => `{${values.join(',')}}`;

/** Runs `work` on the store's database, opened by the bench (PostgreSQL: beside a server). */
export async function withStore<T>(store: Store, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openStore(store);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A user's id by username (the demo's `manager`, `admin`). */
export async function userIdOf(database: Database, username: string): Promise<number> {
  const [user] = await rows<{ id: number }>(
    database,
    sql`select id from app_user where username = ${username}`,
  );
  if (!user) throw new Error(`no user ${username} in the bench store`);
  return Number(user.id);
}

/**
 * Two enabled users of different departments, neither the administrator: the effect's assets
 * go from one to the other, so custodian and department change with the store.
 */
export async function twoCustodians(database: Database): Promise<[number, number]> {
  const found = await rows<{ id: number }>(
    database,
    sql`select (array_agg(id order by id))[1] as id from app_user
        where enabled and dept_id is not null and username <> 'admin'
        group by dept_id order by min(id) limit 2`,
  );
  if (found.length < 2) throw new Error('the bench store has no two users in two departments');
  return [Number(found[0]!.id), Number(found[1]!.id)];
}

/** The two first stores (the effect's assets go back and forth between them). */
export async function twoStores(database: Database): Promise<[number, number]> {
  const found = await rows<{ id: number }>(database, sql`select id from store order by id limit 2`);
  if (found.length < 2) throw new Error('the bench store has fewer than two stores');
  return [Number(found[0]!.id), Number(found[1]!.id)];
}

/** The bench category (made on first use); its id. */
export async function benchCategory(database: Database): Promise<number> {
  await database.db.execute(sql`
    insert into asset_category (name, code_prefix, unit, useful_life_months)
    values ('基准测试设备', ${BENCH_CATEGORY_PREFIX}, '台', 60)
    on conflict (code_prefix) do nothing`);
  const [category] = await rows<{ id: number }>(
    database,
    sql`select id from asset_category where code_prefix = ${BENCH_CATEGORY_PREFIX}`,
  );
  return Number(category!.id);
}

export interface BenchAsset {
  id: number;
  code: string;
  status: string;
  storeId: number | null;
}

/**
 * `count` assets of a series, the missing ones made idle at `storeId` (with the history rows
 * a registration writes, source `import`, as seed:scale's assets have); all of the series'
 * assets, in code order, as they stand.
 */
export async function ensureBenchAssets(
  database: Database,
  series: AssetSeries,
  count: number,
  storeId: number,
): Promise<BenchAsset[]> {
  const categoryId = await benchCategory(database);
  const prefix = `${BENCH_CATEGORY_PREFIX}-${series}`;
  const [have] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from asset where code like ${`${prefix}%`}`,
  );
  const missing = count - Number(have!.n);
  if (missing > 0) {
    await database.db.execute(sql`
      with made as (
        insert into asset (code, name, category_id, model, serial_no, status, store_id,
                           purchase_date, price, supplier, custom, created_by)
        select ${prefix} || lpad((${Number(have!.n)} + g)::text, 6, '0'),
               (array['收银机', '电子价签基站', '监控摄像头', '冷藏展示柜'])[1 + g % 4],
               ${categoryId}::int, 'BX-' || (100 + g % 7), ${`SN${prefix}`} || lpad(g::text, 7, '0')
                 || '-' || ${Number(have!.n)},
               'idle', ${storeId}::int, current_date - (g % 700), 1200 + (g % 50) * 37.5,
               '深圳市华远科技有限公司', '{}'::jsonb,
               (select id from app_user where username = 'admin')
        from generate_series(1, ${missing}::int) as g
        returning id, code, category_id, status, store_id, created_by, created_at
      )
      insert into asset_history (asset_id, field, before, after, source, actor_id, at)
      select m.id, e.field, null, e.after, 'import', m.created_by, m.created_at
      from made m
      cross join lateral (values
        ('code', to_jsonb(m.code)), ('categoryId', to_jsonb(m.category_id)),
        ('status', to_jsonb(m.status)), ('storeId', to_jsonb(m.store_id))
      ) as e(field, after)`);
  }
  return (
    await rows<BenchAsset>(
      database,
      sql`select id, code, status, store_id as "storeId" from asset
          where code like ${`${prefix}%`} order by code limit ${count}`,
    )
  ).map((a) => ({
    ...a,
    id: Number(a.id),
    storeId: a.storeId === null ? null : Number(a.storeId),
  }));
}

/**
 * Makes `userIds` the holders of the bench role, and nobody else (data scope `self`, the
 * narrowest, so holding it widens nobody's view); the role's id.
 */
export async function setBenchRoleHolders(
  database: Database,
  userIds: readonly number[],
): Promise<number> {
  await database.db.execute(sql`
    insert into role (name, code, description, data_scope)
    values ('基准审批人', ${BENCH_ROLE_CODE}, '基准测试：审批通知扇出的审批人', 'self')
    on conflict (code) do nothing`);
  const [role] = await rows<{ id: number }>(
    database,
    sql`select id from role where code = ${BENCH_ROLE_CODE}`,
  );
  const roleId = Number(role!.id);
  await database.db.execute(sql`
    delete from user_role where role_id = ${roleId} and user_id <> all(${list(userIds)}::int[])`);
  await database.db.execute(sql`
    insert into user_role (user_id, role_id)
    select u, ${roleId}::int from unnest(${list(userIds)}::int[]) as u
    on conflict do nothing`);
  return roleId;
}

export interface OpenRequest {
  requestId: number;
  code: string;
  version: number;
  /** Whoever holds a pending task on it now (a role's task: the role's holders). */
  approverIds: number[];
}

/**
 * Requests still in approval whose documents carry assets of `series`: what a run stopped
 * half-way left (its assets stay on those documents until the requests end).
 */
export async function openBenchRequests(
  database: Database,
  series: AssetSeries,
): Promise<OpenRequest[]> {
  const found = await rows<{ id: number; code: string; version: number; approvers: number[] }>(
    database,
    sql`
      select r.id, r.code, r.version,
             array(select coalesce(t.approver_id, ur.user_id) from approval_task t
                   left join user_role ur on t.approver_id is null and ur.role_id = t.role_id
                   where t.request_id = r.id and t.status = 'pending'
                   order by t.id, ur.user_id) as approvers
      from approval_request r
      join asset_doc d on d.id = r.document_id
      where r.status = 'pending' and r.doc_type = d.doc_type
        and exists (select 1 from asset_doc_item i join asset a on a.id = i.asset_id
                    where i.doc_id = d.id and i.open
                      and a.code like ${`${BENCH_CATEGORY_PREFIX}-${series}%`})
      order by r.id`,
  );
  return found.map((r) => ({
    requestId: Number(r.id),
    code: r.code,
    version: Number(r.version),
    approverIds: r.approvers.map(Number),
  }));
}
