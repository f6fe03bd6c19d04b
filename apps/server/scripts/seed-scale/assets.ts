import { formDesignSchema } from '@depot/shared';
import type { Db } from '../../src/db/client';
import type { Progress } from './progress';
import {
  SCALE_CATEGORIES,
  SCALE_DESIGNS,
  SCALE_STATUS_SHARES,
  SCALE_SUPPLIERS,
  type CustomDraw,
  type ScaleCategory,
  type ScaleDesignKey,
} from './asset-tree';
import { ensureStores } from './orders';
import { ids, pgArray, sql } from './sql';

/** Assets per statement (each also writes its history rows and code counters). */
const ASSET_CHUNK = 20_000;
/** Purchases go back this far (recent years denser). */
const SPAN_DAYS = 6 * 365;
/** Share of assets kept outside any store (head office, warehouses). */
const NO_STORE_SHARE = 0.1;

interface Leaf {
  id: number;
  category: ScaleCategory;
}

/** The administrator, who registers the scale assets (the first user when there is none). */
async function adminId(db: Db): Promise<number> {
  const [admin] = await ids(
    db,
    sql`select id from app_user order by (username = 'admin') desc, id limit 1`,
  );
  if (admin === undefined) throw new Error('seed:scale: assets need a user; add some with --users');
  return admin;
}

/** The scale designs, made on first use (by code); their ids. */
async function ensureDesigns(db: Db, actor: number): Promise<Record<ScaleDesignKey, number>> {
  const made = {} as Record<ScaleDesignKey, number>;
  for (const [key, d] of Object.entries(SCALE_DESIGNS) as [
    ScaleDesignKey,
    (typeof SCALE_DESIGNS)[ScaleDesignKey],
  ][]) {
    const [found] = await ids(
      db,
      sql`select id from form_design where code = ${d.code} and deleted_at is null`,
    );
    if (found !== undefined) {
      made[key] = found;
      continue;
    }
    const [id] = await ids(
      db,
      sql`insert into form_design (code, name, version, created_by, updated_by)
          values (${d.code}, ${d.name}, 1, ${actor}, ${actor}) returning id`,
    );
    await db.execute(sql`
      insert into form_design_version (design_id, version, design, created_by)
      values (${id!}, 1, ${JSON.stringify(formDesignSchema.parse(d.design))}::jsonb, ${actor})`);
    made[key] = id!;
  }
  return made;
}

/**
 * The scale category tree (asset-tree.ts), made on first use: categories are found by their
 * prefix, so a later run adds assets to the same tree. Answers the leaves, which hold assets.
 */
export async function ensureScaleCategories(db: Db): Promise<Leaf[]> {
  const actor = await adminId(db);
  const designs = await ensureDesigns(db, actor);
  const leaves: Leaf[] = [];
  const walk = async (nodes: ScaleCategory[], parentId: number | null) => {
    for (const [sort, node] of nodes.entries()) {
      await db.execute(sql`
        insert into asset_category (parent_id, name, code_prefix, unit, useful_life_months,
                                    expiry_lead_days, form_design_id, sort)
        values (${parentId}, ${node.name}, ${node.prefix}, ${node.unit},
                ${node.usefulLifeMonths ?? null}, ${node.expiryLeadDays ?? null},
                ${node.design ? designs[node.design] : null}, ${sort})
        on conflict (code_prefix) do nothing`);
      const [id] = await ids(
        db,
        sql`select id from asset_category where code_prefix = ${node.prefix}`,
      );
      if (node.leaf) leaves.push({ id: id!, category: node });
      if (node.children) await walk(node.children, id!);
    }
  };
  await walk(SCALE_CATEGORIES, null);
  return leaves;
}

/** `slots` entries naming items in proportion to their weights (1-based), to draw from. */
function slotsOf(weights: readonly number[], slots: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  weights.forEach((w, i) => {
    for (let k = Math.max(1, Math.round((w / total) * slots)); k > 0; k--) out.push(i + 1);
  });
  return out;
}

