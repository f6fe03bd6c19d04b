import { MENU_ROOT_ID, type MenuItem, type MenuNode, type MenuRecord } from '@depot/shared';
import type { menu } from '../../db/schema';

export type MenuRow = typeof menu.$inferSelect;

export function toRecord(row: MenuRow): MenuRecord {
  return { ...row, keepAlive: row.keepAlive === 1 ? 1 : 0 };
}

const bySort = (a: MenuRow, b: MenuRow) => a.sort - b.sort || a.id - b.id;

function childrenByParent(rows: readonly MenuRow[]): Map<number, MenuRow[]> {
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId);
    if (list) list.push(row);
    else children.set(row.parentId, [row]);
  }
  for (const list of children.values()) list.sort(bySort);
  return children;
}

/** SPEC §6: an entry with meta roles is for those roles only; without, for whoever is granted it. */
function rolesAllow(row: MenuRow, roles: readonly string[]): boolean {
  return row.roles.length === 0 || row.roles.some((code) => roles.includes(code));
}

function toItem(row: MenuRow, children: MenuItem[]): MenuItem {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind as MenuItem['kind'],
    label: row.label,
    labelEn: row.labelEn || row.label,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    keepAlive: row.keepAlive === 1 ? 1 : 0,
    group: row.group,
    query: row.query ?? null,
    meta: { roles: row.roles, isTab: row.isTab },
    children,
  };
}

/**
 * The sidebar of a user (GET /admin/menu): the enabled, visible entries granted to their roles,
 * with the directories above them, never buttons. An entry whose meta roles exclude the user
 * hides what is under it; a directory left empty is dropped (the client would drop it too).
 */
export function userMenuTree(
  enabledRows: readonly MenuRow[],
  granted: ReadonlySet<number>,
  roles: readonly string[],
  parentId: number = MENU_ROOT_ID,
): MenuItem[] {
  const byId = new Map(enabledRows.map((row) => [row.id, row]));
  const included = new Set<number>();
  for (const id of granted) {
    const row = byId.get(id);
    if (!row || row.kind === 'button') continue;
    // A disabled or missing ancestor breaks the chain: the entry is then unreachable.
    for (let r: MenuRow | undefined = row; r && !included.has(r.id); r = byId.get(r.parentId)) {
      included.add(r.id);
    }
  }
  const shown = enabledRows.filter(
    (row) => included.has(row.id) && row.kind !== 'button' && row.visible && rolesAllow(row, roles),
  );
  const children = childrenByParent(shown);
  const build = (parent: number): MenuItem[] =>
    (children.get(parent) ?? [])
      .map((row) => toItem(row, build(row.id)))
      .filter((item) => item.kind !== 'directory' || item.children.length > 0);

  const tree = build(MENU_ROOT_ID);
  if (parentId === MENU_ROOT_ID) return tree;
  const find = (items: MenuItem[]): MenuItem | undefined => {
    for (const item of items) {
      if (item.id === parentId) return item;
      const found = find(item.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(tree)?.children ?? [];
}

/** The admin view: every record under `parentId`, buttons and disabled ones included. */
export function adminMenuTree(
  rows: readonly MenuRow[],
  parentId: number,
  lazy: boolean,
): MenuNode[] {
  const children = childrenByParent(rows);
  const build = (parent: number, depth: number): MenuNode[] =>
    (children.get(parent) ?? []).map((row) => ({
      ...toRecord(row),
      hasChildren: children.has(row.id),
      children: lazy || depth > 50 ? [] : build(row.id, depth + 1),
    }));
  return build(parentId, 0);
}

/** True when `candidate` is `id` or below it (following parents up from `candidate`). */
export function isSelfOrBelow(
  rows: readonly Pick<MenuRow, 'id' | 'parentId'>[],
  id: number,
  candidate: number,
): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const seen = new Set<number>();
  for (let at: number | undefined = candidate; at !== undefined && !seen.has(at);) {
    if (at === id) return true;
    seen.add(at);
    at = parentOf.get(at);
  }
  return false;
}
