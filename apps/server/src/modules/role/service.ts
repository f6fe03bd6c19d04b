import type { Page, RoleCreate, RolePageQuery, RoleRecord, RoleUpdate } from '@depot/shared';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import { containsPattern, offsetOf, orderByOf, pageOf } from '../../core/pagination';
import type { Db } from '../../db/client';
import { menu, role, roleMenu, userRole } from '../../db/schema';

/** The role the first start makes; it can be neither deleted nor recoded. */
export const ADMIN_ROLE = 'admin';

const userCount = sql<number>`(select count(*)::int from ${userRole} where ${userRole.roleId} = ${role.id})`;

const columns = {
  roleId: role.id,
  roleName: role.name,
  roleCode: role.code,
  description: role.description,
  userCount,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
};

async function guard<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw new Conflict('role.codeTaken', { code });
    throw error;
  }
}

export function createRoleService(db: Db) {
  async function find(tx: Db, id: number): Promise<RoleRecord> {
    const [row] = await tx.select(columns).from(role).where(eq(role.id, id));
    if (!row) throw new NotFound();
    return row;
  }

  async function checkCodeFree(tx: Db, code: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.code, code), exceptId ? ne(role.id, exceptId) : undefined));
    if (taken) throw new Conflict('role.codeTaken', { code });
  }

  async function menuIdsOf(tx: Db, roleId: number): Promise<number[]> {
    const rows = await tx
      .select({ menuId: roleMenu.menuId })
      .from(roleMenu)
      .where(eq(roleMenu.roleId, roleId))
      .orderBy(asc(roleMenu.menuId));
    return rows.map((r) => r.menuId);
  }

  return {
    async list() {
      return db
        .select({
          roleId: role.id,
          roleName: role.name,
          roleCode: role.code,
          description: role.description,
        })
        .from(role)
        .orderBy(asc(role.id));
    },

    async page(query: RolePageQuery): Promise<Page<RoleRecord>> {
      const conditions: SQL[] = [];
      if (query.roleName) conditions.push(ilike(role.name, containsPattern(query.roleName)));
      if (query.roleCode) conditions.push(ilike(role.code, containsPattern(query.roleCode)));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(role).where(where);
      const rows = await db
        .select(columns)
        .from(role)
        .where(where)
        .orderBy(
          ...orderByOf(
            query.sort,
            { roleName: role.name, roleCode: role.code, createdAt: role.createdAt },
            [asc(role.id)],
          ),
        )
        .limit(query.size)
        .offset(offsetOf(query));
      return pageOf(rows, total!.n, query);
    },

    get: (id: number) => find(db, id),

    async create(actor: Actor, body: RoleCreate): Promise<RoleRecord> {
      return guard(body.roleCode, () =>
        db.transaction(async (tx) => {
          await checkCodeFree(tx, body.roleCode);
          const [row] = await tx
            .insert(role)
            .values({ name: body.roleName, code: body.roleCode, description: body.description })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'role',
            entityId: row!.id,
            after: row,
          });
          return find(tx, row!.id);
        }),
      );
    },

    async update(actor: Actor, body: RoleUpdate): Promise<RoleRecord> {
      return guard(body.roleCode, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(role)
            .where(eq(role.id, body.roleId))
            .for('update');
          if (!before) throw new NotFound();
          if (body.roleCode !== undefined && body.roleCode !== before.code) {
            if (before.code === ADMIN_ROLE) throw new Conflict('role.protected');
            await checkCodeFree(tx, body.roleCode, body.roleId);
          }
          const [after] = await tx
            .update(role)
            .set({
              name: body.roleName,
              code: body.roleCode,
              description: body.description,
              updatedAt: new Date(),
            })
            .where(eq(role.id, body.roleId))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'role',
            entityId: body.roleId,
            before,
            after,
          });
          return find(tx, body.roleId);
        }),
      );
    },

    /** Refused (409) for the administrator role and while users hold the role. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(role).where(eq(role.id, id)).for('update');
        if (!before) throw new NotFound();
        if (before.code === ADMIN_ROLE) throw new Conflict('role.protected');
        const [holders] = await tx
          .select({ n: count() })
          .from(userRole)
          .where(eq(userRole.roleId, id));
        if (holders!.n > 0) throw new Conflict('role.inUse', { count: holders!.n });
        const menuIds = await menuIdsOf(tx, id);
        await tx.delete(role).where(eq(role.id, id));
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'role',
          entityId: id,
          before: { ...before, menuIds },
        });
      });
    },

    async menus(id: number): Promise<number[]> {
      await find(db, id);
      return menuIdsOf(db, id);
    },

    /** Replaces the role's menus (buttons, so permission keys, included). */
    async setMenus(actor: Actor, id: number, menuIds: number[]): Promise<number[]> {
      const wanted = [...new Set(menuIds)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(role).where(eq(role.id, id)).for('update');
        if (!target) throw new NotFound();
        if (wanted.length) {
          const known = await tx.select({ id: menu.id }).from(menu).where(inArray(menu.id, wanted));
          if (known.length !== wanted.length) throw new BadRequest('role.unknownMenus');
        }
        const before = await menuIdsOf(tx, id);
        await tx.delete(roleMenu).where(eq(roleMenu.roleId, id));
        if (wanted.length) {
          await tx.insert(roleMenu).values(wanted.map((menuId) => ({ roleId: id, menuId })));
        }
        await recordAudit(tx, {
          actor,
          action: 'grant-menus',
          entity: 'role',
          entityId: id,
          before: { menuIds: before },
          after: { menuIds: wanted },
        });
        return wanted;
      });
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
