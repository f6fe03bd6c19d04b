import { useSessionStore } from '../../../stores/session';
import { ORG_PERMISSIONS, type OrgRecordKind } from '../permissions';

/** What the user may do with one kind of record: buttons are hidden otherwise (the server checks too). */
export function useOrgPermissions(kind: OrgRecordKind) {
  const permissions = useSessionStore((s) => s.permissions);
  const keys = ORG_PERMISSIONS[kind];
  return {
    canAdd: permissions[keys.add] === true,
    canEdit: permissions[keys.edit] === true,
    canDelete: permissions[keys.del] === true,
  };
}
