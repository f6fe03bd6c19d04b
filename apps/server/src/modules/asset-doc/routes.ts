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
import { envelopeOf, ok } from '../../core/envelope';
import { streamXlsx, xlsxAnswer } from '../../core/excel/xlsx-http';
import { writeXlsx } from '../../core/excel/xlsx-writer';
import { requestLanguage } from '../../core/i18n';
import { idParams, pageSchema } from '../../core/pagination';
import type { Certificates } from './certificate';
import type { AssetDocService } from './service';
import { DOC_SHEET_WORDS, docExportSheet } from './doc-sheet';
import { exportFile } from '../../core/excel/export-route';

const tags = ['asset-doc'];
const P = PERMISSIONS.assetDoc;
/** Any apply key lets a caller in; the service checks the one of the body's type. */
const APPLY_KEYS = ASSET_DOC_TYPES.map((type) => P[type]);

const exportQuery = assetDocPageQuery.omit({ current: true, size: true });

/** The lifecycle documents (docs/asset-documents.md): apply, list, read, export, certificate. */
export const assetDocRoutes: FastifyPluginAsyncZod<{
  docs: AssetDocService;
  certificates: Certificates;
}> = async (app, { docs, certificates }) => {
  app.post(
    '/as/doc',
    {
      config: { permission: APPLY_KEYS },
      schema: {
        tags,
        summary:
          'A new lifecycle document, submitted for approval at once (the key of its type is needed)',
        body: assetDocCreateBody,
        response: { 200: envelopeOf(assetDocSchema) },
      },
    },
    async (request) => ok(await docs.create(currentUser(request), request.body)),
  );

  app.get(
    '/as/doc/candidates',
    {
      config: { permission: APPLY_KEYS },
      schema: {
        tags,
        summary:
          'The assets the caller may apply for with a new document of the type, eligible for it (the key of the type is needed)',
        querystring: assetDocCandidateQuery,
        response: { 200: envelopeOf(pageSchema(assetDocCandidateSchema)) },
      },
    },
    async (request) => ok(await docs.candidates(currentUser(request), request.query)),
  );

  app.get(
    '/as/doc/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary:
          'Documents the caller applied for or whose assets are in their scope, newest first',
        querystring: assetDocPageQuery,
        response: { 200: envelopeOf(pageSchema(assetDocSchema)) },
      },
    },
    async (request) => ok(await docs.page(currentUser(request), request.query)),
  );

  app.get(
    '/as/doc/export',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The filtered documents as .xlsx, newest first, streamed',
        querystring: exportQuery,
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const file = exportFile('asset-documents', DOC_SHEET_WORDS[language].file);
      const batches = docs.batches(currentUser(request), request.query);
      return streamXlsx(request, reply, file, (out) =>
        writeXlsx(out, batches, docExportSheet(language)),
      );
    },
  );

  app.get(
    '/as/doc/:id',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One document with its assets (404 outside the caller’s scope)',
        params: idParams,
        response: { 200: envelopeOf(assetDocSchema) },
      },
    },
    async (request) => ok(await docs.get(currentUser(request), request.params.id)),
  );

  app.put(
    '/as/doc/:id',
    {
      config: { permission: APPLY_KEYS },
      schema: {
        tags,
        summary:
          'The applicant changes their document sent back to them and resubmits it (its version; the key of its type is needed)',
        params: idParams,
        body: assetDocUpdateBody,
        response: { 200: envelopeOf(assetDocSchema) },
      },
    },
    async (request) => ok(await docs.update(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/as/doc/:id/certificate',
    {
      config: { permission: P.certificate },
      schema: {
        tags,
        summary:
          'A new single-use pickup certificate for a document awaiting its signature (earlier ones stop working)',
        params: idParams,
        response: { 200: envelopeOf(certificateIssuedSchema) },
      },
    },
    async (request) => ok(await certificates.issue(currentUser(request), request.params.id)),
  );
};
