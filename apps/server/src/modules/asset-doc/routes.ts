import {
  ASSET_DOC_TYPES,
  PERMISSIONS,
  assetDocCandidateQuery,
  assetDocCandidateSchema,
  assetDocCreateBody,
  assetDocPageQuery,
  assetDocSchema,
  assetDocUpdateBody,
  certificateIssuedSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { idParams, pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Certificates } from './certificate';
import type { AssetDocService } from './service';
import { DOC_SHEET_WORDS, docExportSheet } from './doc-sheet';
import { exportFile, pagedExport } from '../../core/excel/export-route';

const tags = ['asset-doc'];
const P = PERMISSIONS.assetDoc;
/** Any apply key lets a caller in; the service checks the one of the body's type. */
const APPLY_KEYS = ASSET_DOC_TYPES.map((type) => P[type]);

/** The lifecycle documents (docs/asset-documents.md): apply, list, read, export, certificate. */
export const assetDocRoutes: FastifyPluginAsyncZod<{
  docs: AssetDocService;
  certificates: Certificates;
}> = async (app, { docs, certificates }) => {
  await app.register(
    actionRoutes(tags, [
      action('POST /as/doc', {
        permission: APPLY_KEYS,
        summary:
          'A new lifecycle document, submitted for approval at once (the key of its type is needed)',
        body: assetDocCreateBody,
        reply: assetDocSchema,
        run: ({ user, body }) => docs.create(user, body),
      }),
      action('GET /as/doc/candidates', {
        permission: APPLY_KEYS,
        summary:
          'The assets the caller may apply for with a new document of the type, eligible for it (the key of the type is needed)',
        query: assetDocCandidateQuery,
        reply: pageSchema(assetDocCandidateSchema),
        run: ({ user, query }) => docs.candidates(user, query),
      }),
      action('GET /as/doc/page', {
        permission: P.view,
        summary:
          'Documents the caller applied for or whose assets are in their scope, newest first',
        query: assetDocPageQuery,
        reply: pageSchema(assetDocSchema),
        run: ({ user, query }) => docs.page(user, query),
      }),
      action('GET /as/doc/:id', {
        permission: P.view,
        summary: 'One document with its assets (404 outside the caller’s scope)',
        params: idParams,
        reply: assetDocSchema,
        run: ({ user, params }) => docs.get(user, params.id),
      }),
      action('PUT /as/doc/:id', {
        permission: APPLY_KEYS,
        summary:
          'The applicant changes their document sent back to them and resubmits it (its version; the key of its type is needed)',
        params: idParams,
        body: assetDocUpdateBody,
        reply: assetDocSchema,
        run: ({ user, params, body }) => docs.update(user, params.id, body),
      }),
      action('POST /as/doc/:id/certificate', {
        permission: P.certificate,
        summary:
          'A new single-use pickup certificate for a document awaiting its signature (earlier ones stop working)',
        params: idParams,
        reply: certificateIssuedSchema,
        run: ({ user, params }) => certificates.issue(user, params.id),
      }),
    ]),
  );

  await app.register(
    pagedExport({
      url: '/as/doc/export',
      permission: P.view,
      tags,
      summary: 'The filtered documents as .xlsx, newest first, streamed',
      query: assetDocPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('asset-documents', DOC_SHEET_WORDS[language].file, day),
      sheet: docExportSheet,
      batches: (request, query) => docs.batches(currentUser(request), query),
    }),
  );
};
