import type { Page, RepairOrder } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { appUser, auditLog, role, store, userStore } from '../../db/schema';

/** Setting a role's data scope and a user's stores; a sign-in sees the change at once. */
describe.each(areaEngines())('data scope administration on %s', (engine) => {
  const t = useTestApp(engine);
  const tokens = { admin: '', tech_wang: '', manager: '' };
  const as = (who: keyof typeof tokens, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(tokens[who]) });
  const orderIds = async (who: keyof typeof tokens) =>
    (await as(who, 'GET', '/eam/repair-order/page?size=500'))
      .json<{ data: Page<RepairOrder> }>()
      .data.records.map((o) => o);

  beforeAll(async () => {
    tokens.admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    tokens.tech_wang = (await signIn(t, 'tech_wang', DEMO_PASSWORD)).access_token;
    tokens.manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
  });

  it('widens a role’s scope for the sign-ins already holding it, and audits it', async () => {
    const [technician] = await t.db.select().from(role).where(eq(role.code, 'technician'));
    const url = `/admin/role/${technician!.id}/data-scope`;
    expect((await as('admin', 'GET', url)).json().data).toEqual({
      roleId: technician!.id,
      dataScope: 'self',
    });
    const own = await orderIds('tech_wang');
    const total = (await orderIds('admin')).length;
    expect(own.length).toBeLessThan(total);

    const bad = await as('admin', 'PUT', url, { dataScope: 'galaxy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^dataScope: /);

    const set = await as('admin', 'PUT', url, { dataScope: 'enterprise' });
    expect(set.json()).toEqual({
      code: 0,
      msg: null,
      data: { roleId: technician!.id, dataScope: 'enterprise' },
    });
    expect((await orderIds('tech_wang')).length).toBe(total);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dataScope'));
    expect(audit).toMatchObject({
      entity: 'role',
      entityId: String(technician!.id),
      before: { dataScope: 'self' },
      after: { dataScope: 'enterprise' },
    });
  });

  it('moves a store manager to other stores at once; unknown stores change nothing', async () => {
    const [manager] = await t.db.select().from(appUser).where(eq(appUser.username, 'manager'));
    const [sh002] = await t.db.select().from(store).where(eq(store.code, 'SH002'));
    const url = `/admin/user/${manager!.id}/stores`;
    const before = (await as('admin', 'GET', url)).json().data.storeIds as number[];
    expect(before).toHaveLength(1);
    expect((await orderIds('manager')).every((o) => o.storeId === before[0])).toBe(true);

    const bad = await as('admin', 'PUT', url, { storeIds: [sh002!.id, 999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('these stores do not exist: 999999');
    const kept = await t.db.select().from(userStore).where(eq(userStore.userId, manager!.id));
    expect(kept.map((k) => k.storeId)).toEqual(before);

    const moved = await as('admin', 'PUT', url, { storeIds: [sh002!.id] });
    expect(moved.json().data).toEqual({ userId: manager!.id, storeIds: [sh002!.id] });
    const now = await orderIds('manager');
    expect(now.length).toBeGreaterThan(0);
    expect(now.every((o) => o.storeId === sh002!.id)).toBe(true);
  });

  it('refuses both to a user without the role and user keys', async () => {
    const [technician] = await t.db.select().from(role).where(eq(role.code, 'technician'));
    const res = await as('manager', 'PUT', `/admin/role/${technician!.id}/data-scope`, {
      dataScope: 'all',
    });
    expect(res.statusCode).toBe(403);
  });
});
