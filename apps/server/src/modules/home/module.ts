import { HOME_TODOS_URL, homeTodosSchema } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { createAssetTodos } from '../asset/asset-todos';
import type { EamService } from '../eam/service';
import type { NoticeService } from '../notice/service';
import { createHomeTodos } from './todos';

/**
 * The home page's calls: the signed-in user's to-dos, counted by the repair-order, asset and
 * message areas' own queries (the platform's repair-order and notice services).
 */
export const homeModule: FastifyPluginAsyncZod<{
  db: Db;
  eam: EamService;
  notices: NoticeService;
}> = async (app, { db, eam, notices }) => {
  const todos = createHomeTodos({ eam, notices, assets: createAssetTodos(db) });
  app.get(
    HOME_TODOS_URL,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['home'],
        summary:
          'The caller’s to-dos their keys allow, each counted in their data scope with the list filter its link opens',
        response: { 200: envelopeOf(homeTodosSchema) },
      },
    },
    async (request) => ok(await todos.of(currentUser(request))),
  );
};
