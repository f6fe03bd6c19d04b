import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { DATA_SCOPES, type DataScopeKind } from '@depot/shared';
import { createdAt, needs, partOf, updatedAt } from './columns';
import { department, post, store } from './org';

const dataScopes = sql.raw(DATA_SCOPES.map((k) => `'${k}'`).join(', '));

export const role = pg.pgTable(
  'role',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    code: pg.varchar('code', { length: 64 }).notNull().unique(),
    description: pg.varchar('description', { length: 255 }),
    /** Which records its holders see and act on (packages/shared data-scope.ts). */
    dataScope: pg
      .varchar('data_scope', { length: 16 })
      .$type<DataScopeKind>()
      .notNull()
      .default('all'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check('role_data_scope_check', sql`${t.dataScope} in (${dataScopes})`)],
);

/** `user` is a reserved word in PostgreSQL, hence `app_user`. */
export const appUser = pg.pgTable(
  'app_user',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: pg.varchar('username', { length: 64 }).notNull().unique(),
    /** Self-describing scrypt string, see core/password-hash.ts. */
    passwordHash: pg.text('password_hash').notNull(),
    nickname: pg.varchar('nickname', { length: 64 }).notNull(),
    phone: pg.varchar('phone', { length: 32 }),
    email: pg.varchar('email', { length: 128 }),
    avatar: pg.text('avatar'),
    deptId: pg.integer('dept_id').references(() => department.id, { onDelete: 'set null' }),
    enabled: pg.boolean('enabled').notNull().default(true),
    /** 0 until the user changes the password given to them (SPEC §4 first login). */
    passwordUpdated: pg.smallint('password_updated').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('app_user_dept_idx').on(t.deptId),
    pg.check('app_user_password_updated_check', sql`${t.passwordUpdated} in (0, 1)`),
  ],
);

export const userRole = pg.pgTable(
  'user_role',
  {
    userId: partOf('user_id', () => appUser.id),
    roleId: partOf('role_id', () => role.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.roleId] }),
    pg.index('user_role_role_idx').on(t.roleId),
  ],
);

/** Positions (posts) a user holds. */
export const userPost = pg.pgTable(
  'user_post',
  {
    userId: partOf('user_id', () => appUser.id),
    postId: needs('post_id', () => post.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.postId] }),
    pg.index('user_post_post_idx').on(t.postId),
  ],
);

/** Stores assigned to a user: what a role with the `stores` data scope lets them see. */
export const userStore = pg.pgTable(
  'user_store',
  {
    userId: partOf('user_id', () => appUser.id),
    storeId: partOf('store_id', () => store.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.storeId] }),
    pg.index('user_store_store_idx').on(t.storeId),
  ],
);
