/** What a fresh database starts with. Names are Chinese: the interface's default language. */

export const SEED_ENTERPRISE = { code: 'DEPOT', name: '德宝资产管理有限公司' } as const;

export interface SeedDepartment {
  name: string;
  children?: SeedDepartment[];
}

export const SEED_DEPARTMENTS: SeedDepartment[] = [
  { name: '总经办' },
  { name: '行政人事部' },
  { name: '财务部' },
  { name: '仓储物流部', children: [{ name: '华东仓' }, { name: '华南仓' }] },
  { name: '采购部' },
  { name: '工程部', children: [{ name: '设计组' }, { name: '施工组' }] },
  { name: '运维服务部' },
];

export const SEED_ROLES = {
  admin: { code: 'admin', name: '系统管理员', description: '管理用户、角色、菜单和组织' },
  staff: { code: 'staff', name: '普通员工', description: '日常业务操作' },
} as const;

/**
 * Permission keys the administrator starts with: the admin console's buttons. Areas that add
 * permission keys grant them to `admin` in their own migration or seed.
 */
export const ADMIN_PERMISSIONS = [
  'sys_user_add',
  'sys_user_edit',
  'sys_user_del',
  'sys_role_add',
  'sys_role_edit',
  'sys_role_del',
  'sys_role_perm',
  'sys_menu_add',
  'sys_menu_edit',
  'sys_menu_del',
  'sys_dept_add',
  'sys_dept_edit',
  'sys_dept_del',
] as const;

export const SEED_ADMIN = { username: 'admin', nickname: '管理员', department: '总经办' } as const;

export const SEED_STAFF = {
  username: 'staff',
  nickname: '演示员工',
  department: '华东仓',
} as const;
