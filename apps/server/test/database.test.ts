import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/core/audit';
import { sha256 } from '../src/core/digest';
import { verifyPassword } from '../src/core/password-hash';
import { openPglite } from '../src/db/client';
import { prepareDatabase } from '../src/seed/prepare';
import { appUser, auditLog, department, enterprise, oauthClient, role } from '../src/db/schema';
import { engines, openTestDatabase, testConfig } from './helpers';

/**
 * Seeding the whole demo (every area's records, through their services) takes PGlite 20–30 s on
 * a busy two-core machine, more as areas are added: this test's own limit, not the suite's.
 */
const SEED_MS = 120_000;

describe.each(engines())('database start-up on %s', (engine) => {
  it(
    'seeds an empty database once; a second start changes nothing',
    async () => {
      const database = await openTestDatabase(engine);
      try {
        const config = testConfig({ adminPassword: null });
        const first = await prepareDatabase(database, config);
        expect(first.seeded).toBe(true);
        expect(first.generatedAdminPassword).toMatch(/^[\w-]{24}$/);

        const db = database.db;
        const [admin] = await db.select().from(appUser).where(eq(appUser.username, 'admin'));
        expect(admin).toMatchObject({ nickname: '管理员', passwordUpdated: 1, enabled: true });
        expect(await verifyPassword(admin!.passwordHash, first.generatedAdminPassword!)).toBe(true);
        const [staff] = await db.select().from(appUser).where(eq(appUser.username, 'staff'));
        expect(staff?.passwordUpdated).toBe(0);
        // admin and staff, the repair-order roles of the demo data (seed/demo-eam.ts) and the
        // warehouse keeper's (modules/warehouse/demo.ts).
        expect((await db.select().from(role)).map((r) => r.code).sort()).toEqual([
          'admin',
          'dispatcher',
          'staff',
          'store_manager',
          'technician',
          'warehouse_keeper',
        ]);
        expect(await db.select().from(enterprise)).toHaveLength(1);
        const departments = await db.select().from(department);
        expect(departments.map((d) => d.name)).toContain('仓储物流部');
        expect(departments.some((d) => d.parentId !== null)).toBe(true);

        await db.update(appUser).set({ nickname: '老板' }).where(eq(appUser.username, 'admin'));
        const second = await prepareDatabase(database, config);
        expect(second).toEqual({ seeded: false, generatedAdminPassword: null });
        const [kept] = await db.select().from(appUser).where(eq(appUser.username, 'admin'));
        expect(kept?.nickname).toBe('老板');
        expect(kept?.passwordHash).toBe(admin!.passwordHash);
        const [{ users }] = (await db.select({ users: count() }).from(appUser)) as [
          { users: number },
        ];
        // admin, staff, the four repair-order demo users and the warehouse keeper.
        expect(users).toBe(7);
      } finally {
        await database.close();
      }
    },
    SEED_MS,
  );

  it('seeds no demo user when demo data is off', async () => {
    const database = await openTestDatabase(engine);
    try {
      await prepareDatabase(database, testConfig({ demoData: false }));
      const users = await database.db.select({ username: appUser.username }).from(appUser);
      expect(users).toEqual([{ username: 'admin' }]);
    } finally {
      await database.close();
    }
  });

  it('keeps the web client registration in step with the configuration', async () => {
    const database = await openTestDatabase(engine);
    try {
      // Without the demo data, whose seeding grows with every area: it is not what is checked.
      await prepareDatabase(database, testConfig({ demoData: false }));
      await prepareDatabase(
        database,
        testConfig({ demoData: false, clientSecret: 'rotated-secret' }),
      );
      const clients = await database.db.select().from(oauthClient);
      expect(clients).toHaveLength(1);
      expect(clients[0]).toMatchObject({
        clientId: 'depot',
        scopes: ['server'],
        grantTypes: ['password', 'refresh_token'],
        secretHash: sha256('rotated-secret'),
      });
    } finally {
      await database.close();
    }
  });

  it('writes audit rows inside the change transaction: a rollback leaves none', async () => {
    const database = await openTestDatabase(engine);
    try {
      await prepareDatabase(database, testConfig({ demoData: false }));
      const db = database.db;
      const entry = {
        actor: { userId: 1, username: 'admin' },
        action: 'update',
        entity: 'role',
        entityId: 2,
        before: { name: '普通员工' },
        after: { name: '员工' },
      };
      await db.transaction((tx) => recordAudit(tx, entry));
      await expect(
        db.transaction(async (tx) => {
          await recordAudit(tx, { ...entry, entityId: 3 });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      // Only the role's rows: the start-up writes audit rows of its own.
      const rows = await db.select().from(auditLog).where(eq(auditLog.entity, 'role'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorName: 'admin',
        entityId: '2',
        before: { name: '普通员工' },
        after: { name: '员工' },
      });
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }
  });
});

describe('embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'depot-pglite-'));
    try {
      // Persistence is what is checked: without the demo data, whose seeding grows with every
      // area, the first start takes seconds, not most of the test's time on a busy machine.
      const config = testConfig({ demoData: false });
      const first = await openPglite(dir);
      expect((await prepareDatabase(first, config)).seeded).toBe(true);
      await first.db
        .update(appUser)
        .set({ nickname: '新名字' })
        .where(eq(appUser.username, 'admin'));
      await first.close();

      const second = await openPglite(dir);
      expect((await prepareDatabase(second, config)).seeded).toBe(false);
      const [admin] = await second.db.select().from(appUser).where(eq(appUser.username, 'admin'));
      expect(admin?.nickname).toBe('新名字');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
