import { MENU_KINDS, type MenuKind } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, partOf, updatedAt } from './columns';
import { role } from './users';

/**
 * Ids below this are reserved for menus that migrations put in with fixed ids (so a later
 * migration can hang its pages under them); menus made in the admin console get ids above.
 */
export const FIRST_ADMIN_MENU_ID = 10_000;

const kinds = sql.raw(MENU_KINDS.map((k) => `'${k}'`).join(', '));

/**
 * The menu tree (DESIGN §7): directories, pages, external links and buttons. A button is not
 * shown: its `permission` key is what routes check (DESIGN §5). `parent_id` -1 is the top.
 */
export const menu = pg.pgTable(
  'menu',
  {
    id: pg
      .integer('id')
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: FIRST_ADMIN_MENU_ID }),
    parentId: pg.integer('parent_id').notNull().default(-1),
    kind: pg.varchar('kind', { length: 16 }).$type<MenuKind>().notNull(),
    /** Chinese label (the default language). */
    label: pg.varchar('label', { length: 64 }).notNull(),
    labelEn: pg.varchar('label_en', { length: 64 }).notNull().default(''),
    /** Route path without /index for pages, http(s) address for links, '' for buttons. */
    path: pg.varchar('path', { length: 512 }).notNull().default(''),
    icon: pg.varchar('icon', { length: 64 }),
    sort: pg.integer('sort').notNull().default(0),
    keepAlive: pg.smallint('keep_alive').notNull().default(0),
    /** Path prefixes that also mark the entry active (its detail pages). */
    group: pg
      .text('group_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    query: pg.jsonb('query').$type<Record<string, string>>(),
    /** Permission key of a button, e.g. `sys_user_add`. */
    permission: pg.varchar('permission', { length: 100 }),
    /** meta.roles: role codes that may see it; empty = every role it is granted to. */
    roles: pg
      .text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isTab: pg.boolean('is_tab').notNull().default(true),
    enabled: pg.boolean('enabled').notNull().default(true),
    /** Hidden entries are left out of the sidebar; their buttons still count. */
    visible: pg.boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('menu_parent_idx').on(t.parentId),
    pg.check('menu_kind_check', sql`${t.kind} in (${kinds})`),
    pg.check('menu_keep_alive_check', sql`${t.keepAlive} in (0, 1)`),
    pg.check(
      'menu_button_permission_check',
      sql`${t.kind} <> 'button' or ${t.permission} is not null`,
    ),
  ],
);

/** Menus (and so permission keys) granted to a role. */
export const roleMenu = pg.pgTable(
  'role_menu',
  {
    roleId: partOf('role_id', () => role.id),
    menuId: partOf('menu_id', () => menu.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.roleId, t.menuId] }),
    pg.index('role_menu_menu_idx').on(t.menuId),
  ],
);
