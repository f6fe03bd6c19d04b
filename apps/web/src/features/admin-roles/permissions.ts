import { PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** Permission keys of the role admin (apps/server/README "Admin console"). */
export const ROLE_PERMISSIONS = PERMISSIONS.role;

/** What the signed-in user may do here; buttons are hidden otherwise (the server checks too). */
export function useRolePermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    canAdd: permissions[ROLE_PERMISSIONS.add] === true,
    canEdit: permissions[ROLE_PERMISSIONS.edit] === true,
    canDelete: permissions[ROLE_PERMISSIONS.del] === true,
    canGrant: permissions[ROLE_PERMISSIONS.perm] === true,
  };
}
