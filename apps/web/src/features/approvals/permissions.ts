import { APPROVAL_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/**
 * What the user may do with flow templates: buttons are hidden otherwise (the server checks
 * too). A request's actions come from the request itself (`actions`), decided by the server.
 */
export function useTemplatePermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const { view, add, edit, del } = APPROVAL_PERMISSIONS.template;
  return {
    view: permissions[view] === true,
    add: permissions[add] === true,
    edit: permissions[edit] === true,
    del: permissions[del] === true,
  };
}
