import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AuditPageParams,
  AuditRecord,
  Envelope,
  LoginLogPageParams,
  LoginLogRecord,
  OnlinePageParams,
  OnlineSessionRecord,
  Page,
} from '@depot/shared';
import { http } from './http';
import { compactParams } from './query-params';

/**
 * Logs and sessions of the admin console (apps/server/README "Admin console"): the audit log,
 * the sign-in log and the live sign-ins. Every query key starts with `adminLogsKeys.all`. The
 * types are the shared contracts' (packages/shared/src/admin/logs.ts).
 */

export type {
  AuditPageParams,
  AuditRecord,
  GrantType,
  LoginLogPageParams,
  LoginLogRecord,
  OnlinePageParams,
  OnlineSessionRecord as OnlineSession,
} from '@depot/shared';

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
    queryFn: () => getPage<OnlineSessionRecord>('/admin/online/page', params),
    placeholderData: keepPreviousData,
  });

/** DELETE /admin/online/{familyId}: ends that sign-in at once (404 when no longer live). */
export async function kickSession(familyId: string): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/online/${encodeURIComponent(familyId)}`);
}
