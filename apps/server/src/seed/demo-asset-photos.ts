import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import type { AuthUser } from '../core/fastify-types';
import type { Db } from '../db/client';
import { asset } from '../db/schema';
import { createAssetFileService } from '../modules/asset/asset-files';
import { createFileService } from '../modules/files/service';
import type { FileStorage } from '../modules/files/storage';
import { demoPhoto } from './demo-png';

/** One colour per photographed asset (the first few registered, each of another category). */
const COLORS = [
  [52, 58, 64],
  [176, 124, 72],
  [40, 96, 160],
  [150, 40, 48],
] as const;

/**
 * A photo for a few demo assets (issue #16): a PNG drawn by demo-png.ts, stored and attached
 * through the same services as an upload from the asset page (file row, bytes in the storage,
 * asset history and audit rows).
 */
export async function seedDemoAssetPhotos(
  tx: Db,
  ctx: { adminId: number; storage: FileStorage; maxMb: number },
): Promise<void> {
  const admin: AuthUser = {
    userId: ctx.adminId,
    username: 'admin',
    roles: ['admin'],
    permissions: [],
    tokenId: 0,
    familyId: 'seed',
    mustChangePassword: false,
    scope: {
      all: true,
      enterpriseId: null,
      deptId: null,
      deptTree: false,
      storeIds: null,
      self: false,
      userId: ctx.adminId,
    },
  };
  const files = createFileService({ db: tx, storage: ctx.storage, maxMb: ctx.maxMb });
  const assetFiles = createAssetFileService({ db: tx, files });
  const assets = await tx
    .select({ id: asset.id, code: asset.code })
    .from(asset)
    .orderBy(asc(asset.id))
    .limit(COLORS.length);
  for (const [i, { id, code }] of assets.entries()) {
    const stored = await files.upload(admin, {
      stream: Readable.from([demoPhoto(COLORS[i]!)]),
      filename: `${code}.png`,
      mimetype: 'image/png',
      truncated: () => false,
    });
    await assetFiles.attach(admin, id, [stored.id]);
  }
}
