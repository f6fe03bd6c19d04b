import {
  ASSET_DESCRIPTIVE_FIELDS,
  type AssetCreate,
  type AssetDetailRecord,
  type AssetFilter,
  type AssetPageQuery,
  type AssetRecord,
  type AssetUpdate,
  formDesignSchema,
  type FormDesign,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import { checkOpenStore } from '../../core/open-stores';
import type { AuthUser } from '../../core/fastify-types';
import { batchesOfKeys } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser, asset, assetCategory, department } from '../../db/schema';
import type { FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { sendAssetAdded } from './reminders';
import { historyOf, recordHistory, type AssetSnapshot } from './asset-history';
import { assetOrder, checkAssetSort, createAssetList } from './asset-list';
import { assetScope, assetWhere, selectAssets } from './asset-query';
import { allocateAssetCodes } from './codes';

/** A category's custom fields: its design's current version (null: it has none). */
export interface CustomFieldDesign {
  designId: number;
  version: number;
  design: FormDesign;
}

const snapshotOf = (row: typeof asset.$inferSelect): AssetSnapshot => ({
  name: row.name,
  model: row.model,
  serialNo: row.serialNo,
  purchaseDate: row.purchaseDate,
  price: row.price,
  supplier: row.supplier,
  warrantyEnd: row.warrantyEnd,
  expiryDate: row.expiryDate,
  remark: row.remark,
  custom: row.custom,
  code: row.code,
  categoryId: row.categoryId,
  status: row.status,
  custodianId: row.custodianId,
  deptId: row.deptId,
  storeId: row.storeId,
});

export function createAssetService(deps: {
  db: Db;
  forms: FormDesignService;
  notices: Pick<NoticeService, 'notify'>;
}) {
  const { db, forms, notices } = deps;
  const list = createAssetList(db, forms);

  /** The record of `id` if the scope sees it, else a 404. */
  async function find(tx: Db, scope: DataScope, id: number): Promise<AssetRecord> {
    const [record] = await selectAssets(tx).where(and(eq(asset.id, id), assetScope(scope)));
    if (!record) throw new NotFound();
    return record;
  }

  async function categoryOf(tx: Db, categoryId: number) {
    const [category] = await tx
      .select()
      .from(assetCategory)
      .where(eq(assetCategory.id, categoryId));
    if (!category) throw new BadRequest('asset.unknownCategory');
    return category;
  }

  /** The current design of a category's custom fields, or null. */
  async function designOf(tx: Db, formDesignId: number | null): Promise<CustomFieldDesign | null> {
    if (formDesignId === null) return null;
    const current = await forms.currentDesign(tx, formDesignId);
    return current ? { designId: formDesignId, ...current } : null;
  }

  /**
   * Custom values checked against the category's current design (FormDataInvalid, a 400
   * naming the field, when one is wrong); values for a category without a design are refused.
   */
  async function checkCustom(
    tx: Db,
    user: AuthUser,
    formDesignId: number | null,
    custom: Record<string, unknown>,
  ): Promise<{ custom: Record<string, unknown>; formVersion: number | null }> {
    const design = await designOf(tx, formDesignId);
    if (!design) {
      if (Object.keys(custom).length) throw new BadRequest('asset.noCustomFields');
      return { custom: {}, formVersion: null };
    }
    const { clean } = await forms.cleanData(tx, user, design.design, custom);
    return { custom: clean, formVersion: design.version };
  }

  /** Where a new asset starts: each named place must exist, the store within the scope. */
  async function checkPlace(tx: Db, scope: DataScope, body: AssetCreate): Promise<void> {
    if (body.storeId !== null) await checkOpenStore(tx, scope, body.storeId);
    if (body.custodianId !== null) {
      const [found] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.id, body.custodianId), eq(appUser.enabled, true)));
      if (!found) throw new BadRequest('asset.unknownCustodian');
    }
    if (body.deptId !== null) {
      const [found] = await tx
        .select({ id: department.id })
        .from(department)
        .where(eq(department.id, body.deptId));
      if (!found) throw new BadRequest('asset.unknownDept');
    }
  }

  /** A serial number another asset of the model holds: a 409 naming that asset. */
  async function serialClash(
    tx: Db,
    model: string | null,
    serialNo: string | null,
    exceptId?: number,
  ): Promise<never | void> {
    if (serialNo === null) return;
    const [other] = await tx
      .select({ id: asset.id, code: asset.code })
      .from(asset)
      .where(
        and(
          sql`coalesce(${asset.model}, '') = ${model ?? ''}`,
          eq(asset.serialNo, serialNo),
          exceptId === undefined ? undefined : sql`${asset.id} <> ${exceptId}`,
        ),
      );
    if (other) {
      throw new Conflict('asset.serialTaken', { serialNo, model: model ?? '-', code: other.code });
    }
  }

  /** A unique serial lost to a concurrent writer is the same 409. */
  async function guarded<T>(
    body: { model?: string | null; serialNo?: string | null },
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error) && body.serialNo) {
        throw new Conflict('asset.serialTaken', {
          serialNo: body.serialNo,
          model: body.model ?? '-',
          code: '?',
        });
      }
      throw error;
    }
  }

  return {
    /** A page of the list: the bytes of its whole answer, a `Page<AssetRecord>` (asset-list.ts). */
    pageAnswer: (user: AuthUser, query: AssetPageQuery): Promise<Buffer> =>
      list.pageAnswer(query, user.scope),

    /** A 400 for a sort by a designed field the filtered category's design lacks. */
    checkSort: (query: AssetFilter & { sort: AssetPageQuery['sort'] }): Promise<void> =>
      checkAssetSort(db, forms, query),

    /**
     * Every asset of the list's filters and sort, in batches (the export). The ids come first,
     * in the list's order and as one array (a few bytes each), then the rows by id, a batch at a
     * time (`batchesOfKeys`): paging by OFFSET read again every row before each batch (an export
     * of 1,000,000 assets had not finished after 12 minutes), and a row written meanwhile shifted
     * the batches after it. A row deleted meanwhile is left out; more than a sheet holds is a 400.
     */
    async batches(
      scope: DataScope,
      query: AssetFilter & { sort: AssetPageQuery['sort'] },
    ): Promise<AsyncIterable<AssetRecord[]>> {
      const ordered = sql.join(assetOrder(query.sort), sql`, `);
      const [found] = await db
        .select({ ids: sql<number[] | null>`array_agg(${asset.id} order by ${ordered})` })
        .from(asset)
        .where(assetWhere(query, scope));
      const select = selectAssets(db);
      return batchesOfKeys(
        { select, key: asset.id, keyOf: (row) => row.assetId },
        found?.ids ?? [],
      );
    },

    async get(user: AuthUser, id: number): Promise<AssetDetailRecord> {
      const record = await find(db, user.scope, id);
      return { ...record, history: await historyOf(db, id) };
    },

    /** The asset a label's QR names (the scan page), within the caller's scope. */
    async byQr(user: AuthUser, token: string): Promise<AssetDetailRecord> {
      const [row] = await db
        .select({ id: asset.id })
        .from(asset)
        .where(and(eq(asset.qrToken, token), assetScope(user.scope)));
      if (!row) throw new NotFound();
      return this.get(user, row.id);
    },

    /** The design version an asset's custom values were saved with. */
    async designOfAsset(user: AuthUser, id: number) {
      const record = await find(db, user.scope, id);
      const category = await categoryOf(db, record.categoryId);
      if (category.formDesignId === null || record.formVersion === null) return null;
      const saved = await forms.get(category.formDesignId, record.formVersion);
      // Stored versions were valid when saved; one a later rule refuses shows no fields.
      const parsed = formDesignSchema.safeParse(saved.design);
      if (!parsed.success) return null;
      return { designId: category.formDesignId, version: record.formVersion, design: parsed.data };
    },

    /** The current design of a category's custom fields (the asset form renders it). */
    async designOfCategory(categoryId: number): Promise<CustomFieldDesign | null> {
      const category = await categoryOf(db, categoryId);
      return designOf(db, category.formDesignId);
    },

    async create(user: AuthUser, body: AssetCreate): Promise<AssetRecord> {
      return guarded(body, () =>
        db.transaction(async (tx) => {
          const category = await categoryOf(tx, body.categoryId);
          if (category.tracking !== 'serial') {
            throw new BadRequest('asset.categoryCounted', { name: category.name });
          }
          await checkPlace(tx, user.scope, body);
          await serialClash(tx, body.model, body.serialNo);
          const { custom, formVersion } = await checkCustom(
            tx,
            user,
            category.formDesignId,
            body.custom,
          );
          const [code] = await allocateAssetCodes(tx, category.codePrefix, 1);
          const now = new Date();
          const [row] = await tx
            .insert(asset)
            .values({
              ...body,
              code: code!,
              custom,
              formVersion,
              status: body.custodianId === null ? 'idle' : 'inUse',
              createdBy: user.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordHistory(tx, {
            assetId: row!.id,
            before: null,
            after: snapshotOf(row!),
            source: 'create',
            actorId: user.userId,
            at: now,
          });
          await recordAudit(tx, {
            actor: user,
            action: 'create',
            entity: 'asset',
            entityId: row!.id,
            after: row,
          });
          await sendAssetAdded(tx, notices, row!, user.userId);
          return find(tx, user.scope, row!.id);
        }),
      );
    },

    /** Descriptive fields and custom values only, at the version the caller last read. */
    async update(user: AuthUser, body: AssetUpdate): Promise<AssetRecord> {
      return guarded(body, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(asset)
            .where(and(eq(asset.id, body.assetId), assetScope(user.scope)))
            .for('update');
          if (!before) throw new NotFound();
          if (before.version !== body.version) throw new Conflict('asset.staleVersion');
          const changes: Partial<typeof asset.$inferInsert> = {};
          for (const field of ASSET_DESCRIPTIVE_FIELDS) {
            if (field !== 'custom' && body[field] !== undefined) {
              Object.assign(changes, { [field]: body[field] });
            }
          }
          if (body.custom !== undefined) {
            const category = await categoryOf(tx, before.categoryId);
            Object.assign(changes, await checkCustom(tx, user, category.formDesignId, body.custom));
          }
          const model = changes.model === undefined ? before.model : changes.model;
          const serialNo = changes.serialNo === undefined ? before.serialNo : changes.serialNo;
          if (changes.model !== undefined || changes.serialNo !== undefined) {
            await serialClash(tx, model, serialNo, before.id);
          }
          const now = new Date();
          const [after] = await tx
            .update(asset)
            .set({ ...changes, version: before.version + 1, updatedAt: now })
            .where(eq(asset.id, before.id))
            .returning();
          await recordHistory(tx, {
            assetId: before.id,
            before: snapshotOf(before),
            after: snapshotOf(after!),
            source: 'edit',
            actorId: user.userId,
            at: now,
          });
          await recordAudit(tx, {
            actor: user,
            action: 'update',
            entity: 'asset',
            entityId: before.id,
            before,
            after,
          });
          return find(tx, user.scope, before.id);
        }),
      );
    },
  };
}

export type AssetService = ReturnType<typeof createAssetService>;