/** A JSON value drawn for one custom field, by the database, per row. */
function drawSql(draw: CustomDraw) {
  if ('values' in draw) {
    const numeric = draw.values.every((v) => typeof v === 'number');
    const list = sql`${pgArray(draw.values)}::${sql.raw(numeric ? 'int[]' : 'text[]')}`;
    return sql`to_jsonb((${list})[1 + floor(random() * ${draw.values.length})::int])`;
  }
  return sql`to_jsonb(${draw.min}::int + floor(random() * ${draw.max - draw.min + 1})::int)`;
}

/** The custom values of a row whose leaf has design `key`: every field drawn. */
function customSql(key: ScaleDesignKey) {
  const parts = SCALE_DESIGNS[key].draws.flatMap((d) => [sql`${d.vModel}::text`, drawSql(d)]);
  return sql`jsonb_build_object(${sql.join(parts, sql`, `)})`;
}

/**
 * Adds `count` assets over the scale category tree (made on first use), made by the database
 * itself in chunks: leaves in proportion to their weight, every status (in use and lent ones
 * held by an enabled user, in that user's department), 90 % at a store, purchased over six
 * years (recent ones denser), expiring after the category's useful life, designed fields
 * filled in for the categories that have them. Codes come from the server's own counters (its
 * next codes follow on); each asset's history lists what it was registered with (source
 * `import`). Expiry reminders already due are marked sent, as the server's timer would have.
 */
