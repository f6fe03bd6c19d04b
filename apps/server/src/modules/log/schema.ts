import { z } from 'zod';
import { pageQuery, queryBoolean, sortParam } from '../../core/pagination';

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
