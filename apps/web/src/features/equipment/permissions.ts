import { EAM_PERMISSIONS, EQUIPMENT_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do with store devices: buttons are hidden otherwise (the server checks too). */
export function useEquipmentPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    add: has(EQUIPMENT_PERMISSIONS.add),
    edit: has(EQUIPMENT_PERMISSIONS.edit),
    del: has(EQUIPMENT_PERMISSIONS.del),
    /** "Report a fault" opens a repair order: the repair orders' key. */
    reportFault: has(EAM_PERMISSIONS.add),
  };
}
