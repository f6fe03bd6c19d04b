import { count, desc, eq, gte, ilike, lt, ne } from 'drizzle-orm';
import { containsPattern } from '../../core/pagination';
import { readPage, type PageRules } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { auditLog, loginLog } from '../../db/schema';
import type { AuditQuery, LoginLogQuery } from '@depot/shared';

const auditRules: PageRules<AuditQuery, 'createdAt'> = {
  where: (q) => [
    q.actorName ? ilike(auditLog.actorName, containsPattern(q.actorName)) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.from ? gte(auditLog.createdAt, q.from) : undefined,
    q.to ? lt(auditLog.createdAt, q.to) : undefined,
  ],
  sorts: { createdAt: auditLog.createdAt },
  order: [desc(auditLog.id)],
};

const loginRules: PageRules<LoginLogQuery, 'createdAt' | 'username'> = {
  where: (q) => [
    q.username ? ilike(loginLog.username, containsPattern(q.username)) : undefined,
    q.success === undefined
      ? undefined
      : q.success
        ? eq(loginLog.result, 'success')
        : ne(loginLog.result, 'success'),
    q.result ? eq(loginLog.result, q.result) : undefined,
    q.grantType ? eq(loginLog.grantType, q.grantType) : undefined,
    q.ip ? eq(loginLog.ip, q.ip) : undefined,
    q.from ? gte(loginLog.createdAt, q.from) : undefined,
    q.to ? lt(loginLog.createdAt, q.to) : undefined,
  ],
  sorts: { createdAt: loginLog.createdAt, username: loginLog.username },
  order: [desc(loginLog.id)],
};

/** Reading the audit log and the sign-in log (both written elsewhere, never changed here). */
export function createLogService(db: Db) {
  return {
    auditPage: (q: AuditQuery) =>
      readPage(
        { select: db.select().from(auditLog), count: db.select({ n: count() }).from(auditLog) },
        auditRules,
        q,
      ),

    loginPage: (q: LoginLogQuery) =>
      readPage(
        { select: db.select().from(loginLog), count: db.select({ n: count() }).from(loginLog) },
        loginRules,
        q,
      ),
  };
}

export type LogService = ReturnType<typeof createLogService>;
