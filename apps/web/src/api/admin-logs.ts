import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope, Page } from '@depot/shared';
import { http } from './http';
import { compactParams } from './query-params';

/**
 * Logs and sessions of the admin console (apps/server/README "Admin console"): the audit log,
 * the sign-in log and the live sign-ins. Every query key starts with `adminLogsKeys.all`.
 */

/** `field,asc` or `field,desc`, repeatable (the server allow-lists the fields). */
export type SortParam = string | string[];

interface PageParams {
  current: number;
  size: number;
  sort?: SortParam;
}

/** A time range: ISO 8601, `from` inclusive, `to` exclusive. */
interface TimeRange {
  from?: string;
  to?: string;
}

export interface AuditRecord {
  id: number;
  actorId: number | null;
  actorName: string | null;
  /** create, update, delete, kick, reset-password, … */
  action: string;
  /** user, role, menu, dept, enterprise, post, store, session, notice, … */
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
export interface AuditPageParams extends PageParams, TimeRange {
  actorName?: string;
  entity?: string;
  entityId?: string;
  action?: string;
}

export type GrantType = 'password' | 'refresh_token';

export interface LoginLogRecord {
  id: number;
  userId: number | null;
  username: string | null;
  grantType: string;
  /** `success` or the id of the error the attempt ended with (BAD_CREDENTIALS, …). */
  result: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}
export interface LoginLogPageParams extends PageParams, TimeRange {
  username?: string;
  /** true: successful sign-ins only; false: failures only. */
  success?: boolean;
  grantType?: GrantType;
  ip?: string;
}

export interface OnlineSession {
  /** One sign-in and the tokens refreshed from it. */
  familyId: string;
  userId: number;
  username: string;
  nickname: string;
  clientId: string;
  ip: string | null;
  userAgent: string | null;
  signedInAt: string;
  lastUsedAt: string;
  expiresAt: string;
}
export interface OnlinePageParams extends PageParams {
  username?: string;
}

export const adminLogsKeys = {
  all: ['admin-logs'] as const,
  audits: () => [...adminLogsKeys.all, 'audit'] as const,
  auditPage: (params: AuditPageParams) => [...adminLogsKeys.audits(), params] as const,
  logins: () => [...adminLogsKeys.all, 'login'] as const,
  loginPage: (params: LoginLogPageParams) => [...adminLogsKeys.logins(), params] as const,
  online: () => [...adminLogsKeys.all, 'online'] as const,
  onlinePage: (params: OnlinePageParams) => [...adminLogsKeys.online(), params] as const,
};

async function getPage<T>(url: string, params: object): Promise<Page<T>> {
  const response = await http.get<Envelope<Page<T>>>(url, { params: compactParams(params) });
  return response.data.data;
}

/** GET /admin/audit-log/page: newest first unless a sort is given. */
export const auditPageQueryOptions = (params: AuditPageParams) =>
  queryOptions({
    queryKey: adminLogsKeys.auditPage(params),
    queryFn: () => getPage<AuditRecord>('/admin/audit-log/page', params),
    placeholderData: keepPreviousData,
  });

/** GET /admin/login-log/page: newest first unless a sort is given. */
export const loginLogPageQueryOptions = (params: LoginLogPageParams) =>
  queryOptions({
    queryKey: adminLogsKeys.loginPage(params),
    queryFn: () => getPage<LoginLogRecord>('/admin/login-log/page', params),
    placeholderData: keepPreviousData,
  });

/** GET /admin/online/page: the live sign-ins. */
export const onlinePageQueryOptions = (params: OnlinePageParams) =>
  queryOptions({
    queryKey: adminLogsKeys.onlinePage(params),
    queryFn: () => getPage<OnlineSession>('/admin/online/page', params),
    placeholderData: keepPreviousData,
  });

/** DELETE /admin/online/{familyId}: ends that sign-in at once (404 when no longer live). */
export async function kickSession(familyId: string): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/online/${encodeURIComponent(familyId)}`);
}
