import { PERMISSIONS, assetFileParams, assetFileSchema, assetFilesAttachBody } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { idParams } from '../../core/pagination';
import type { AssetFileService } from './asset-files';

const tags = ['asset'];
const P = PERMISSIONS.asset.asset;
const filesAnswer = { 200: envelopeOf(z.array(assetFileSchema)) };

/**
 * An asset's photos and files (docs/assets.md). Their bytes are read through
 * GET /admin/files/:id, which lets in whoever sees the asset.
 */
export const assetFileRoutes: FastifyPluginAsyncZod<{ assetFiles: AssetFileService }> = async (
  app,
  { assetFiles },
) => {
  app.get(
    '/as/asset/:id/files',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The photos and files an asset holds, in the order they were attached',
        params: idParams,
        response: filesAnswer,
      },
    },
    async (request) => ok(await assetFiles.list(currentUser(request).scope, request.params.id)),
  );

  app.post(
    '/as/asset/:id/files',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary:
          'Attaches uploads (ids from POST /admin/files) to an asset; 400 for a file the caller may not use or beyond the limit',
        params: idParams,
        body: assetFilesAttachBody,
        response: filesAnswer,
      },
    },
    async (request) =>
      ok(await assetFiles.attach(currentUser(request), request.params.id, request.body.fileIds)),
  );

  app.delete(
    '/as/asset/:id/files/:fileId',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: 'Takes one file off an asset (the stored file stays); answers the rest',
        params: assetFileParams,
        response: filesAnswer,
      },
    },
    async (request) =>
      ok(await assetFiles.remove(currentUser(request), request.params.id, request.params.fileId)),
  );
};
