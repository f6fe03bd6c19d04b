import { useSessionStore } from '../../../stores/session';
import { FORM_DESIGN_PERMISSIONS } from '../paths';

/** What the user may do with form designs (buttons are hidden otherwise; the server checks too). */
export function useFormDesignPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  return {
    canAdd: permissions[FORM_DESIGN_PERMISSIONS.add] === true,
    canEdit: permissions[FORM_DESIGN_PERMISSIONS.edit] === true,
    canDelete: permissions[FORM_DESIGN_PERMISSIONS.del] === true,
  };
}
