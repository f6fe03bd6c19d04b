import type {
  RepairAction,
  RepairOrder,
  RepairOrderCreate,
  RepairOrderDetail,
  RepairOrderEdit,
  RepairStatus,
} from '@depot/shared';
import { isOpenRepairStatus } from '@depot/shared';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { offsetOf } from '../../core/pagination';
import { VersionedMemo } from '../../core/versioned-memo';
import { changeVersionReader } from '../../db/change-version';
import type { Db } from '../../db/client';
import { repairOrder, repairSubOrder, repairTimeline, repairType, store } from '../../db/schema';
import { clockSql } from './clock-sql';
import { allocateCodes } from './codes';
import { checkExternalFree, guardExternal } from './external-codes';
import { KeptPage, orderJson } from './order-json';
import { runOrderAction, type ActionBody } from './order-actions';
import {
  after,
  filterNeedsType,
  filterWhere,
  orderedIds,
  orderRowsReader,
  toRepairOrder,
  sortKeys,
  type RepairSortField,
  type SortKey,
} from './order-query';
import {
  orderAnswer,
  orderAtVersion,
  writeOrder,
  type OrderChanges,
  type OrderRecord,
} from './order-rows';
import {
  checkOrderInScope,
  orderScope,
  orderStores,
  ownedBy,
  type OrderOwner,
} from './order-scope';
import type { RepairFilters, RepairPageQuery } from './schema';
import { readSubOrders } from './suborder-read';
import { addTimeline, readTimeline } from './timeline';

/** Rows per query of the export: enough to be quick, few enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

/** The store's address; 400 when there is no such store, or the scope may not use it. */
async function storeAddress(tx: Db, storeId: number, scope: DataScope): Promise<string | null> {
  const [row] = await tx
    .select({ address: store.address })
    .from(store)
    .where(and(eq(store.id, storeId), orderStores(scope)));
  if (!row) throw new BadRequest('eam.unknownStore');
  return row.address;
}

async function checkType(tx: Db, typeId: number): Promise<void> {
  const [row] = await tx
    .select({ id: repairType.id })
    .from(repairType)
    .where(eq(repairType.id, typeId));
  if (!row) throw new BadRequest('eam.unknownType');
}

/** Sorts by a duration that grows with the clock: their pages cannot be kept. */
const CLOCK_SORTS: ReadonlySet<RepairSortField> = new Set(['pauseDuration', 'orderDuration']);

/** Totals and pages of ids kept in memory at most (a page of ids is a few dozen bytes). */
const MAX_KEPT = 2_000;
/** Pages of rows kept at most, and the largest page kept (~2 KB a row: 20 MB at most). */
const MAX_ROW_PAGES = 200;
const MAX_KEPT_PAGE_SIZE = 50;

