import {
  PERMISSIONS,
  designChangeBody,
  designChangeDetailSchema,
  designChangeListSchema,
  drawingApproveBody,
  drawingCreateBody,
  drawingListQuery,
  drawingListSchema,
  drawingVersionBody,
  idParams,
  projectIdQuery,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { NotFound } from '../../core/errors';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { sendStoredFile } from '../files/send-file';
import type { FileService } from '../files/service';
import { readDesignChange, readDesignChangeList } from './design-change-read';
import type { DesignChangeWrites } from './design-change-write';
import { readDrawings, versionFileId } from './drawing-read';
import type { DrawingWrites } from './drawing-write';

const tags = ['project'];
const P = PERMISSIONS.project;

/** `/item/drawing` and `/item/design-change`: a project's drawings and design changes. */
export const drawingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  drawings: DrawingWrites;
  designChanges: DesignChangeWrites;
  files: Pick<FileService, 'open'>;
}> = async (app, { db, drawings, designChanges, files }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/drawing/list', {
        permission: P.view,
        summary: 'A project’s drawings (of a kind, of a stage), each with every version',
        query: drawingListQuery,
        reply: drawingListSchema,
        run: ({ user, query }) => readDrawings(db, user, query),
      }),
      action('POST /item/drawing/add', {
        permission: P.drawing,
        summary: 'A new drawing with its first version (a PDF or a picture)',
        body: drawingCreateBody,
        reply: drawingListSchema,
        run: ({ user, body }) => drawings.add(user, body),
      }),
      action('POST /item/drawing/version', {
        permission: P.drawing,
        summary: 'The next version of a drawing; the earlier ones stay as they were',
        body: drawingVersionBody,
        reply: drawingListSchema,
        run: ({ user, body }) => drawings.addVersion(user, body),
      }),
      action('POST /item/drawing/approve', {
        permission: P.designApprove,
        summary: 'Marks a version of a design drawing as the approved design',
        body: drawingApproveBody,
        reply: drawingListSchema,
        run: ({ user, body }) => drawings.approve(user, body),
      }),
      action('GET /item/design-change/list', {
        permission: P.view,
        summary: 'A project’s design changes, newest first, with the approved cost impact',
        query: projectIdQuery,
        reply: designChangeListSchema,
        run: ({ user, query }) => readDesignChangeList(db, user, query.projectId),
      }),
      action('GET /item/design-change/detail', {
        permission: P.view,
        summary: 'One design change with its drawings, files and approval',
        query: idParams,
        reply: designChangeDetailSchema,
        run: ({ user, query }) => readDesignChange(db, query.id, user),
      }),
      action('POST /item/design-change/add', {
        permission: P.designChange,
        summary: 'A design change with its cost impact (through approval)',
        body: designChangeBody,
        reply: designChangeDetailSchema,
        run: ({ user, body }) => designChanges.add(user, body),
      }),
    ]),
  );

  app.get(
    '/item/drawing/preview',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'A drawing version’s file inline (PDF or picture), for the browser to show',
        querystring: z.object({ versionId: idParams.shape.id }),
        response: {
          200: {
            description: 'the file',
            content: { 'application/pdf': { schema: z.unknown() } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const fileId = await versionFileId(db, user, request.query.versionId);
      if (!fileId) throw new NotFound();
      const opened = await files.open(user, fileId);
      // Inline, with its own type: the page fetches it (with the caller's token) and shows it
      // through an object URL, a PDF in the browser's own viewer, a picture as an image.
      return sendStoredFile(reply, opened);
    },
  );
};
