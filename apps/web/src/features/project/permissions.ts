import { PROJECT_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do with projects: buttons are hidden otherwise (the server checks too). */
export function useProjectPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    add: has(PROJECT_PERMISSIONS.add),
    edit: has(PROJECT_PERMISSIONS.edit),
    template: has(PROJECT_PERMISSIONS.template),
    visa: has(PROJECT_PERMISSIONS.visa),
    complete: has(PROJECT_PERMISSIONS.complete),
    export: has(PROJECT_PERMISSIONS.export),
    inspect: has(PROJECT_PERMISSIONS.inspect),
    discard: has(PROJECT_PERMISSIONS.discard),
    startWork: has(PROJECT_PERMISSIONS.startWork),
    handover: has(PROJECT_PERMISSIONS.handover),
    skuOrder: has(PROJECT_PERMISSIONS.skuOrder),
    skuIssue: has(PROJECT_PERMISSIONS.skuIssue),
    dispatch: has(PROJECT_PERMISSIONS.dispatch),
  };
}