export function createOrderService(db: Db) {
  // The list's totals, pages of ids and (pages of up to 50) rows, kept per change_version of
  // `repair_order`, which also moves with the names of stores, types and people the rows show
  // (drizzle/0008, 0009; issue #8: counting 100,000 orders for every page took ~12 ms, reading
  // the rows most of the rest; then writing every field of every row). Rows are kept as JSON
  // text but for their durations and service-level flags, which follow the clock: they are
  // worked out from the rows, and a page's whole text is kept until the next moment one of
  // them may move (order-json.ts). Filters by breach and sorts by a duration depend on the
  // clock and are never kept.
  const listVersion = changeVersionReader(db, 'repair_order');
  const orderRows = orderRowsReader(db);
  const rowsKept = new VersionedMemo<KeptPage>(MAX_ROW_PAGES);
  const totals = new VersionedMemo<number>(MAX_KEPT);
  const pages = new VersionedMemo<number[]>(MAX_KEPT);
  /** How many orders `where` matches (joined with their type when the filter reads it). */
  async function countWhere(where: SQL | undefined, withType: boolean): Promise<number> {
    const counted = db.select({ n: count() }).from(repairOrder).$dynamic();
    const [row] = await (
      withType ? counted.innerJoin(repairType, eq(repairType.id, repairOrder.typeId)) : counted
    ).where(where);
    return row!.n;
  }
  return {
    /** A page of the list, `{ code: 0, data: Page<RepairOrder> }` as of now, as the bytes sent. */
    async pageBytes(query: RepairPageQuery, scope: DataScope): Promise<Buffer> {
      const now = new Date();
      const withType = filterNeedsType(query);
      // The filter's and the order's SQL, built only when something must be read.
      let built: { where: SQL | undefined; keys: SortKey[] } | undefined;
      const statements = () => {
        if (!built) {
          const clock = clockSql(now);
          built = {
            where: and(filterWhere(query, clock), orderScope(scope)),
            keys: sortKeys(query.sort, clock),
          };
        }
        return built;
      };
      // Read before the data, so what is kept is at least as new as the version it is kept at.
      const version = withType ? null : await listVersion();
      const { current, size, sort, ...filters } = query;
      // Users who see the same orders share what is kept.
      const filterKey = JSON.stringify([filters, dataScopeKey(scope)]);
      const total = await totals.at(filterKey, version, () =>
        countWhere(statements().where, withType),
      );
      // A sort by a duration changes with the clock: its pages are never kept.
      const pageVersion = sort.some((s) => CLOCK_SORTS.has(s.field)) ? null : version;
      const idsKey = JSON.stringify([filterKey, sort, current, size]);
      const ids = await pages.at(idsKey, pageVersion, async () => {
        const { where, keys } = statements();
        const rows = await orderedIds(db, where, keys, withType)
          .limit(size)
          .offset(offsetOf(query));
        return rows.map((r) => r.id);
      });
      // Each order's fixed fields are written as JSON once, when its page is read.
      const read = async () => new KeptPage((await orderRows(ids)).map(orderJson));
      const page =
        size <= MAX_KEPT_PAGE_SIZE ? await rowsKept.at(idsKey, pageVersion, read) : await read();
      return page.bytes(total, query, now.getTime());
    },

    /**
     * How many orders in `scope` match `filters` (the list's total with them), of those only
     * `owner`'s when given: a home to-do (orders assigned to, or reported by, the caller).
     */
    async count(filters: RepairFilters, scope: DataScope, owner?: OrderOwner): Promise<number> {
      const withType = filterNeedsType(filters);
      const version = withType ? null : await listVersion();
      const { sort: _sort, ...rest } = filters;
      const key = JSON.stringify([rest, dataScopeKey(scope), owner ?? null]);
      return totals.at(key, version, () =>
        countWhere(
          and(
            filterWhere(filters, clockSql(new Date())),
            orderScope(scope),
            owner ? ownedBy(owner) : undefined,
          ),
          withType,
        ),
      );
    },

    /**
     * The filtered, sorted orders in batches (keyset paging on the sort keys: each batch is
     * one short query, memory stays flat however many rows there are). One clock for all.
     */
    async *batches(
      filters: RepairFilters,
      scope: DataScope,
      size = EXPORT_BATCH,
    ): AsyncGenerator<RepairOrder[]> {
      const now = new Date();
      const clock = clockSql(now);
      const where = and(filterWhere(filters, clock), orderScope(scope));
      const withType = filterNeedsType(filters);
      const keys = sortKeys(filters.sort, clock);
      let last: (string | null)[] | null = null;
      for (;;) {
        const ids: Record<string, unknown>[] = await orderedIds(
          db,
          and(where, last ? after(keys, last) : undefined),
          keys,
          withType,
        ).limit(size);
        if (ids.length) {
          const rows = await orderRows(ids.map((r) => r.id as number));
          yield rows.map((row) => toRepairOrder(row, now));
        }
        if (ids.length < size) return;
        const tail = ids.at(-1)!;
        last = keys.map((_, i) => (tail[`k${i}`] as string | null) ?? null);
      }
    },

    async detail(scope: DataScope, orderId: number): Promise<RepairOrderDetail> {
      const now = new Date();
      await checkOrderInScope(db, scope, orderId);
      const order = await orderAnswer(db, orderId, now);
      const [subOrders, timeline] = await Promise.all([
        readSubOrders(db, eq(repairSubOrder.orderId, orderId)),
        readTimeline(db, eq(repairTimeline.orderId, orderId)),
      ]);
      return { ...order, subOrders, timeline };
    },

    /**
     * A new order. `link` ties it to the store device it repairs (if any) and runs `alsoDo` in
     * the same transaction (the device marked faulty, the order put under a project's warranty):
     * both happen, or neither.
     */
    async create(
      actor: AuthUser,
      body: RepairOrderCreate,
      link?: { equipmentId?: number; alsoDo: (tx: Db, orderId: number) => Promise<void> },
    ): Promise<RepairOrder> {
      const external = { source: body.externalSource ?? null, code: body.externalCode ?? null };
      return guardExternal(db, external, () =>
        db.transaction(async (tx) => {
          const now = new Date();
          // Looked up even when an address is given: it also says the store exists.
          const fromStore = await storeAddress(tx, body.storeId, actor.scope);
          const address = body.address ?? fromStore;
          await checkType(tx, body.typeId);
          await checkExternalFree(tx, external.source, external.code);
          const [code] = await allocateCodes(tx, now, 1);
          const [row] = await tx
            .insert(repairOrder)
            .values({
              code: code!,
              externalCode: external.code,
              externalSource: external.source,
              storeId: body.storeId,
              typeId: body.typeId,
              status: 'submitted',
              appointmentTime: body.appointmentTime ? new Date(body.appointmentTime) : null,
              submitTime: now,
              address,
              remark: body.remark ?? null,
              equipmentId: link?.equipmentId ?? null,
              createdBy: actor.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await link?.alsoDo(tx, row!.id);
          await addTimeline(tx, actor, [
            { orderId: row!.id, action: 'create', to: 'submitted', at: now },
          ]);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'repair_order',
            entityId: row!.id,
            after: row,
          });
          return orderAnswer(tx, row!.id, now);
        }),
      );
    },

    /** Changes an open order's fields; answers the order (unchanged if nothing differs). */
    async edit(actor: AuthUser, body: RepairOrderEdit): Promise<RepairOrder> {
      return guardExternal(
        db,
        { source: body.externalSource ?? null, code: body.externalCode ?? null },
        () =>
          db.transaction(async (tx) => {
            const now = new Date();
            await checkOrderInScope(tx, actor.scope, body.orderId);
            const before = await orderAtVersion(tx, body.orderId, body.version);
            if (!isOpenRepairStatus(before.status as RepairStatus)) {
              throw new Conflict('eam.orderClosed');
            }
            const storeId = body.storeId ?? before.storeId;
            const storeChanged = storeId !== before.storeId;
            const newStoreAddress = storeChanged
              ? await storeAddress(tx, storeId, actor.scope)
              : undefined;
            // An emptied address, or a new store without one given, takes the store's.
            const address =
              body.address === undefined && !storeChanged
                ? before.address
                : (body.address ??
                  newStoreAddress ??
                  (await storeAddress(tx, storeId, actor.scope)));
            if (body.typeId !== undefined && body.typeId !== before.typeId) {
              await checkType(tx, body.typeId);
            }
            const next: OrderChanges = {
              storeId,
              typeId: body.typeId ?? before.typeId,
              externalCode:
                body.externalCode === undefined ? before.externalCode : body.externalCode,
              externalSource:
                body.externalSource === undefined ? before.externalSource : body.externalSource,
              appointmentTime:
                body.appointmentTime === undefined
                  ? before.appointmentTime
                  : body.appointmentTime === null
                    ? null
                    : new Date(body.appointmentTime),
              address,
              remark: body.remark === undefined ? before.remark : body.remark,
            };
            const changed = (Object.keys(next) as (keyof OrderChanges)[]).filter((k) => {
              const a = before[k as keyof OrderRecord];
              const b = next[k];
              return a instanceof Date || b instanceof Date
                ? (a as Date | null)?.getTime() !== (b as Date | null)?.getTime()
                : a !== b;
            });
            if (!changed.length) return orderAnswer(tx, before.id, now);
            if (changed.includes('externalCode') || changed.includes('externalSource')) {
              await checkExternalFree(
                tx,
                next.externalSource ?? null,
                next.externalCode ?? null,
                before.id,
              );
            }
            const changes = Object.fromEntries(changed.map((k) => [k, next[k]])) as OrderChanges;
            const saved = await writeOrder(tx, before, changes, now);
            await addTimeline(tx, actor, [
              { orderId: before.id, action: 'edit', reason: changed.join(', '), at: now },
            ]);
            await recordAudit(tx, {
              actor,
              action: 'update',
              entity: 'repair_order',
              entityId: before.id,
              before,
              after: saved,
            });
            return orderAnswer(tx, before.id, now);
          }),
      );
    },

    /** One life-cycle action, checked with the shared `repairTransition`. */
    act: <A extends RepairAction>(
      actor: AuthUser,
      orderId: number,
      action: A,
      body: ActionBody<A>,
    ) => runOrderAction(db, actor, orderId, action, body),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
