/** Kinds of menu record (DESIGN §7). Buttons are permission keys, never shown as menu entries. */
export const MENU_KINDS = ['directory', 'page', 'button', 'link'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/**
 * A menu item as the client receives it from GET /admin/menu (SPEC §3): label, path, icon,
 * children, group (path prefixes that also mark it active), query, parentId, meta.roles,
 * keepAlive (1 keeps the page alive while its tab is hidden).
 */
export interface MenuItem {
  id: number;
  parentId: number;
  kind: Exclude<MenuKind, 'button'>;
  /** Chinese label (default language) */
  label: string;
  /** English label */
  labelEn: string;
  path: string;
  icon: string | null;
  sort: number;
  keepAlive: 0 | 1;
  group: string[];
  query: Record<string, string> | null;
  meta: { roles?: string[]; isTab?: boolean };
  children: MenuItem[];
}

/** Top of the menu tree. */
export const MENU_ROOT_ID = -1;
