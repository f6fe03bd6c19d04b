import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../core/envelope';
import { pageSchema } from '../../core/pagination';
import { auditQuery, auditRecordSchema, loginLogQuery, loginLogRecordSchema } from '@depot/shared';
import type { LogService } from './service';

export const logRoutes: FastifyPluginAsyncZod<{ logs: LogService }> = async (app, { logs }) => {
  app.get(
    '/admin/audit-log/page',
    {
      config: { permission: 'sys_audit_view' },
      schema: {
        tags: ['log'],
        summary: 'Who changed what, when, with the record before and after; newest first',
        querystring: auditQuery,
        response: { 200: envelopeOf(pageSchema(auditRecordSchema)) },
      },
    },
    async (request) => ok(await logs.auditPage(request.query)),
  );
  app.get(
    '/admin/login-log/page',
    {
      config: { permission: 'sys_loginlog_view' },
      schema: {
        tags: ['log'],
        summary: 'Every sign-in and refresh attempt; newest first',
        querystring: loginLogQuery,
        response: { 200: envelopeOf(pageSchema(loginLogRecordSchema)) },
      },
    },
    async (request) => ok(await logs.loginPage(request.query)),
  );
};
