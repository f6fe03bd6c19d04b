import { DOOR_LOCK_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do with door locks: buttons are hidden otherwise (the server checks too). */
export function useDoorLockPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    add: has(DOOR_LOCK_PERMISSIONS.add),
    edit: has(DOOR_LOCK_PERMISSIONS.edit),
    del: has(DOOR_LOCK_PERMISSIONS.del),
    ekey: has(DOOR_LOCK_PERMISSIONS.ekey),
    apply: has(DOOR_LOCK_PERMISSIONS.passwordApply),
    confirm: has(DOOR_LOCK_PERMISSIONS.passwordConfirm),
    import: has(DOOR_LOCK_PERMISSIONS.import),
  };
}
