import {
  isUndoneOnDocument,
  type MovementPageQuery,
  type StockAssetQuery,
  type StockOut,
  type StockPageQuery,
  type StockReservationQuery,
  type UndoneOnDocumentSource,
  type WarehouseInCreate,
  type WarehouseInPageQuery,
  type WarehouseInUpdate,
} from '@depot/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict } from '../../core/errors';
import type { ListQuery } from '../../core/resource/page-query';
import type { AuthUser } from '../../core/fastify-types';
import { checkOpenStore } from '../../core/open-stores';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { createWarehouseIn, editWarehouseIn, type InEngine } from './in-write';
import { readWarehouseIn, warehouseInList } from './in-read';
import { createLedgerList, ledgerBatches, readMovement, readMovements } from './ledger-read';
import type { MovementService } from './movements';
import { seenWarehouse } from './scope';
import { readWarehouseStats } from './stats';
import { readStockReservations } from './reservation-read';
import { readStock, readStockAssets } from './stock-read';

/**
 * Rows a hand reversal would set against their document, with what says how to undo them there.
 * An asset document's: the asset would be back in the warehouse while the register has it with
 * its holder (roll the document back). A transfer's: its out row reversed, receiving it would
 * still take the goods in at the destination, counting them twice (cancel it, or return the
 * rest, on the transfer). A SKU order's: the order would still hold what is back in stock, and
 * its return, a discard of its materials or a second reversal would count it again (return the
 * order).
 */
const UNDONE_BY_DOCUMENT: Record<UndoneOnDocumentSource, MessageKey> = {
  assetDoc: 'warehouse.reverseAssetDoc',
  transfer: 'warehouse.reverseTransfer',
  skuOrder: 'warehouse.reverseSkuOrder',
};

/** The stock, ledger and warehouse-in calls (routes.ts). */
export function createStockService(deps: { db: Db; movements: MovementService; engine: InEngine }) {
  const { db, movements, engine } = deps;
  const ledgerPage = createLedgerList(db);
  return {
    /** Every category for the pickers (display order). */
    categories: () =>
      db
        .select({
          categoryId: assetCategory.id,
          name: assetCategory.name,
          unit: assetCategory.unit,
          // The check constraint allows only ASSET_TRACKING.
          tracking: sql<'serial' | 'count'>`${assetCategory.tracking}`,
        })
        .from(assetCategory)
        .orderBy(asc(assetCategory.sort), asc(assetCategory.name), asc(assetCategory.id)),
    stock: (user: AuthUser, query: StockPageQuery) => readStock(db, query, user.scope),
    stockAssets: (user: AuthUser, query: StockAssetQuery) => readStockAssets(db, query, user.scope),
    reservations: (user: AuthUser, query: StockReservationQuery) =>
      readStockReservations(db, query, user.scope),
    /** GET /ware/stats: the home panel's figures in the caller's warehouses. */
    stats: (user: AuthUser) => readWarehouseStats(db, user),
    /** GET /ware/movement/page as the bytes sent (kept per change of the ledger). */
    ledgerPage: (user: AuthUser, query: MovementPageQuery) => ledgerPage(query, user.scope),
    ledgerBatches: (user: AuthUser, query: ListQuery<MovementPageQuery>) =>
      ledgerBatches(db, query, user.scope),
    movement: (user: AuthUser, id: number) => readMovement(db, id, user.scope),

    /**
     * POST /ware/stock/out: counted stock issued (to a store, when one is named: its rows name
     * it) or returned to its supplier at once; every line must have its quantity (a 409 with
     * the figures), else nothing goes out.
     */
    async out(user: AuthUser, body: StockOut) {
      return db.transaction(async (tx) => {
        const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
        if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
        if (body.storeId !== null)
          await checkOpenStore(tx, user.scope, body.storeId, 'warehouse.issueStore');
        const ids = body.lines.map((l) => l.categoryId);
        const categories = await tx
          .select({
            id: assetCategory.id,
            name: assetCategory.name,
            tracking: assetCategory.tracking,
          })
          .from(assetCategory)
          .where(inArray(assetCategory.id, ids));
        if (categories.length !== ids.length) throw new BadRequest('warehouse.unknownCategory');
        const serial = categories.find((c) => c.tracking !== 'count');
        if (serial) throw new BadRequest('warehouse.notCounted', { name: serial.name });
        const posted = await movements.postMovements(
          tx,
          body.lines.map((l) => ({
            warehouseId: body.warehouseId,
            kind: body.kind,
            categoryId: l.categoryId,
            quantity: l.quantity,
            storeId: body.storeId,
          })),
          { source: 'manual', reason: body.reason, actorId: user.userId },
        );
        await recordAudit(tx, {
          actor: user,
          action: body.kind,
          entity: 'stock',
          entityId: body.warehouseId,
          after: {
            lines: body.lines,
            storeId: body.storeId,
            reason: body.reason,
            movementIds: posted.map((p) => p.movementId),
          },
        });
        return readMovements(
          tx,
          posted.map((p) => p.movementId),
          user.scope,
        );
      });
    },

    /**
     * POST /ware/movement/:id/reverse: a reversal row (the movement in the caller's scope, else
     * 404). A row of a document with its own way back is undone there (409 naming the
     * document, UNDONE_BY_DOCUMENT), never by hand.
     */
    async reverse(user: AuthUser, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const original = await readMovement(tx, id, user.scope);
        if (isUndoneOnDocument(original.source)) {
          throw new Conflict(UNDONE_BY_DOCUMENT[original.source], {
            id,
            code: original.sourceCode ?? '',
          });
        }
        const posted = await movements.reverseMovement(tx, id, user.userId, reason);
        await recordAudit(tx, {
          actor: user,
          action: 'reverse',
          entity: 'stock-movement',
          entityId: id,
          after: { reversalId: posted.movementId, reason },
        });
        return readMovement(tx, posted.movementId, user.scope);
      });
    },

    createIn: (user: AuthUser, body: WarehouseInCreate) =>
      createWarehouseIn(db, engine, user, body),
    editIn: (user: AuthUser, id: number, body: WarehouseInUpdate) =>
      editWarehouseIn(db, engine, user, id, body),
    inPage: (user: AuthUser, query: WarehouseInPageQuery) =>
      warehouseInList.page(db, query, user.scope),
    /** GET /ware/in/export: the list's warehouse-ins with their items, a batch at a time. */
    inBatches: (user: AuthUser, query: ListQuery<WarehouseInPageQuery>) =>
      warehouseInList.batches(db, query, user.scope),
    getIn: (user: AuthUser, id: number) => readWarehouseIn(db, id, user.scope),
  };
}

export type StockService = ReturnType<typeof createStockService>;