export async function seedAssets(db: Db, count: number, progress: Progress): Promise<void> {
  if (count <= 0) return;
  await ensureStores(db);
  const leaves = await ensureScaleCategories(db);
  const actor = await adminId(db);
  const stores = await ids(db, sql`select id from store order by id`);
  const people = await ids(db, sql`select id from app_user where enabled order by id`);
  const depts = await ids(db, sql`select id from department order by id`);
  const leafSlots = slotsOf(
    leaves.map((l) => l.category.leaf!.weight),
    2000,
  );
  const statusSlots = slotsOf(
    SCALE_STATUS_SHARES.map(([, share]) => share),
    100,
  ).map((i) => SCALE_STATUS_SHARES[i - 1]![0]);
  const leafOf = {
    ids: pgArray(leaves.map((l) => l.id)),
    prefixes: pgArray(leaves.map((l) => l.category.prefix)),
    // Names and models joined by '|', split per row.
    names: pgArray(leaves.map((l) => l.category.leaf!.names.join('|'))),
    models: pgArray(leaves.map((l) => l.category.leaf!.models.join('|'))),
    priceLow: pgArray(leaves.map((l) => l.category.leaf!.price[0])),
    priceHigh: pgArray(leaves.map((l) => l.category.leaf!.price[1])),
    life: pgArray(leaves.map((l) => l.category.usefulLifeMonths ?? 60)),
    designs: pgArray(leaves.map((l) => l.category.design ?? null)),
  };
  const designed = Object.keys(SCALE_DESIGNS) as ScaleDesignKey[];
  const custom = sql.join(
    [
      sql`case (${leafOf.designs}::text[])[d.li]`,
      ...designed.map((key) => sql`when ${key} then ${customSql(key)}`),
      sql`else '{}'::jsonb end`,
    ],
    sql` `,
  );
  const pickFrom = (list: string, r: string) =>
    sql`(string_to_array((${list}::text[])[d.li], '|'))[
          1 + floor(${sql.raw(r)} * array_length(string_to_array((${list}::text[])[d.li], '|'), 1))::int]`;

  for (let done = 0; done < count;) {
    const n = Math.min(ASSET_CHUNK, count - done);
    await db.execute(sql`
      with drawn as (
        select nextval(pg_get_serial_sequence('asset', 'id'))::int as id,
               (${pgArray(leafSlots)}::int[])[1 + floor(random() * ${leafSlots.length})::int] as li,
               (${pgArray(statusSlots)}::text[])[1 + floor(random() * ${statusSlots.length})::int]
                 as status,
               floor(power(random(), 0.7) * ${SPAN_DAYS})::int as age,
               random() as r1, random() as r2, random() as r3, random() as r4
        from generate_series(1, ${n}::int)
      ), per_leaf as (
        select li, count(*)::int as n from drawn group by li
      ), bumped as (
        insert into asset_code_counter (prefix, last_value)
        select (${leafOf.prefixes}::text[])[li], n from per_leaf
        on conflict (prefix) do update
          set last_value = asset_code_counter.last_value + excluded.last_value
        returning prefix, last_value
      ), d as (
        select d.*,
               b.last_value - p.n + row_number() over (partition by d.li order by d.id) as seq,
               case when d.status in ('inUse', 'lent')
                 then (${pgArray(people)}::int[])[1 + floor(d.r1 * ${people.length})::int] end
                 as custodian,
               current_date - d.age as purchased
        from drawn d join per_leaf p on p.li = d.li
        join bumped b on b.prefix = (${leafOf.prefixes}::text[])[d.li]
      ), inserted as (
        insert into asset (id, code, name, category_id, model, serial_no, status, custodian_id,
                           dept_id, store_id, purchase_date, price, supplier, warranty_end,
                           expiry_date, form_version, custom, created_by, created_at, updated_at)
        select d.id,
               (${leafOf.prefixes}::text[])[d.li] || '-'
                 || lpad(d.seq::text, greatest(6, length(d.seq::text)), '0'),
               ${pickFrom(leafOf.names, 'd.r2')},
               (${leafOf.ids}::int[])[d.li],
               ${pickFrom(leafOf.models, 'd.r3')},
               'SN' || (${leafOf.prefixes}::text[])[d.li] || lpad(d.id::text, 9, '0'),
               d.status,
               d.custodian,
               coalesce(u.dept_id,
                 (${pgArray(depts)}::int[])[1 + floor(d.r4 * ${Math.max(depts.length, 1)})::int]),
               case when d.r3 >= ${NO_STORE_SHARE}
                 then (${pgArray(stores)}::int[])[1 + floor(d.r4 * ${stores.length})::int] end,
               d.purchased,
               round(((${leafOf.priceLow}::int[])[d.li] + d.r1
                 * ((${leafOf.priceHigh}::int[])[d.li] - (${leafOf.priceLow}::int[])[d.li]))::numeric, 2),
               (${pgArray(SCALE_SUPPLIERS)}::text[])[1 + floor(d.r2 * ${SCALE_SUPPLIERS.length})::int],
               d.purchased + (365 * (1 + floor(d.r4 * 3)))::int,
               (d.purchased + make_interval(months => (${leafOf.life}::int[])[d.li]))::date,
               case when (${leafOf.designs}::text[])[d.li] is not null then 1 end,
               ${custom},
               ${actor}::int,
               d.purchased + make_interval(hours => 9 + floor(d.r2 * 9)::int),
               d.purchased + make_interval(hours => 9 + floor(d.r2 * 9)::int)
        from d left join app_user u on u.id = d.custodian
        returning id, code, category_id, status, store_id, custodian_id, dept_id, created_at
      )
      insert into asset_history (asset_id, field, before, after, source, actor_id, at)
      select i.id, e.field, null, e.after, 'import', ${actor}::int, i.created_at
      from inserted i
      cross join lateral (values
        ('code', to_jsonb(i.code)), ('categoryId', to_jsonb(i.category_id)),
        ('status', to_jsonb(i.status)), ('custodianId', to_jsonb(i.custodian_id)),
        ('deptId', to_jsonb(i.dept_id)), ('storeId', to_jsonb(i.store_id))
      ) as e(field, after)
      where e.after is not null`);
    done += n;
    progress(done);
  }
  // Reminders already due when the data was made count as sent (the server's timer would have
  // sent them as each came due), so a server started on it does not send thousands at once.
  await db.execute(sql`
    insert into asset_reminder (asset_id, event)
    select a.id, 'expiry:' || a.expiry_date
    from asset a join asset_category c on c.id = a.category_id
    where c.expiry_lead_days is not null and a.status not in ('writtenOff', 'lost')
      and a.expiry_date between current_date and current_date + c.expiry_lead_days
    on conflict do nothing`);
}
