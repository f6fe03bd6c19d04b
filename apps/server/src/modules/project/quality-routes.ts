import {
  PERMISSIONS,
  idParams,
  inspectionCreateBody,
  inspectionDetailSchema,
  inspectionPageQuery,
  inspectionRectifyBody,
  inspectionReopenBody,
  inspectionSchema,
  inspectionVerifyBody,
  projectIdQuery,
  projectQualitySchema,
  qualityVoidBody,
  samplingCreateBody,
  samplingDetailSchema,
  samplingPageQuery,
  samplingSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { readInspectionDetail, readInspectionPage, readProjectQuality } from './inspection-read';
import {
  INSPECTION_SHEET_WORDS,
  inspectionIssueBatches,
  inspectionSheet,
} from './inspection-sheet';
import type { InspectionWrites } from './inspection-write';
import {
  readSamplingDetail,
  readSamplingPage,
  samplingBatches,
  type SamplingWrites,
} from './sampling';
import { SAMPLING_SHEET_WORDS, samplingSheet } from './sampling-sheet';

const tags = ['project'];
const P = PERMISSIONS.project;

/**
 * `/item/inspection`, `/item/sampling`, `/item/quality`: a project's site inspection records
 * with their issues' rectification, and its quality samplings (docs/projects.md).
 */
export const qualityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  inspections: InspectionWrites;
  samplings: SamplingWrites;
}> = async (app, { db, inspections, samplings }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/quality/summary', {
        permission: P.view,
        summary: 'A project’s inspection and sampling figures: open and overdue issues, last score',
        query: projectIdQuery,
        reply: projectQualitySchema,
        run: ({ user, query }) => readProjectQuality(db, query.projectId, user),
      }),
      action('GET /item/inspection/page', {
        permission: P.view,
        summary: 'A project’s inspection records with their issues, newest first',
        query: inspectionPageQuery,
        reply: pageSchema(inspectionSchema),
        run: ({ user, query }) => readInspectionPage(db, query, user),
      }),
      action('GET /item/inspection/detail', {
        permission: P.view,
        summary: 'One inspection record: photos, issues and their history',
        query: idParams,
        reply: inspectionDetailSchema,
        run: ({ user, query }) => readInspectionDetail(db, query.id, user),
      }),
      action('POST /item/inspection/add', {
        permission: P.inspect,
        summary: 'An inspection record by the caller: photos and issues with deadlines',
        body: inspectionCreateBody,
        reply: inspectionDetailSchema,
        run: ({ user, body }) => inspections.add(user, body),
      }),
      action('POST /item/inspection/rectify', {
        permission: P.edit,
        summary: 'An open issue rectified, with a note and photos',
        body: inspectionRectifyBody,
        reply: inspectionDetailSchema,
        run: ({ user, body }) => inspections.rectify(user, body),
      }),
      action('POST /item/inspection/verify', {
        permission: [P.inspect, P.edit],
        summary: 'A rectified issue verified and closed (its inspector or a project editor)',
        body: inspectionVerifyBody,
        reply: inspectionDetailSchema,
        run: ({ user, body }) => inspections.verify(user, body),
      }),
      action('POST /item/inspection/reopen', {
        permission: [P.inspect, P.edit],
        summary: 'A rectification not accepted: the issue open again by a new deadline',
        body: inspectionReopenBody,
        reply: inspectionDetailSchema,
        run: ({ user, body }) => inspections.reopen(user, body),
      }),
      action('POST /item/inspection/void', {
        permission: [P.inspect, P.edit],
        summary: 'An inspection record voided with a reason',
        body: qualityVoidBody,
        reply: inspectionDetailSchema,
        run: ({ user, body }) => inspections.void(user, body),
      }),
      action('GET /item/sampling/page', {
        permission: P.view,
        summary: 'A project’s quality samplings, newest first',
        query: samplingPageQuery,
        reply: pageSchema(samplingSchema),
        run: ({ user, query }) => readSamplingPage(db, query, user),
      }),
      action('GET /item/sampling/detail', {
        permission: P.view,
        summary: 'One quality sampling with its scored items and photos',
        query: idParams,
        reply: samplingDetailSchema,
        run: ({ user, query }) => readSamplingDetail(db, query.id, user),
      }),
      action('POST /item/sampling/add', {
        permission: P.inspect,
        summary: 'A quality sampling: scored items; total, percent and pass/fail by the server',
        body: samplingCreateBody,
        reply: samplingDetailSchema,
        run: ({ user, body }) => samplings.add(user, body),
      }),
      action('POST /item/sampling/void', {
        permission: [P.inspect, P.edit],
        summary: 'A quality sampling voided with a reason',
        body: qualityVoidBody,
        reply: samplingDetailSchema,
        run: ({ user, body }) => samplings.void(user, body),
      }),
    ]),
  );

  await app.register(
    pagedExport({
      url: '/item/inspection/export',
      permission: P.export,
      tags,
      summary: 'A project’s inspection issues, filtered as the list is, as .xlsx',
      query: inspectionPageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('inspection-issues', INSPECTION_SHEET_WORDS[language].file, day),
      sheet: inspectionSheet,
      batches: (request, query) => inspectionIssueBatches(db, query, currentUser(request)),
    }),
  );
  await app.register(
    pagedExport({
      url: '/item/sampling/export',
      permission: P.export,
      tags,
      summary: 'A project’s quality samplings, filtered as the list is, as .xlsx',
      query: samplingPageQuery.omit({ current: true, size: true }),
      file: (language, day) =>
        exportFile('quality-samplings', SAMPLING_SHEET_WORDS[language].file, day),
      sheet: samplingSheet,
      batches: (request, query) => samplingBatches(db, query, currentUser(request)),
    }),
  );
};
