import {
  MENU_ROOT_ID,
  type MenuFields,
  type MenuItem,
  type MenuNode,
  type MenuRecord,
  type MenuUpdate,
} from '@depot/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { menu, role, roleMenu } from '../../db/schema';
import { adminMenuTree, isSelfOrBelow, toRecord, userMenuTree, type MenuRow } from './tree';

/** The rule a menu breaks between its kind, path and permission key, if any. */
function kindRuleBroken(m: Pick<MenuFields, 'kind' | 'path' | 'permission'>): MessageKey | null {
  switch (m.kind) {
    case 'button':
      return m.permission ? null : 'menu.permissionRequired';
    case 'link':
      return /^https?:\/\/\S+$/i.test(m.path) ? null : 'menu.linkPath';
    default:
      return m.path.startsWith('/') ? null : 'menu.routePath';
  }
}

/** Menus only hang under the top, a directory or a page; never under themselves. */
function checkParent(rows: readonly MenuRow[], id: number | null, parentId: number): void {
  if (parentId === MENU_ROOT_ID) return;
  const parent = rows.find((r) => r.id === parentId);
  const bad =
    !parent ||
    (parent.kind !== 'directory' && parent.kind !== 'page') ||
    (id !== null && isSelfOrBelow(rows, id, parentId));
  if (bad) throw new BadRequest('menu.badParent');
}

/** The sign-in cache (auth): menus carry permissions and make the menu tree of every sign-in. */
export interface MenuChanges {
  forgetAll(): void;
}

export function createMenuService(db: Db, signIns: MenuChanges) {
  const allRows = (tx: Db) => tx.select().from(menu).orderBy(asc(menu.sort), asc(menu.id));
  /** Runs a change of the menus; however it ends, every sign-in is read again. */
  async function changing<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      signIns.forgetAll();
    }
  }

  return {
    /** GET /admin/menu: what the user's roles grant, as the client's menu items. */
    async treeForUser(
      roles: readonly string[],
      parentId: number = MENU_ROOT_ID,
    ): Promise<MenuItem[]> {
      if (!roles.length) return [];
      const grants = await db
        .selectDistinct({ menuId: roleMenu.menuId })
        .from(roleMenu)
        .innerJoin(role, eq(role.id, roleMenu.roleId))
        .where(inArray(role.code, [...roles]));
      const rows = await db.select().from(menu).where(eq(menu.enabled, true));
      return userMenuTree(rows, new Set(grants.map((g) => g.menuId)), roles, parentId);
    },

    async adminTree(parentId: number, lazy: boolean): Promise<MenuNode[]> {
      return adminMenuTree(await allRows(db), parentId, lazy);
    },

    async get(id: number): Promise<MenuRecord> {
      const [row] = await db.select().from(menu).where(eq(menu.id, id));
      if (!row) throw new NotFound();
      return toRecord(row);
    },

    async create(actor: Actor, fields: MenuFields): Promise<MenuRecord> {
      const broken = kindRuleBroken(fields);
      if (broken) throw new BadRequest(broken);
      return changing(() =>
        db.transaction(async (tx) => {
          checkParent(await allRows(tx), null, fields.parentId);
          const [row] = await tx
            .insert(menu)
            .values({ ...fields, permission: fields.permission || null })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'menu',
            entityId: row!.id,
            after: row,
          });
          return toRecord(row!);
        }),
      );
    },

    async update(actor: Actor, { id, ...changes }: MenuUpdate): Promise<MenuRecord> {
      return changing(() =>
        db.transaction(async (tx) => {
          const rows = await allRows(tx);
          const before = rows.find((r) => r.id === id);
          if (!before) throw new NotFound();
          const defined = Object.fromEntries(
            Object.entries(changes).filter(([, v]) => v !== undefined),
          ) as Partial<MenuFields>;
          const merged = { ...before, ...defined };
          const broken = kindRuleBroken(merged);
          if (broken) throw new BadRequest(broken);
          if (merged.parentId !== before.parentId) checkParent(rows, id, merged.parentId);
          if (
            (merged.kind === 'button' || merged.kind === 'link') &&
            rows.some((r) => r.parentId === id)
          ) {
            throw new Conflict('menu.hasChildren');
          }
          const [after] = await tx
            .update(menu)
            .set({ ...defined, updatedAt: new Date() })
            .where(eq(menu.id, id))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'menu',
            entityId: id,
            before,
            after,
          });
          return toRecord(after!);
        }),
      );
    },

    /** Refused while sub-menus exist; the menu's grants to roles go with it. */
    async remove(actor: Actor, id: number): Promise<void> {
      await changing(() =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(menu).where(eq(menu.id, id)).for('update');
          if (!before) throw new NotFound();
          const [children] = await tx
            .select({ n: count() })
            .from(menu)
            .where(eq(menu.parentId, id));
          if (children!.n > 0) throw new Conflict('menu.hasChildren');
          await tx.delete(menu).where(eq(menu.id, id));
          await recordAudit(tx, { actor, action: 'delete', entity: 'menu', entityId: id, before });
        }),
      );
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
