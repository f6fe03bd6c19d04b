import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { auditQuery, auditRecordSchema, loginLogQuery, loginLogRecordSchema } from '@depot/shared';
import type { LogService } from './service';

export const logRoutes: FastifyPluginAsyncZod<{ logs: LogService }> = async (app, { logs }) => {
  await app.register(
    actionRoutes(
      ['log'],
      [
        action('GET /admin/audit-log/page', {
          permission: 'sys_audit_view',
          summary: 'Who changed what, when, with the record before and after; newest first',
          query: auditQuery,
          reply: pageSchema(auditRecordSchema),
          run: ({ query }) => logs.auditPage(query),
        }),
        action('GET /admin/login-log/page', {
          permission: 'sys_loginlog_view',
          summary: 'Every sign-in and refresh attempt; newest first',
          query: loginLogQuery,
          reply: pageSchema(loginLogRecordSchema),
          run: ({ query }) => logs.loginPage(query),
        }),
      ],
    ),
  );
};
