import { type AnyPgColumn, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, needs, updatedAt } from './columns';
import { appUser } from './users';

/**
 * Legal entities, a tree linked by code (SPEC §7 lists them by `parentEntCode`, -1 for the
 * top). A null parent code is a top-level enterprise.
 */
export const enterprise = pgTable(
  'enterprise',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    parentCode: varchar('parent_code', { length: 64 }).references(
      (): AnyPgColumn => enterprise.code,
      { onUpdate: 'cascade', onDelete: 'restrict' },
    ),
    name: varchar('name', { length: 128 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('enterprise_parent_code_idx').on(t.parentCode)],
);

/** Departments, one tree per enterprise; a null parent is a root department. */
export const department = pgTable(
  'department',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    parentId: integer('parent_id').references((): AnyPgColumn => department.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 128 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The department's head: who the approval rule `deptHead` names for its members. */
    leaderId: integer('leader_id').references((): AnyPgColumn => appUser.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('department_enterprise_idx').on(t.enterpriseId),
    index('department_parent_idx').on(t.parentId),
    index('department_leader_idx').on(t.leaderId),
  ],
);

/** Positions (岗位): a picker tab of the organisation selector and a user attribute. */
export const post = pgTable('post', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stores: the places assets, door locks and repair orders belong to. */
export const store = pgTable(
  'store',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    address: varchar('address', { length: 255 }),
    region: varchar('region', { length: 64 }),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('store_enterprise_idx').on(t.enterpriseId), index('store_region_idx').on(t.region)],
);
