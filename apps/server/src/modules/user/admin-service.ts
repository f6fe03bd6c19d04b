import { randomBytes } from 'node:crypto';
import type {
  Page,
  UserCreate,
  UserFilters,
  UserPageQuery,
  UserRecord,
  UserUpdate,
} from '@depot/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { recordAudit, type Actor } from '../../core/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import { idSet, linkTable } from '../../core/link-table';
import { hashPassword } from '../../core/password-hash';
import { containsPattern } from '../../core/pagination';
import { readBatches, readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser, department, post, role, userPost, userRole } from '../../db/schema';
import { createLockoutStore } from '../auth/lockout';

/** What user administration needs from the sign-in area, passed in from app.ts. */
export interface UserAdminDeps {
  db: Db;
  config: Pick<Config, 'scryptN'>;
  sessions: { revokeUser(tx: Db, userId: number): Promise<unknown> };
  /** The sign-in cache (auth): users whose roles, details or state changed are read again. */
  signIns: { forgetUsers(userIds: readonly number[]): void };
}

const ADMIN_ROLE = 'admin';
const userRoles = linkTable(userRole, 'userId', 'roleId');
const userPosts = linkTable(userPost, 'userId', 'postId');

type UserRow = typeof appUser.$inferSelect;

/** The user as an audit row shows it: never the password hash. */
function auditView(user: UserRow, roleIds?: number[], postIds?: number[]) {
  const { passwordHash: _, ...rest } = user;
  return { ...rest, ...(roleIds && { roleIds }), ...(postIds && { postIds }) };
}

function temporaryPassword(): string {
  return randomBytes(9).toString('base64url');
}

async function guardUsername<T>(username: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (username && isUniqueViolation(error))
      throw new Conflict('user.usernameTaken', { username });
    if (isForeignKeyViolation(error)) throw new Conflict('common.inUse');
    throw error;
  }
}

