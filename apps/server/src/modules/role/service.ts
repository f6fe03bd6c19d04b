import {
  PERMISSIONS,
  roleCreateBody,
  rolePageQuery,
  roleRecordSchema,
  roleUpdateBody,
  type RoleCreate,
} from '@depot/shared';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import { idSet, linkTable } from '../../core/link-table';
import { containsPattern } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { approvalTask, menu, role, roleMenu, userRole } from '../../db/schema';
import { outer } from '../../core/outer-column';

/** The role the first start makes; it can be neither deleted nor recoded. */
export const ADMIN_ROLE = 'admin';

const userCount = sql<number>`(select count(*)::int from ${userRole} where ${userRole.roleId} = ${outer(role.id)})`;

const columns = {
  roleId: role.id,
  roleName: role.name,
  roleCode: role.code,
  description: role.description,
  userCount,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
};

/** A role's menus (buttons, so permission keys, included). */
const roleMenus = linkTable(roleMenu, 'roleId', 'menuId');

/** Roles in the admin console: a resource with how many users hold each; grants beside it. */
export const roleResource = defineResource({
  entity: 'role',
  path: '/admin/role',
  summaries: {
    create: 'Creates a role (409 on a taken code)',
    update: 'Changes the given fields of a role',
    delete: 'Deletes a role nobody holds (409 otherwise; never the admin role)',
  },
  table: role,
  id: role.id,
  idField: 'roleId',
  permissions: PERMISSIONS.role,
  schemas: {
    record: roleRecordSchema,
    create: roleCreateBody,
    update: roleUpdateBody,
    query: rolePageQuery,
  },
  joined: {
    select: (tx) => tx.select(columns).from(role),
    count: (tx) => tx.select({ n: count() }).from(role),
  },
  toRow: async (_tx, { roleName, roleCode, description }: Partial<RoleCreate>) => ({
    name: roleName,
    code: roleCode,
    description,
  }),
  where: (q) => [
    q.roleName ? ilike(role.name, containsPattern(q.roleName)) : undefined,
    q.roleCode ? ilike(role.code, containsPattern(q.roleCode)) : undefined,
  ],
  sorts: { roleName: role.name, roleCode: role.code, createdAt: role.createdAt },
  order: [asc(role.id)],
  unique: [{ field: 'roleCode', column: role.code, param: 'code', message: 'role.codeTaken' }],
  /** The administrator role keeps its code. */
  async beforeUpdate(_tx, row, changes) {
    if (changes.roleCode !== undefined && changes.roleCode !== row.code && row.code === ADMIN_ROLE)
      throw new Conflict('role.protected');
  },
  /** Refused (409) for the administrator role, while users hold it and while a task waits on it. */
  async beforeDelete(tx, row) {
    if (row.code === ADMIN_ROLE) throw new Conflict('role.protected');
    const [holders] = await tx
      .select({ n: count() })
      .from(userRole)
      .where(eq(userRole.roleId, row.id));
    if (holders!.n > 0) throw new Conflict('role.inUse', { count: holders!.n });
    // A role's open approval task is decided by whoever holds the role: without the role, nobody.
    const [open] = await tx
      .select({ n: count() })
      .from(approvalTask)
      .where(and(eq(approvalTask.roleId, row.id), eq(approvalTask.status, 'pending')));
    if (open!.n > 0) throw new Conflict('role.openTasks', { count: open!.n });
    // Its grants go with it; the audit row keeps them.
    return { menuIds: await roleMenus.ids(tx, row.id) };
  },
});

export function createRoleService(db: Db) {
  const kit = createResourceService(db, roleResource);
  return {
    ...kit,

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

    async menus(id: number): Promise<number[]> {
      await kit.get(id);
      return roleMenus.ids(db, id);
    },

    /** Replaces the role's menus (buttons, so permission keys, included). */
    async setMenus(actor: Actor, id: number, menuIds: number[]): Promise<number[]> {
      const wanted = idSet(menuIds);
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(role).where(eq(role.id, id)).for('update');
        if (!target) throw new NotFound();
        if (wanted.length) {
          const known = await tx.select({ id: menu.id }).from(menu).where(inArray(menu.id, wanted));
          if (known.length !== wanted.length) throw new BadRequest('role.unknownMenus');
        }
        await roleMenus.replaceAudited(tx, id, wanted, {
          actor,
          action: 'grant-menus',
          entity: 'role',
          key: 'menuIds',
        });
        return wanted;
      });
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
