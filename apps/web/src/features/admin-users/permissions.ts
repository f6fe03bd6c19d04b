import { useSessionStore } from '../../stores/session';

/** Permission keys of the user admin (apps/server/README "Admin console"). */
export const USER_PERMISSIONS = {
  add: 'sys_user_add',
  edit: 'sys_user_edit',
  del: 'sys_user_del',
  reset: 'sys_user_reset',
  export: 'sys_user_export',
} as const;

/** What the signed-in user may do here; buttons are hidden otherwise (the server checks too). */
export function useUserPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    canAdd: permissions[USER_PERMISSIONS.add] === true,
    canEdit: permissions[USER_PERMISSIONS.edit] === true,
    canDelete: permissions[USER_PERMISSIONS.del] === true,
    canReset: permissions[USER_PERMISSIONS.reset] === true,
    canExport: permissions[USER_PERMISSIONS.export] === true,
  };
}
