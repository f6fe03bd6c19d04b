import { z } from 'zod';
import type { QueryParams, Serialized } from '../wire';
import { pageQuery, queryBoolean, queryText, sortParam } from '../page-query';

/* The audit log, the sign-in log and the live sign-ins of the admin console. */

const text = (max: number) => z.string().trim().max(max).optional();
const range = {
  from: z.coerce.date().optional().describe('ISO 8601: at or after'),
  to: z.coerce.date().optional().describe('ISO 8601: before'),
};

export const auditQuery = pageQuery.extend({
  actorName: text(64).describe('part of the username of who acted'),
  entity: text(64).describe('user, role, menu, dept, enterprise, post, store, session, …'),
  entityId: text(64),
  action: text(32).describe('create, update, delete, …'),
  ...range,
  sort: sortParam(['createdAt']),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRecordSchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});

export const loginLogQuery = pageQuery.extend({
  username: text(64).describe('part of the username as typed'),
  success: queryBoolean.optional(),
  result: text(32).describe('success or an error id such as BAD_CREDENTIALS'),
  grantType: z.enum(['password', 'refresh_token']).optional(),
  ip: text(64),
  ...range,
  sort: sortParam(['createdAt', 'username']),
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;

export const loginLogRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  grantType: z.string(),
  result: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.date(),
});

export const onlineQuery = pageQuery.extend({
  username: queryText.optional(),
  sort: sortParam(['username', 'signedInAt', 'lastUsedAt']),
});
export type OnlineQuery = z.infer<typeof onlineQuery>;

export const onlineSessionSchema = z.object({
  familyId: z.string(),
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  clientId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.date(),
  lastUsedAt: z.date(),
  expiresAt: z.date(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

/** DELETE /admin/online/{familyId}. */
export const familyParams = z.object({ familyId: z.uuid() });

// ---- as the web reads and sends them (answers' Dates are ISO text: ../wire.ts) ----------

export type AuditRecord = Serialized<z.infer<typeof auditRecordSchema>>;
export type AuditPageParams = QueryParams<AuditQuery>;
export type LoginLogRecord = Serialized<z.infer<typeof loginLogRecordSchema>>;
export type GrantType = NonNullable<LoginLogQuery['grantType']>;
export type LoginLogPageParams = QueryParams<LoginLogQuery>;
export type OnlineSessionRecord = Serialized<OnlineSession>;
export type OnlinePageParams = QueryParams<OnlineQuery>;
