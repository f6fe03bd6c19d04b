import { z } from 'zod';
import { idParams } from '../page-query';
import type { Serialized } from '../wire';
import { ASSET_FILES_MAX } from './constants';

/*
 * An asset's photos and files (`/as/asset/:id/files`, docs/assets.md): uploads stored through
 * POST /admin/files, then attached to the asset by their ids.
 */

/** One file an asset holds; `image`: a picture a browser shows (thumbnail and preview). */
export const assetFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** The content type its uploader declared. */
  type: z.string(),
  image: z.boolean(),
  /** Where it is downloaded (GET /admin/files/:id, open to whoever sees the asset). */
  url: z.string(),
  uploadedById: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  /** When it was attached to the asset. */
  addedAt: z.date(),
});
export type AssetFileRecord = z.infer<typeof assetFileSchema>;
export type AssetFile = Serialized<AssetFileRecord>;

/** Attaches uploads (ids answered by POST /admin/files) to an asset. */
export const assetFilesAttachBody = z.object({
  fileIds: z.array(z.string().max(64)).min(1).max(ASSET_FILES_MAX),
});
export type AssetFilesAttach = z.input<typeof assetFilesAttachBody>;

/** DELETE /as/asset/:id/files/:fileId. */
export const assetFileParams = idParams.extend({ fileId: z.string().max(64) });
