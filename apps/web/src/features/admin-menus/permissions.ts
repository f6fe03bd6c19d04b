import { PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** Permission keys of the menu admin (apps/server/README "Admin console"). */
export const MENU_PERMISSIONS = PERMISSIONS.menu;

/** What the signed-in user may do here; buttons are hidden otherwise (the server checks too). */
export function useMenuPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    canAdd: permissions[MENU_PERMISSIONS.add] === true,
    canEdit: permissions[MENU_PERMISSIONS.edit] === true,
    canDelete: permissions[MENU_PERMISSIONS.del] === true,
  };
}
