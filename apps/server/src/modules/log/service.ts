import { and, count, desc, eq, gte, ilike, lt, ne, type SQL } from 'drizzle-orm';
import { containsPattern, offsetOf, orderByOf, pageOf } from '../../core/pagination';
import type { Db } from '../../db/client';
import { auditLog, loginLog } from '../../db/schema';
import type { AuditQuery, LoginLogQuery } from '@depot/shared';

/** Reading the audit log and the sign-in log (both written elsewhere, never changed here). */
export function createLogService(db: Db) {
  return {
    async auditPage(q: AuditQuery) {
      const where = and(
        q.actorName ? ilike(auditLog.actorName, containsPattern(q.actorName)) : undefined,
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.from ? gte(auditLog.createdAt, q.from) : undefined,
        q.to ? lt(auditLog.createdAt, q.to) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const records = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...orderByOf(q.sort, { createdAt: auditLog.createdAt }, [desc(auditLog.id)]))
        .limit(q.size)
        .offset(offsetOf(q));
      return pageOf(records, total!.n, q);
    },

    async loginPage(q: LoginLogQuery) {
      const conditions: (SQL | undefined)[] = [
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
      ];
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(loginLog).where(where);
      const records = await db
        .select()
        .from(loginLog)
        .where(where)
        .orderBy(
          ...orderByOf(q.sort, { createdAt: loginLog.createdAt, username: loginLog.username }, [
            desc(loginLog.id),
          ]),
        )
        .limit(q.size)
        .offset(offsetOf(q));
      return pageOf(records, total!.n, q);
    },
  };
}

export type LogService = ReturnType<typeof createLogService>;
