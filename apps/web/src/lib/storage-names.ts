/**
 * Names of the storage entries the client keeps (SPEC §3), in one place so no two features
 * pick the same name. The storage util adds the site-key prefix.
 */
export const STORAGE_NAMES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  userInfo: 'userInfo',
  permissions: 'permissions',
  isLock: 'isLock',
  language: 'language',
  /** Warehouse chosen in the warehouse screens; cleared on sign-out (SPEC §2). */
  selectedWarehouseId: 'selectedWarehouseId',
  /** The signed-in user's menu tree (session storage, SPEC §3). */
  menu: 'menu',
  /** Open tabs (session storage, SPEC §3). */
  tabs: 'tabs',
  /** The label layout and printer offsets last used on this browser (its printer's). */
  assetLabels: 'assetLabels',
  /** The asset register's columns this browser's user showed or hid (by column; versioned). */
  assetColumns: 'assetColumns.v1',
} as const;
