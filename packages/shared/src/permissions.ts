import { APPROVAL_PERMISSIONS } from './approval/constants';
import { ASSET_PERMISSIONS } from './asset/constants';
import { ASSET_DOC_PERMISSIONS } from './asset/document-constants';
import { DOOR_LOCK_PERMISSIONS } from './door-lock/constants';
import { EQUIPMENT_PERMISSIONS } from './equipment/constants';
import { PROJECT_PERMISSIONS } from './project/constants';
import { PURCHASE_PERMISSIONS } from './purchase/constants';
import { EAM_PERMISSIONS } from './repair/contract';
import { WARE_ORDER_PERMISSIONS, WARE_SPECIAL_PERMISSIONS } from './ware-order/constants';
import { WAREHOUSE_PERMISSIONS } from './warehouse/constants';

/**
 * Every permission key the code checks, written once: server routes declare
 * `{ permission: PERMISSIONS.user.add }` (or the literal, which the type checks), web pages test
 * the same keys, and each is a button menu the migrations seed
 * (`apps/server/test/permission-keys.test.ts` fails when the two lists part).
 */
export const PERMISSIONS = {
  user: {
    view: 'sys_user_view',
    add: 'sys_user_add',
    edit: 'sys_user_edit',
    del: 'sys_user_del',
    reset: 'sys_user_reset',
    export: 'sys_user_export',
    /** Lifts a user's sign-in locks (DELETE /admin/user/:id/lockout). */
    unlock: 'sys_user_unlock',
  },
  role: {
    view: 'sys_role_view',
    add: 'sys_role_add',
    edit: 'sys_role_edit',
    del: 'sys_role_del',
    perm: 'sys_role_perm',
  },
  menu: { view: 'sys_menu_view', add: 'sys_menu_add', edit: 'sys_menu_edit', del: 'sys_menu_del' },
  enterprise: {
    view: 'sys_ent_view',
    add: 'sys_ent_add',
    edit: 'sys_ent_edit',
    del: 'sys_ent_del',
  },
  dept: { view: 'sys_dept_view', add: 'sys_dept_add', edit: 'sys_dept_edit', del: 'sys_dept_del' },
  post: { view: 'sys_post_view', add: 'sys_post_add', edit: 'sys_post_edit', del: 'sys_post_del' },
  store: {
    view: 'sys_store_view',
    add: 'sys_store_add',
    edit: 'sys_store_edit',
    del: 'sys_store_del',
  },
  form: {
    view: 'sys_form_view',
    add: 'sys_form_add',
    edit: 'sys_form_edit',
    del: 'sys_form_del',
    submit: 'sys_form_submit',
  },
  log: { audit: 'sys_audit_view', login: 'sys_loginlog_view' },
  online: { view: 'sys_online_view', kick: 'sys_online_kick' },
  notice: { announce: 'sys_notice_announce' },
  eam: EAM_PERMISSIONS,
  asset: ASSET_PERMISSIONS,
  equipment: EQUIPMENT_PERMISSIONS,
  assetDoc: ASSET_DOC_PERMISSIONS,
  approval: APPROVAL_PERMISSIONS,
  wareOrder: WARE_ORDER_PERMISSIONS,
  wareSpecial: WARE_SPECIAL_PERMISSIONS,
  warehouse: WAREHOUSE_PERMISSIONS,
  purchase: PURCHASE_PERMISSIONS,
  doorLock: DOOR_LOCK_PERMISSIONS,
  project: PROJECT_PERMISSIONS,
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** One permission key of Depot: a button menu's `permission`, checked on the server. */
export type PermissionKey = Leaves<typeof PERMISSIONS>;

function leaves(node: object): PermissionKey[] {
  return Object.values(node).flatMap((value: unknown) =>
    typeof value === 'string' ? [value as PermissionKey] : leaves(value as object),
  );
}

/** Every key of `PERMISSIONS`, flat. */
export const PERMISSION_KEYS: readonly PermissionKey[] = leaves(PERMISSIONS);
