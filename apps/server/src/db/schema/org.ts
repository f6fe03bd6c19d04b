import * as pg from 'drizzle-orm/pg-core';
import { createdAt, needs, updatedAt } from './columns';
import { appUser } from './users';

/**
 * Legal entities, a tree linked by code (SPEC §7 lists them by `parentEntCode`, -1 for the
 * top). A null parent code is a top-level enterprise.
 */
export const enterprise = pg.pgTable(
  'enterprise',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 64 }).notNull().unique(),
    parentCode: pg
      .varchar('parent_code', { length: 64 })
      .references((): pg.AnyPgColumn => enterprise.code, {
        onUpdate: 'cascade',
        onDelete: 'restrict',
      }),
    name: pg.varchar('name', { length: 128 }).notNull(),
    sort: pg.integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('enterprise_parent_code_idx').on(t.parentCode)],
);

/** Departments, one tree per enterprise; a null parent is a root department. */
export const department = pg.pgTable(
  'department',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    parentId: pg.integer('parent_id').references((): pg.AnyPgColumn => department.id, {
      onDelete: 'restrict',
    }),
    name: pg.varchar('name', { length: 128 }).notNull(),
    sort: pg.integer('sort').notNull().default(0),
    /** The department's head: who the approval rule `deptHead` names for its members. */
    leaderId: pg.integer('leader_id').references((): pg.AnyPgColumn => appUser.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('department_enterprise_idx').on(t.enterpriseId),
    pg.index('department_parent_idx').on(t.parentId),
    pg.index('department_leader_idx').on(t.leaderId),
  ],
);

/** Positions (岗位): a picker tab of the organisation selector and a user attribute. */
export const post = pg.pgTable('post', {
  id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: pg.varchar('code', { length: 64 }).notNull().unique(),
  name: pg.varchar('name', { length: 64 }).notNull(),
  sort: pg.integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stores: the places assets, door locks and repair orders belong to. */
export const store = pg.pgTable(
  'store',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 64 }).notNull().unique(),
    name: pg.varchar('name', { length: 128 }).notNull(),
    address: pg.varchar('address', { length: 255 }),
    region: pg.varchar('region', { length: 64 }),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('store_enterprise_idx').on(t.enterpriseId),
    pg.index('store_region_idx').on(t.region),
  ],
);
