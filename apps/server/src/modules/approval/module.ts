import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import type { Db } from '../../db/client';
import type { ApprovalEngine } from './engine';
import { approvalRoutes } from './routes';
import { templateRoutes } from './template-routes';

/**
 * Approvals (docs/approvals.md): the approval centre's routes, the flow templates, and the
 * timeout check. The engine is the platform's: the areas whose documents go through approval
 * register their handlers with it and submit through it.
 */
export const approvalModule: FastifyPluginAsyncZod<{
  db: Db;
  approvals: ApprovalEngine;
  /** Seconds between timeout checks (0: none). */
  checkSeconds: number;
}> = async (app, { db, approvals, checkSeconds }) => {
  await app.register(approvalRoutes, { approvals });
  await app.register(templateRoutes, { db, approvals });
  // Overdue approval tasks: reminded (and decided where their step says) every few seconds.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const r = await approvals.checkTimeouts();
      if (r.reminded.length) app.log.info(r, 'overdue approval tasks handled');
    },
    'approval timeout check',
  );
};
