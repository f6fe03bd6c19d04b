import { ASSET_DOC_PERMISSIONS, EAM_PERMISSIONS } from '@depot/shared';

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
  /** Sees the repair orders they reported (data scope `self`). */
  staff: { code: 'staff', name: '普通员工', description: '日常业务操作', dataScope: 'self' },
} as const;

/**
 * Menus come from migrations (fixed ids, see drizzle/0001_menus_posts_stores.sql and 0005); the
 * first start grants every menu to `admin` and these to `staff`: home, the repair orders
 * (directory and page), the approval centre (drizzle/0017) and the help links, with the buttons
 * of STAFF_PERMISSIONS. The demo repair-order roles get them too.
 */
export const STAFF_MENU_IDS = [1000, 6000, 6010, 7500, 7510, 9000, 9010] as const;

/** …and the asset documents (directory and page, drizzle/0018), which only `staff` gets. */
export const STAFF_DOC_MENU_IDS = [7000, 7040] as const;

/**
 * What `staff` may do with repair orders: report a fault, follow the orders they reported,
 * cancel one and evaluate it once done; and apply for lending, pick-up and return, following
 * their own documents (their data scope is `self`: the assets they hold).
 */
export const STAFF_PERMISSIONS = [
  EAM_PERMISSIONS.view,
  EAM_PERMISSIONS.add,
  EAM_PERMISSIONS.cancel,
  EAM_PERMISSIONS.evaluate,
  ASSET_DOC_PERMISSIONS.view,
  ASSET_DOC_PERMISSIONS.lending,
  ASSET_DOC_PERMISSIONS.pickup,
  ASSET_DOC_PERMISSIONS.return,
] as const;

export const SEED_POSTS = [
  { code: 'GM', name: '总经理', sort: 10 },
  { code: 'WAREHOUSE_KEEPER', name: '仓管员', sort: 20 },
  { code: 'BUYER', name: '采购员', sort: 30 },
  { code: 'ENGINEER', name: '工程师', sort: 40 },
  { code: 'TECHNICIAN', name: '维修技师', sort: 50 },
] as const;

/** Demo stores (only with demo data): places assets and repair orders belong to. */
export const SEED_STORES = [
  { code: 'SH001', name: '上海徐汇店', region: '华东', address: '上海市徐汇区漕溪北路 88 号' },
  { code: 'SH002', name: '上海浦东店', region: '华东', address: '上海市浦东新区张杨路 500 号' },
  { code: 'GZ001', name: '广州天河店', region: '华南', address: '广州市天河区天河路 208 号' },
] as const;

export const SEED_ADMIN = { username: 'admin', nickname: '管理员', department: '总经办' } as const;

export const SEED_STAFF = {
  username: 'staff',
  nickname: '演示员工',
  department: '华东仓',
  post: 'WAREHOUSE_KEEPER',
} as const;
