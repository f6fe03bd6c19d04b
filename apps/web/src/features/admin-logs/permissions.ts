import { PERMISSIONS } from '@depot/shared';

/** The permission keys of the log pages (apps/server/README "Admin console"). */
export const LOG_PERMISSIONS = {
  auditView: PERMISSIONS.log.audit,
  loginLogView: PERMISSIONS.log.login,
  onlineView: PERMISSIONS.online.view,
  onlineKick: PERMISSIONS.online.kick,
} as const;
