import {
  ASSET_FILES_FIELD,
  ASSET_FILES_MAX,
  PERMISSIONS,
  type AssetFileRecord,
} from '@depot/shared';
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import { BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import {
  appUser,
  asset,
  assetDoc,
  assetDocItem,
  assetFile,
  assetHistory,
  storedFile,
} from '../../db/schema';
import { fileUrl, type FileReadRule, type FileService } from '../files/service';
import { isFileId } from '../files/storage';
import { assetScope } from './asset-query';

/** Pictures every browser shows in an <img>: the page gives them a thumbnail and a preview. */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/**
 * Whoever sees an asset reads the files it holds, through GET /admin/files/:id like any other
 * stored file (files/service.ts asks every rule): as_asset_view and the asset in their scope.
 * The same goes for the signature that accepted a handover of the asset (a lifecycle
 * document's, named in its history).
 */
export const assetFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.asset.asset.view)
    ? or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(assetFile)
            .innerJoin(asset, eq(asset.id, assetFile.assetId))
            .where(and(eq(assetFile.fileId, storedFile.id), assetScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(assetDoc)
            .innerJoin(assetDocItem, eq(assetDocItem.docId, assetDoc.id))
            .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
            .where(and(eq(assetDoc.signatureFileId, storedFile.id), assetScope(user.scope))),
        ),
      )
    : undefined;

/** The files of one asset, in the order they were attached. */
async function filesOf(tx: Db, assetId: number): Promise<AssetFileRecord[]> {
  const rows = await tx
    .select({
      id: storedFile.id,
      name: storedFile.name,
      size: storedFile.size,
      type: storedFile.type,
      uploadedById: storedFile.uploadedBy,
      uploadedByName: appUser.nickname,
      addedAt: assetFile.createdAt,
    })
    .from(assetFile)
    .innerJoin(storedFile, eq(storedFile.id, assetFile.fileId))
    .leftJoin(appUser, eq(appUser.id, storedFile.uploadedBy))
    .where(eq(assetFile.assetId, assetId))
    .orderBy(asc(assetFile.createdAt), asc(storedFile.name), asc(storedFile.id));
  return rows.map((row) => ({ ...row, image: IMAGE_TYPES.has(row.type), url: fileUrl(row.id) }));
}

/** The asset when the scope sees it (locked with `lock`, so attaches count one at a time); else 404. */
async function findAsset(tx: Db, scope: DataScope, id: number, lock: boolean): Promise<void> {
  const query = tx
    .select({ id: asset.id })
    .from(asset)
    .where(and(eq(asset.id, id), assetScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound();
}

/**
 * An asset's photos and files (docs/assets.md): uploads the caller may read (normally their
 * own, just stored through POST /admin/files) are attached by id; each attach and removal
 * writes one history row (`files`, the names before → after) and an audit row. A removed file
 * stays stored: the history names it and its uploader still reads it.
 */
export function createAssetFileService(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;

  async function recordChange(
    tx: Db,
    user: AuthUser,
    assetId: number,
    action: 'attach-files' | 'remove-file',
    before: AssetFileRecord[],
    after: AssetFileRecord[],
  ): Promise<void> {
    await tx.insert(assetHistory).values({
      assetId,
      field: ASSET_FILES_FIELD,
      before: before.map((f) => f.name),
      after: after.map((f) => f.name),
      source: 'edit',
      actorId: user.userId,
      at: new Date(),
    });
    const brief = (list: AssetFileRecord[]) => list.map(({ id, name }) => ({ id, name }));
    await recordAudit(tx, {
      actor: user,
      action,
      entity: 'asset',
      entityId: assetId,
      before: { files: brief(before) },
      after: { files: brief(after) },
    });
  }

  return {
    async list(scope: DataScope, assetId: number): Promise<AssetFileRecord[]> {
      await findAsset(db, scope, assetId, false);
      return filesOf(db, assetId);
    },

    /** Adds uploads to the asset; ids it already holds are skipped. Answers its files. */
    async attach(user: AuthUser, assetId: number, fileIds: string[]): Promise<AssetFileRecord[]> {
      return db.transaction(async (tx) => {
        await findAsset(tx, user.scope, assetId, true);
        const before = await filesOf(tx, assetId);
        const held = new Set(before.map((f) => f.id));
        const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))].filter(
          (id) => !held.has(id),
        );
        if (!ids.length) return before;
        const readable = await files.readable(tx, user, ids);
        const missing = ids.find((id) => !readable.has(id));
        if (missing !== undefined) throw new BadRequest('asset.files.unknown', { id: missing });
        if (before.length + ids.length > ASSET_FILES_MAX) {
          throw new BadRequest('asset.files.tooMany', {
            max: ASSET_FILES_MAX,
            free: ASSET_FILES_MAX - before.length,
          });
        }
        await tx.insert(assetFile).values(ids.map((fileId) => ({ assetId, fileId })));
        const after = await filesOf(tx, assetId);
        await recordChange(tx, user, assetId, 'attach-files', before, after);
        return after;
      });
    },

    /** Takes one file off the asset (404 when it holds no such file). Answers its files. */
    async remove(user: AuthUser, assetId: number, fileId: string): Promise<AssetFileRecord[]> {
      return db.transaction(async (tx) => {
        await findAsset(tx, user.scope, assetId, true);
        const id = fileId.toLowerCase();
        const before = await filesOf(tx, assetId);
        if (!isFileId(id) || !before.some((f) => f.id === id)) {
          throw new NotFound('asset.files.notFound');
        }
        await tx
          .delete(assetFile)
          .where(and(eq(assetFile.assetId, assetId), eq(assetFile.fileId, id)));
        const after = before.filter((f) => f.id !== id);
        await recordChange(tx, user, assetId, 'remove-file', before, after);
        return after;
      });
    },
  };
}

export type AssetFileService = ReturnType<typeof createAssetFileService>;