export function createUserAdminService({ db, config, sessions, signIns }: UserAdminDeps) {
  const lockout = createLockoutStore(db);
  /** Runs a change of these users; however it ends, their sign-ins are read again. */
  async function changing<T>(userIds: readonly number[], change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      signIns.forgetUsers(userIds);
    }
  }

  async function deptAndBelow(tx: Db, deptId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: department.id, parentId: department.parentId })
      .from(department);
    const ids = [deptId];
    for (let i = 0; i < ids.length; i++) {
      for (const row of rows)
        if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
    }
    return ids;
  }

  async function whereOf(tx: Db, f: UserFilters): Promise<SQL | undefined> {
    const conditions: (SQL | undefined)[] = [
      f.username ? ilike(appUser.username, containsPattern(f.username)) : undefined,
      f.nickname ? ilike(appUser.nickname, containsPattern(f.nickname)) : undefined,
      f.phone ? ilike(appUser.phone, containsPattern(f.phone)) : undefined,
      f.enabled === undefined ? undefined : eq(appUser.enabled, f.enabled),
      f.deptId ? inArray(appUser.deptId, await deptAndBelow(tx, f.deptId)) : undefined,
      f.roleId
        ? sql`exists (select 1 from ${userRole} where ${userRole.userId} = ${appUser.id} and ${userRole.roleId} = ${f.roleId})`
        : undefined,
    ];
    return and(...conditions);
  }

  /** Users with their department's name: filtered, then ordered and cut by the caller. */
  const selectUsers = (tx: Db) =>
    tx
      .select({ user: appUser, deptName: department.name })
      .from(appUser)
      .leftJoin(department, eq(department.id, appUser.deptId))
      .$dynamic();

  /** The records of `users` (as `selectUsers` reads them), with their roles and positions. */
  async function records(
    tx: Db,
    users: Array<{ user: UserRow; deptName: string | null }>,
  ): Promise<UserRecord[]> {
    const ids = users.map((u) => u.user.id);
    const roles = ids.length
      ? await tx
          .select({
            userId: userRole.userId,
            roleId: role.id,
            roleName: role.name,
            roleCode: role.code,
          })
          .from(userRole)
          .innerJoin(role, eq(role.id, userRole.roleId))
          .where(inArray(userRole.userId, ids))
          .orderBy(asc(role.id))
      : [];
    const posts = ids.length
      ? await tx
          .select({ userId: userPost.userId, postId: post.id, postName: post.name })
          .from(userPost)
          .innerJoin(post, eq(post.id, userPost.postId))
          .where(inArray(userPost.userId, ids))
          .orderBy(asc(post.sort), asc(post.id))
      : [];
    return users.map(({ user, deptName }): UserRecord => ({
      userId: user.id,
      username: user.username,
      nickname: user.nickname,
      phone: user.phone,
      email: user.email,
      avatar: user.avatar,
      deptId: user.deptId,
      deptName,
      enabled: user.enabled,
      passwordUpdated: user.passwordUpdated === 1 ? 1 : 0,
      roles: roles.filter((r) => r.userId === user.id).map(({ userId: _, ...r }) => r),
      posts: posts.filter((p) => p.userId === user.id).map(({ userId: _, ...p }) => p),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }));
  }

  async function find(tx: Db, userId: number): Promise<UserRecord> {
    const [record] = await records(tx, await selectUsers(tx).where(eq(appUser.id, userId)));
    if (!record) throw new NotFound();
    return record;
  }

  const sorts = {
    username: appUser.username,
    nickname: appUser.nickname,
    createdAt: appUser.createdAt,
    updatedAt: appUser.updatedAt,
  };
  const order = [asc(appUser.id)];

  async function checkReferences(
    tx: Db,
    refs: { deptId?: number | null; roleIds?: number[]; postIds?: number[] },
  ): Promise<void> {
    if (refs.deptId) {
      const [dept] = await tx
        .select({ id: department.id })
        .from(department)
        .where(eq(department.id, refs.deptId));
      if (!dept) throw new BadRequest('user.unknownDept');
    }
    const roleIds = [...new Set(refs.roleIds ?? [])];
    if (roleIds.length) {
      const known = await tx.select({ id: role.id }).from(role).where(inArray(role.id, roleIds));
      if (known.length !== roleIds.length) throw new BadRequest('user.unknownRoles');
    }
    const postIds = [...new Set(refs.postIds ?? [])];
    if (postIds.length) {
      const known = await tx.select({ id: post.id }).from(post).where(inArray(post.id, postIds));
      if (known.length !== postIds.length) throw new BadRequest('user.unknownPosts');
    }
  }

  async function idsOf(tx: Db, userId: number) {
    return { roleIds: await userRoles.ids(tx, userId), postIds: await userPosts.ids(tx, userId) };
  }

  async function enabledAdmins(tx: Db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(appUser)
      .innerJoin(userRole, eq(userRole.userId, appUser.id))
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(and(eq(role.code, ADMIN_ROLE), eq(appUser.enabled, true)));
    return row!.n;
  }

  /**
   * Runs a change that may take administrators away, refusing it (409) when it would leave
   * none enabled. The admin role's row is locked first, so two such changes at once take turns.
   */
  async function keepingAnAdmin<T>(tx: Db, change: () => Promise<T>): Promise<T> {
    await tx.select({ id: role.id }).from(role).where(eq(role.code, ADMIN_ROLE)).for('update');
    const before = await enabledAdmins(tx);
    const result = await change();
    if (before > 0 && (await enabledAdmins(tx)) === 0) throw new Conflict('user.lastAdmin');
    return result;
  }

  function refuseSelf(actor: Actor, userIds: readonly number[]) {
    if (userIds.includes(actor.userId)) throw new Conflict('user.notSelf');
  }

  async function lockUser(tx: Db, userId: number): Promise<UserRow> {
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
    if (!user) throw new NotFound();
    return user;
  }

  async function setEnabled(tx: Db, actor: Actor, userId: number, enabled: boolean) {
    const before = await lockUser(tx, userId);
    if (before.enabled === enabled) return;
    const [after] = await tx
      .update(appUser)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(appUser.id, userId))
      .returning();
    // A disabled user's tokens stop at once, and their websockets close.
    if (!enabled) await sessions.revokeUser(tx, userId);
    await recordAudit(tx, {
      actor,
      action: enabled ? 'enable' : 'disable',
      entity: 'user',
      entityId: userId,
      before: auditView(before),
      after: auditView(after!),
    });
  }

  async function remove(tx: Db, actor: Actor, userId: number) {
    const before = await lockUser(tx, userId);
    const links = await idsOf(tx, userId);
    await sessions.revokeUser(tx, userId);
    await tx.delete(appUser).where(eq(appUser.id, userId));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'user',
      entityId: userId,
      before: auditView(before, links.roleIds, links.postIds),
    });
  }

  return {
    /** SPEC §7 org picker: enabled users of a department (or matching a keyword). */
    async list(query: { deptId?: number; keyword?: string }) {
      const pattern = query.keyword ? containsPattern(query.keyword) : null;
      return db
        .select({
          userId: appUser.id,
          username: appUser.username,
          nickname: appUser.nickname,
          deptId: appUser.deptId,
        })
        .from(appUser)
        .where(
          and(
            eq(appUser.enabled, true),
            query.deptId ? eq(appUser.deptId, query.deptId) : undefined,
            pattern
              ? or(ilike(appUser.username, pattern), ilike(appUser.nickname, pattern))
              : undefined,
          ),
        )
        .orderBy(asc(appUser.username))
        .limit(1000);
    },

    async page(query: UserPageQuery): Promise<Page<UserRecord>> {
      const where = await whereOf(db, query);
      const from = { select: selectUsers(db), count: db.select({ n: count() }).from(appUser) };
      const page = await readPage(from, { where: () => [], sorts, order }, query, where);
      return { ...page, records: await records(db, page.records) };
    },

    /**
     * Everyone the filters match, in the list's order, in batches (the export): the keys first
     * (readBatches), so no user is cut off and memory stays flat.
     */
    async batches(filters: UserFilters): Promise<AsyncIterable<UserRecord[]>> {
      const from = {
        select: selectUsers(db),
        keys: db.select({ id: appUser.id }).from(appUser).$dynamic(),
        key: appUser.id,
        keyOf: (row: { user: UserRow }) => row.user.id,
      };
      const where = await whereOf(db, filters);
      const rows = await readBatches(from, { where: () => [], sorts, order }, filters, where);
      return (async function* () {
        for await (const batch of rows) yield await records(db, batch);
      })();
    },

    get: (userId: number) => find(db, userId),

    async create(
      actor: Actor,
      { password, roleIds, postIds, ...fields }: UserCreate,
    ): Promise<UserRecord & { temporaryPassword: string | null }> {
      const generated = password ? null : temporaryPassword();
      const passwordHash = await hashPassword(password ?? generated!, config.scryptN);
      return guardUsername(fields.username, () =>
        db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: appUser.id })
            .from(appUser)
            .where(eq(appUser.username, fields.username));
          if (taken) throw new Conflict('user.usernameTaken', { username: fields.username });
          await checkReferences(tx, { deptId: fields.deptId, roleIds, postIds });
          // A password someone else chose must be changed at the first sign-in.
          const [user] = await tx
            .insert(appUser)
            .values({ ...fields, passwordHash, passwordUpdated: 0 })
            .returning();
          await userRoles.replace(tx, user!.id, roleIds);
          await userPosts.replace(tx, user!.id, postIds);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'user',
            entityId: user!.id,
            after: auditView(user!, idSet(roleIds), idSet(postIds)),
          });
          return { ...(await find(tx, user!.id)), temporaryPassword: generated };
        }),
      );
    },

    async update(actor: Actor, { userId, roleIds, postIds, enabled, ...fields }: UserUpdate) {
      if (enabled === false) refuseSelf(actor, [userId]);
      return changing([userId], () =>
        guardUsername(undefined, () =>
          db.transaction((tx) =>
            keepingAnAdmin(tx, async () => {
              const before = await lockUser(tx, userId);
              const links = await idsOf(tx, userId);
              await checkReferences(tx, { deptId: fields.deptId, roleIds, postIds });
              const [after] = await tx
                .update(appUser)
                .set({ ...fields, updatedAt: new Date() })
                .where(eq(appUser.id, userId))
                .returning();
              if (roleIds) await userRoles.replace(tx, userId, roleIds);
              if (postIds) await userPosts.replace(tx, userId, postIds);
              await recordAudit(tx, {
                actor,
                action: 'update',
                entity: 'user',
                entityId: userId,
                before: auditView(before, links.roleIds, links.postIds),
                after: auditView(after!, roleIds && idSet(roleIds), postIds && idSet(postIds)),
              });
              if (enabled !== undefined) await setEnabled(tx, actor, userId, enabled);
              return find(tx, userId);
            }),
          ),
        ),
      );
    },

    async setEnabled(actor: Actor, userIds: number[], enabled: boolean): Promise<void> {
      if (!enabled) refuseSelf(actor, userIds);
      await changing(userIds, () =>
        db.transaction((tx) =>
          keepingAnAdmin(tx, async () => {
            for (const userId of new Set(userIds)) await setEnabled(tx, actor, userId, enabled);
          }),
        ),
      );
    },

    async setRoles(actor: Actor, userId: number, roleIds: number[]): Promise<UserRecord> {
      return changing([userId], () =>
        db.transaction((tx) =>
          keepingAnAdmin(tx, async () => {
            await lockUser(tx, userId);
            await checkReferences(tx, { roleIds });
            await userRoles.replaceAudited(tx, userId, idSet(roleIds), {
              actor,
              action: 'set-roles',
              entity: 'user',
              key: 'roleIds',
            });
            return find(tx, userId);
          }),
        ),
      );
    },

    /**
     * Lifts every sign-in lock and count of the user (all addresses, the captcha demand, the
     * lock screen's): for someone locked out by another's guesses (issue #15).
     */
    async liftLockout(actor: Actor, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        await lockout.lift(tx, user.username);
        await recordAudit(tx, {
          actor,
          action: 'lift-lockout',
          entity: 'user',
          entityId: userId,
        });
      });
    },

    /**
     * Sets a password the administrator typed, or a generated one answered once; the user must
     * change it at the next sign-in, their sign-ins end and a lockout is lifted.
     */
    async resetPassword(actor: Actor, userId: number, password?: string) {
      const generated = password ? null : temporaryPassword();
      const passwordHash = await hashPassword(password ?? generated!, config.scryptN);
      await changing([userId], () =>
        db.transaction(async (tx) => {
          const before = await lockUser(tx, userId);
          await tx
            .update(appUser)
            .set({ passwordHash, passwordUpdated: 0, updatedAt: new Date() })
            .where(eq(appUser.id, userId));
          await lockout.lift(tx, before.username);
          await sessions.revokeUser(tx, userId);
          await recordAudit(tx, {
            actor,
            action: 'reset-password',
            entity: 'user',
            entityId: userId,
            before: { passwordUpdated: before.passwordUpdated },
            after: { passwordUpdated: 0 },
          });
        }),
      );
      return { temporaryPassword: generated };
    },

    async remove(actor: Actor, userIds: number[]): Promise<void> {
      refuseSelf(actor, userIds);
      await changing(userIds, () =>
        guardUsername(undefined, () =>
          db.transaction((tx) =>
            keepingAnAdmin(tx, async () => {
              for (const userId of new Set(userIds)) await remove(tx, actor, userId);
            }),
          ),
        ),
      );
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
