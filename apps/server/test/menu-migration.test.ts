import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { menu, role, roleMenu } from '../src/db/schema';
import { engines, openTestDatabase } from './helpers';

const drizzleDir = fileURLToPath(new URL('../drizzle', import.meta.url));
/**
 * A bound, not a wait: every migration is run, and their number grows with each area (34 took
 * over 30 s on PGlite at load 9).
 */
const MIGRATE_MS = 120_000;

/** A migrations folder holding only the first migration: a database from before menus. */
function firstMigrationOnly(): string {
  const dir = mkdtempSync(join(tmpdir(), 'depot-migrations-'));
  mkdirSync(join(dir, 'meta'));
  copyFileSync(join(drizzleDir, '0000_init.sql'), join(dir, '0000_init.sql'));
  const journal = JSON.parse(readFileSync(join(drizzleDir, 'meta/_journal.json'), 'utf8'));
  writeFileSync(
    join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
  );
  return dir;
}

describe.each(engines())('menu migration of an existing database on %s', (engine) => {
  it(
    'grants the seeded menus to existing roles and carries permission keys over',
    async () => {
      const database = await openTestDatabase(engine);
      const folder = firstMigrationOnly();
      try {
        const db = database.db;
        const options = { migrationsFolder: folder };
        if (database.driver === 'pglite') await migratePglite(db as never, options);
        else await migratePg(db as never, options);

        // What the first release's seed left: two roles and their permission keys.
        await db.execute(sql`insert into role (code, name) values ('admin', 'A'), ('staff', 'S')`);
        await db.execute(sql`insert into role_permission (role_id, permission)
        select id, 'sys_user_add' from role where code = 'admin'
        union all select id, 'legacy_key' from role where code = 'staff'`);
        await db.execute(sql`insert into app_user (username, password_hash, nickname)
        values ('old-admin', 'x', 'Old')`);
        await db.execute(sql`insert into user_role (user_id, role_id)
        select u.id, r.id from app_user u, role r where u.username = 'old-admin' and r.code = 'admin'`);

        await database.withStartupLock((session) => session.migrate());

        const grantsOf = async (code: string) =>
          (
            await db
              .select({ id: menu.id, kind: menu.kind, permission: menu.permission })
              .from(roleMenu)
              .innerJoin(role, eq(role.id, roleMenu.roleId))
              .innerJoin(menu, eq(menu.id, roleMenu.menuId))
              .where(eq(role.code, code))
          ).sort((a, b) => a.id - b.id);

        const admin = await grantsOf('admin');
        const seeded = await db
          .select({ id: menu.id })
          .from(menu)
          .where(sql`${menu.id} < 10000`);
        expect(admin.map((m) => m.id)).toEqual(seeded.map((m) => m.id).sort((a, b) => a - b));
        const staff = await grantsOf('staff');
        // …and every role the approval centre (issue #17), but not the flow templates.
        expect(staff.filter((m) => m.id < 10000).map((m) => m.id)).toEqual([
          1000, 7500, 7510, 9000, 9010,
        ]);
        // A key no seeded button had becomes a button of its own, still granted.
        expect(staff.filter((m) => m.id >= 10000)).toEqual([
          { id: expect.any(Number), kind: 'button', permission: 'legacy_key' },
        ]);
        const tables = (await db.execute(
          sql`select table_name as name from information_schema.tables where table_name = 'role_permission'`,
        )) as unknown as { rows: unknown[] };
        expect(tables.rows).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
        await database.close();
      }
    },
    MIGRATE_MS,
  );
});
