import type {
  StocktakeDecision,
  StocktakeDetailRecord,
  StocktakeLineRecord,
  StocktakePageQuery,
  StocktakeProgressRecord,
  StocktakeRecord,
  StocktakeStrayRecord,
} from '@depot/shared';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import { listReader, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/named-statement';
import { approvalRequest } from '../../db/schema/approval';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { warehouseScope } from '../warehouse/scope';
import { stocktake } from './tables';
import { personOf } from '../../core/people';

type Head = StocktakeRecord;

const list = (from: SQL, fields: SQL, order: SQL) =>
  sql`coalesce((select json_agg(${fields} order by ${order}) ${from}), '[]'::json)`;

const columns = {
  stocktakeId: stocktake.id,
  code: stocktake.code,
  name: stocktake.name,
  // The check constraint allows only STOCKTAKE_STATUSES.
  status: sql<Head['status']>`${stocktake.status}`,
  blind: stocktake.blind,
  dueDate: stocktake.dueDate,
  remark: stocktake.remark,
  warehouses: sql<Head['warehouses']>`${list(
    sql`from stocktake_warehouse sw join warehouse w on w.id = sw.warehouse_id where sw.stocktake_id = ${stocktake.id}`,
    sql`json_build_object('id', w.id, 'name', w.name)`,
    sql`w.sort, w.name, w.id`,
  )}`,
  categories: sql<Head['categories']>`${list(
    sql`from stocktake_category sc join asset_category c on c.id = sc.category_id where sc.stocktake_id = ${stocktake.id}`,
    sql`json_build_object('id', c.id, 'name', c.name)`,
    sql`c.sort, c.name, c.id`,
  )}`,
  counters: sql<Head['counters']>`${list(
    sql`from stocktake_counter sk join app_user u on u.id = sk.user_id where sk.stocktake_id = ${stocktake.id}`,
    sql`json_build_object('userId', u.id, 'nickname', u.nickname)`,
    sql`u.id`,
  )}`,
  creator: personOf(appUser),
  requestId: stocktake.requestId,
  approvalStatus: sql<Head['approvalStatus']>`${approvalRequest.status}`,
  lineCount: stocktake.lineCount,
  countedCount: sql<number>`(select coalesce(sum(t.counted), 0)::int from stocktake_tally t where t.stocktake_id = ${stocktake.id})`,
  startedAt: stocktake.startedAt,
  submittedAt: stocktake.submittedAt,
  postedAt: stocktake.postedAt,
  cancelReason: stocktake.cancelReason,
  ...stampsOf(stocktake),
};

function heads(db: Db) {
  return db
    .select(columns)
    .from(stocktake)
    .innerJoin(appUser, eq(appUser.id, stocktake.creatorId))
    .leftJoin(approvalRequest, eq(approvalRequest.id, stocktake.requestId))
    .$dynamic();
}

/**
 * The plans a caller sees: those counting a warehouse they see (warehouses.md), and those they
 * made or count for.
 */
export function planScope(scope: DataScope): SQL | undefined {
  const seen = warehouseScope(scope, sql`sw.warehouse_id`);
  if (!seen) return undefined;
  return or(
    sql`exists (select 1 from stocktake_warehouse sw where sw.stocktake_id = ${stocktake.id} and ${seen})`,
    eq(stocktake.creatorId, scope.userId),
    sql`exists (select 1 from stocktake_counter sk where sk.stocktake_id = ${stocktake.id} and sk.user_id = ${scope.userId})`,
  );
}

/** One plan's head (`scope`: the caller's, else 404). */
export async function readHead(db: Db, id: number, scope?: DataScope): Promise<Head> {
  const [head] = await heads(db).where(
    and(eq(stocktake.id, id), scope ? planScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return head;
}

/** Book quantities are hidden from everyone while a blind plan is counted. */
const hidesBook = (head: Pick<Head, 'blind' | 'status'>) =>
  head.blind && (head.status === 'draft' || head.status === 'counting');

/** A ledger row `m` of line `l`'s warehouse and category. */
const ofLine = sql`m.warehouse_id = l.warehouse_id and m.category_id = l.category_id`;
/** Ledger rows `m` of plan `s` that it posted itself. */
const ownRows = sql`(m.source = 'stocktake' and m.source_id = s.id)`;
/**
 * The last ledger row of plan `s`'s count: the one when it was submitted, or the newest while it
 * is counted. What moved after the count is not the count's business: it stays on top of what
 * the plan posts, and a submitted or posted plan's lines hold still.
 */
const countEnd = sql`coalesce(s.ledger_end, (select max(id) from stock_movement))`;
/** Ledger rows `m` during plan `s`'s count that it did not post itself. */
const duringCount = sql`m.id > s.ledger_mark and (s.ledger_end is null or m.id <= s.ledger_end)
  and not ${ownRows}`;

/**
 * What moved during the plan's count that it did not post itself, summed once per warehouse ×
 * category × asset, as the `mv` every line joins. One sum per line would read the ledger since
 * the start once for every line (15 s for the bench's 10,000 lines once its losses had posted).
 */
const movedSince = (stocktakeId: number) => sql`with mv as (
  select m.warehouse_id, m.category_id, coalesce(m.asset_id, 0) as asset_id,
    sum(m.quantity)::int as net
  from stocktake s join stock_movement m on ${duringCount}
  where s.id = ${stocktakeId}
  group by m.warehouse_id, m.category_id, coalesce(m.asset_id, 0))`;

/**
 * One line's net during the count, as a subquery of its row: a scan's answer plans and reads
 * that line's ledger rows alone (joining the whole plan's sums made planning the answer cost
 * more than the scan). Which rows the planner searches by is most of its cost (issue #18): an
 * asset's line reads that asset's own rows (`stock_movement_asset_idx`), a counted category's
 * the rows since the start (the key's range from the mark to the newest row: with neither end
 * known when planning, the range counts as narrow, as it is during a count). The line's
 * warehouse and category filter the sum instead of being conditions to search by: searching by
 * them read that warehouse's or category's whole history, all 10,000 of the bench plan's rows
 * (155 buffers, 2.5–3 ms of each scan under the bench's load) for an asset that has one.
 */
const movedOfLine = sql`coalesce(case when l.asset_id is null
    then (select sum(m.quantity) filter (where m.asset_id is null and ${ofLine})
      from stock_movement m
      where m.id between s.ledger_mark + 1 and ${countEnd}
        and not ${ownRows})
    else (select sum(m.quantity) filter (where ${ofLine}) from stock_movement m
      where m.asset_id = l.asset_id and ${duringCount}) end, 0)::int`;

/**
 * A plan's lines with the net ledger change during its count that this stocktake did not post
 * (`moved`; −1 for an asset the register no longer has there): a line whose stock moved during
 * the count is flagged.
 */
export function readLines(
  db: Db,
  head: Pick<Head, 'stocktakeId' | 'blind' | 'status'>,
): Promise<StocktakeLineRecord[]> {
  return linesWhere(db, head, undefined);
}

/**
 * One line (a scan's or a decision's answer): what moved is summed for that line alone, so the
 * answer costs the same whatever the plan's size.
 */
export async function readLine(
  db: Db,
  head: Pick<Head, 'stocktakeId' | 'blind' | 'status'>,
  lineId: number,
): Promise<StocktakeLineRecord | undefined> {
  const [line] = await linesWhere(db, head, lineId);
  return line;
}

/**
 * The lines' statement over `lines` as `l` (the table, or the lines a write just returned, with
 * the table's columns) where `where` holds: with `plan`, all that plan's lines, each joining
 * the plan's sums (movedSince); without, each line sums its own (movedOfLine).
 */
function linesQuery(lines: SQL, where: SQL, plan?: number) {
  const net = plan === undefined ? movedOfLine : sql`coalesce(mv.net, 0)`;
  return sql`
    ${plan === undefined ? sql`` : movedSince(plan)}
    select l.id as "lineId", l.warehouse_id as "warehouseId", w.name as "warehouseName",
      l.category_id as "categoryId", c.name as "categoryName", c.unit,
      l.asset_id as "assetId", a.code as "assetCode", a.name as "assetName",
      l.book, l.counted, l.found_warehouse_id as "foundId", fw.name as "foundName",
      l.decision, l.decided_at as "decidedAt", l.decided_by as "decidedBy",
      coalesce(du.nickname, '') as "decidedByName",
      -- An asset the register moved out without a ledger row (an asset document before they
      -- posted one, issue #18; an edit by hand) moved too.
      (case when l.asset_id is not null and s.status <> 'approved'
          and a.warehouse_id is distinct from l.warehouse_id and ${net} = 0
        then -1 else ${net} end)::int as moved
    from ${lines} l
    join stocktake s on s.id = l.stocktake_id
    join warehouse w on w.id = l.warehouse_id
    join asset_category c on c.id = l.category_id
    left join asset a on a.id = l.asset_id
    left join warehouse fw on fw.id = l.found_warehouse_id
    left join app_user du on du.id = l.decided_by
    ${
      plan === undefined
        ? sql``
        : sql`left join mv on mv.warehouse_id = l.warehouse_id and mv.category_id = l.category_id
      and mv.asset_id = coalesce(l.asset_id, 0)`
    }
    where ${where}
    order by w.sort, w.name, l.warehouse_id, c.sort, c.name, l.category_id, a.code nulls first`;
}

/**
 * A line just written, as a line's answer reads it, for a statement that returned it from
 * `written` (its RETURNING: the line's columns); `.line` of its row, as JSON, is what
 * lineRecord takes.
 */
export const writtenLine = (written: SQL) =>
  sql`(select row_to_json(x) from (${linesQuery(written, sql`true`)}) x) as line`;

/**
 * One line (every scan's answer), built and planned once: planning this join cost ten times
 * running it. The whole plan's lines are read rarely, and planned for the plan at hand.
 */
const oneLine = preparedStatement<LineRow, { plan: number; line: number }>(
  'stocktake_line_one',
  linesQuery(
    sql`stocktake_line`,
    sql`l.stocktake_id = ${sql.placeholder('plan')} and l.id = ${sql.placeholder('line')}`,
  ),
);

async function linesWhere(
  db: Db,
  head: Pick<Head, 'stocktakeId' | 'blind' | 'status'>,
  lineId: number | undefined,
): Promise<StocktakeLineRecord[]> {
  const rows =
    lineId === undefined
      ? (
          (await db.execute(
            linesQuery(
              sql`stocktake_line`,
              sql`l.stocktake_id = ${head.stocktakeId}`,
              head.stocktakeId,
            ),
          )) as unknown as { rows: LineRow[] }
        ).rows
      : await oneLine(db, { plan: head.stocktakeId, line: lineId });
  return rows.map((r) => lineRecord(r, head));
}

/** A line's row (of linesQuery, or writtenLine's JSON) as the plan `head` shows it. */
export const lineRecord = (row: LineRow, head: Pick<Head, 'blind' | 'status'>) =>
  lineOf(row, hidesBook(head));

export interface LineRow {
  lineId: string | number;
  warehouseId: number;
  warehouseName: string;
  categoryId: number;
  categoryName: string;
  unit: string;
  assetId: number | null;
  assetCode: string | null;
  assetName: string | null;
  book: number;
  counted: number | null;
  foundId: number | null;
  foundName: string | null;
  moved: number;
  decision: StocktakeDecision | null;
  decidedAt: string | Date | null;
  decidedBy: number | null;
  decidedByName: string;
}

/**
 * The rule a line's difference follows: its decision; undecided (a plan submitted before
 * decisions were asked for), an asset's book stands (a document moved it) and a counted
 * category's count is kept beyond what moved.
 */
export function choiceOf(line: {
  asset: unknown;
  moved: number;
  decision: StocktakeDecision | null;
}): StocktakeDecision {
  if (line.moved === 0) return 'count';
  return line.decision ?? (line.asset !== null ? 'book' : 'count');
}

/** What a line counts as at its own warehouse: an asset found in another one is not there. */
export function countedHere(line: {
  assetId: number | null;
  counted: number | null;
  foundId: number | null;
}) {
  if (line.counted === null) return null;
  return line.assetId !== null && line.foundId !== null ? 0 : line.counted;
}

function lineOf(r: LineRow, hidden: boolean): StocktakeLineRecord {
  const here = countedHere(r);
  const moved = Number(r.moved);
  const took =
    moved !== 0 && choiceOf({ asset: r.assetId, moved, decision: r.decision }) === 'book';
  return {
    lineId: Number(r.lineId),
    warehouseId: r.warehouseId,
    warehouseName: r.warehouseName,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    unit: r.unit,
    asset:
      r.assetId === null
        ? null
        : { assetId: r.assetId, code: r.assetCode ?? '', name: r.assetName ?? '' },
    book: hidden ? null : r.book,
    counted: r.counted,
    foundIn: r.foundId === null ? null : { id: r.foundId, name: r.foundName ?? '' },
    difference: hidden || here === null ? null : took ? 0 : here - r.book - moved,
    moved,
    decision:
      r.decision === null
        ? null
        : {
            choice: r.decision,
            by: { userId: r.decidedBy ?? 0, nickname: r.decidedByName },
            at: new Date(r.decidedAt!),
          },
    undecided: moved !== 0 && r.decision === null,
  };
}

/** One plan with its lines (`scope`: the caller's, else 404). */
export async function readStocktake(
  db: Db,
  id: number,
  scope?: DataScope,
): Promise<StocktakeDetailRecord> {
  const head = await readHead(db, id, scope);
  return { ...head, lines: await readLines(db, head) };
}

/** The unknown codes or the assets found where the plan does not expect them, newest first. */
export async function readStrays(
  db: Db,
  stocktakeId: number,
  result: 'unknown' | 'elsewhere',
  limit = 500,
): Promise<StocktakeStrayRecord[]> {
  const rows = await db.execute(sql`
    select s.code, s.result, json_build_object('id', w.id, 'name', w.name) as warehouse,
      json_build_object('userId', coalesce(u.id, 0), 'nickname', coalesce(u.nickname, '')) as counter,
      s.at, case when a.id is null then null
        else json_build_object('assetId', a.id, 'name', a.name) end as asset,
      coalesce(aw.name, st.name) as expected
    from stocktake_scan s
    join warehouse w on w.id = s.warehouse_id
    left join app_user u on u.id = s.counter_id
    left join asset a on a.id = s.asset_id
    left join warehouse aw on aw.id = a.warehouse_id
    left join store st on st.id = a.store_id
    where s.stocktake_id = ${stocktakeId} and s.result = ${result}
    order by s.id desc
    limit ${limit}`);
  return (
    rows as unknown as { rows: Array<StocktakeStrayRecord & { at: string | Date }> }
  ).rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

/** GET /ware/stocktake/:id/progress: counts, the not-found list, unknown and stray codes. */
export async function readProgress(
  db: Db,
  id: number,
  scope: DataScope,
): Promise<StocktakeProgressRecord> {
  const head = await readHead(db, id, scope);
  const lines = await readLines(db, head);
  return {
    lines: head.lineCount,
    counted: head.countedCount,
    moved: lines.filter((l) => l.moved !== 0).length,
    notFound: lines.filter((l) => l.asset !== null && l.counted === null),
    unknown: await readStrays(db, id, 'unknown'),
    elsewhere: await readStrays(db, id, 'elsewhere'),
  };
}

/** The plan list's filters, sorts and order: its page and its export. */
const rules: PageRulesOf<StocktakePageQuery> = {
  where: (q) => [
    q.warehouseId === undefined
      ? undefined
      : sql`exists (select 1 from stocktake_warehouse x where x.stocktake_id = ${stocktake.id} and x.warehouse_id = ${q.warehouseId})`,
    q.status ? eq(stocktake.status, q.status) : undefined,
    anyColumnContains([stocktake.code, stocktake.name], q.keyword),
  ],
  sorts: { createdAt: stocktake.createdAt, code: stocktake.code, dueDate: stocktake.dueDate },
  order: [desc(stocktake.createdAt), desc(stocktake.id)],
};

/** The plans the caller sees, filtered and newest first: the page and the export. */
export const stocktakeList = listReader(heads, rules, {
  key: stocktake.id,
  keyOf: (row) => row.stocktakeId,
  scope: planScope,
});
