import { PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** Permission keys of the user admin (apps/server/README "Admin console"). */
export const USER_PERMISSIONS = PERMISSIONS.user;

/** What the signed-in user may do here; buttons are hidden otherwise (the server checks too). */
export function useUserPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    canAdd: permissions[USER_PERMISSIONS.add] === true,
    canEdit: permissions[USER_PERMISSIONS.edit] === true,
    canDelete: permissions[USER_PERMISSIONS.del] === true,
    canReset: permissions[USER_PERMISSIONS.reset] === true,
    canUnlock: permissions[USER_PERMISSIONS.unlock] === true,
    canExport: permissions[USER_PERMISSIONS.export] === true,
  };
}
