import { HOME_PAGES } from '../features/home';
import { LOG_PAGES } from '../features/admin-logs';
import { MENU_PAGES } from '../features/admin-menus';
import { ORG_PAGES } from '../features/admin-org';
import { ROLE_PAGES } from '../features/admin-roles';
import { USER_PAGES } from '../features/admin-users';
import { APPROVAL_PAGES } from '../features/approvals';
import { ASSET_PAGES } from '../features/assets';
import { ASSET_DOC_PAGES } from '../features/asset-docs';
import { DOOR_LOCK_PAGES } from '../features/door-lock';
import { EAM_PAGES } from '../features/eam';
import { EQUIPMENT_PAGES } from '../features/equipment';
import { FORM_DESIGN_PAGES } from '../features/form-design';
import { MESSAGE_PAGES } from '../features/messages';
import { PROFILE_PAGES } from '../features/profile';
import { PROJECT_PAGES } from '../features/project';
import { PURCHASE_PAGES } from '../features/purchase';
import { WAREHOUSE_PAGES } from '../features/warehouse';
import { WARE_ORDER_PAGES } from '../features/ware-order';
import type { PageLoader, PageMap } from '../lib/page-map';
import { COMPOSED_PAGES } from './composed';

/** Every path once: two features claiming the same one fails when the registry loads. */
function merged(maps: readonly PageMap[]): Map<string, PageLoader> {
  const pages = new Map<string, PageLoader>();
  for (const [path, load] of maps.flat()) {
    if (pages.has(path)) throw new Error(`Two page maps register ${path}`);
    pages.set(path, load);
  }
  return pages;
}

/**
 * Page components by path (DESIGN §6), merged from each feature's page map (its `index.ts`,
 * every page its own chunk). A menu page opens when its path is in the user's menu AND here; a
 * menu path missing here shows 404 inside the layout. Fixed routes (routes.tsx) use the same
 * entries. A new area adds its map to this list.
 *
 * The registry is a chunk of its own, never in the first load: it grows with every page, and
 * neither the sign-in page nor the home page needs it to paint. Only lazy code imports it
 * (layout/menu-page.tsx), and routes.tsx with `import()` when a fixed page or the guard asks.
 */
const pages = merged([
  HOME_PAGES,
  PROFILE_PAGES,
  USER_PAGES,
  ROLE_PAGES,
  MENU_PAGES,
  ORG_PAGES,
  LOG_PAGES,
  MESSAGE_PAGES,
  FORM_DESIGN_PAGES,
  EAM_PAGES,
  ASSET_PAGES,
  EQUIPMENT_PAGES,
  APPROVAL_PAGES,
  ASSET_DOC_PAGES,
  WARE_ORDER_PAGES,
  WAREHOUSE_PAGES,
  PURCHASE_PAGES,
  DOOR_LOCK_PAGES,
  PROJECT_PAGES,
  COMPOSED_PAGES,
]);

/** Every registered path (a menu leaf's ends in /index; the others are fixed routes). */
export function registeredPaths(): string[] {
  return [...pages.keys()];
}

export function registeredPage(path: string): PageLoader | undefined {
  return pages.get(path);
}
