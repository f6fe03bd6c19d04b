import {
  PERMISSIONS,
  idParams,
  materialDiscardBody,
  materialDiscardPageSchema,
  materialDiscardSchema,
  projectDiscardBody,
  projectDiscardSchema,
  projectIdQuery,
  projectRequestListSchema,
  startWorkBody,
  startWorkSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import type { DiscardWrites } from './discard-write';
import { readMaterialDiscard, readMaterialDiscardPage } from './material-discard-read';
import type { MaterialDiscardWrites } from './material-discard-write';
import { readDiscard, readProjectRequests, readStartWork } from './request-read';
import type { StartWorkWrites } from './start-work-write';

const tags = ['project'];
const P = PERMISSIONS.project;

/**
 * `/item/discard`, `/item/start-work` and `/item/material-discard`: a project's requests
 * through approval.
 */
export const requestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  discards: DiscardWrites;
  startWorks: StartWorkWrites;
  materialDiscards: MaterialDiscardWrites;
}> = async (app, { db, discards, startWorks, materialDiscards }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/request/list', {
        permission: P.view,
        summary:
          'A project’s discarding requests, start-of-work applications and material discards, newest first',
        query: projectIdQuery,
        reply: projectRequestListSchema,
        run: ({ user, query }) => readProjectRequests(db, query.projectId, user),
      }),
      action('GET /item/discard/detail', {
        permission: P.view,
        summary: 'One request to discard a project, with its files and approval',
        query: idParams,
        reply: projectDiscardSchema,
        run: ({ user, query }) => readDiscard(db, query.id, user),
      }),
      action('POST /item/discard/add', {
        permission: P.discard,
        summary: 'Request to discard a planning or active project (through approval)',
        body: projectDiscardBody,
        reply: projectDiscardSchema,
        run: ({ user, body }) => discards.add(user, body),
      }),
      action('GET /item/start-work/detail', {
        permission: P.view,
        summary: 'One application to start work, with its files and approval',
        query: idParams,
        reply: startWorkSchema,
        run: ({ user, query }) => readStartWork(db, query.id, user),
      }),
      action('POST /item/start-work/add', {
        permission: P.startWork,
        summary: 'Apply to start work on a start-of-work stage (through approval)',
        body: startWorkBody,
        reply: startWorkSchema,
        run: ({ user, body }) => startWorks.add(user, body),
      }),
      action('GET /item/material-discard/list', {
        permission: P.view,
        summary: 'What a project holds of its materials, and its material discards',
        query: projectIdQuery,
        reply: materialDiscardPageSchema,
        run: ({ user, query }) => readMaterialDiscardPage(db, query.projectId, user),
      }),
      action('GET /item/material-discard/detail', {
        permission: P.view,
        summary: 'One material discard, with its lines, files and approval',
        query: idParams,
        reply: materialDiscardSchema,
        run: ({ user, query }) => readMaterialDiscard(db, query.id, user),
      }),
      action('POST /item/material-discard/add', {
        permission: P.discard,
        summary: 'Discard some of what a project holds of its materials (through approval)',
        body: materialDiscardBody,
        reply: materialDiscardSchema,
        run: ({ user, body }) => materialDiscards.add(user, body),
      }),
    ]),
  );
};
