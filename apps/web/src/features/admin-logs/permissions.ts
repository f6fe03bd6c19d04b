/** The permission keys of the log pages (apps/server/README "Admin console"). */
export const LOG_PERMISSIONS = {
  auditView: 'sys_audit_view',
  loginLogView: 'sys_loginlog_view',
  onlineView: 'sys_online_view',
  onlineKick: 'sys_online_kick',
} as const;
