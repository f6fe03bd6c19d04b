import { PERMISSIONS } from '@depot/shared';

/** The permission keys of the organisation pages (apps/server/README "Admin console"). */
export const ORG_PERMISSIONS = {
  enterprise: PERMISSIONS.enterprise,
  dept: PERMISSIONS.dept,
  post: PERMISSIONS.post,
  store: PERMISSIONS.store,
} as const;

export type OrgRecordKind = keyof typeof ORG_PERMISSIONS;
