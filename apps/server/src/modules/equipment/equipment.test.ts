import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { auditLog, menu, repairOrder, repairType, role, roleMenu, store } from '../../db/schema';
import { equipment } from './tables';

describe.each(areaEngines())('store equipment on %s', (engine) => {
  const t = useTestApp(engine);
  let admin = '';

  async function call(method: string, url: string, payload?: object, token = admin) {
    return t.app.inject({ method: method as 'GET', url, payload, headers: bearer(token) });
  }

  it('registers, lists, edits and deletes a device; a serial number is registered once', async () => {
    admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const [shop] = await t.db.select().from(store).orderBy(store.id).limit(1);
    const created = await call('POST', '/as/equipment', {
      storeId: shop!.id,
      position: '后门',
      model: 'AMS-2000',
      serialNo: 'EAS-T-1',
      installedOn: '2026-01-10',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ storeName: shop!.name, status: 'working' });
    const id = created.json().data.equipmentId;
    const page = await call('GET', `/as/equipment/page?storeId=${shop!.id}&q=EAS-T`);
    expect(page.json().data.records.map((e: { equipmentId: number }) => e.equipmentId)).toEqual([
      id,
    ]);
    const twice = await call('POST', '/as/equipment', {
      storeId: shop!.id,
      position: '侧门',
      model: 'AMS-2000',
      serialNo: 'EAS-T-1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(
      'the device AMS-2000 with serial number EAS-T-1 is already registered',
    );
    // The area's own messages (modules/equipment/messages.ts) speak the caller's language.
    const inChinese = await t.app.inject({
      method: 'POST',
      url: '/as/equipment',
      payload: { storeId: shop!.id, position: '侧门', model: 'AMS-2000', serialNo: 'EAS-T-1' },
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    expect(inChinese.json().msg).toBe('型号 AMS-2000、序列号 EAS-T-1 的设备已登记');
    const edited = await call('PUT', '/as/equipment', { equipmentId: id, status: 'removed' });
    expect(edited.json().data.status).toBe('removed');
    expect((await call('DELETE', `/as/equipment/${id}`)).statusCode).toBe(200);
    expect(await t.db.$count(equipment, eq(equipment.id, id))).toBe(0);
  });

  it('reports a fault: a repair order for its store, linked to it, and the device turns faulty', async () => {
    const [device] = await t.db
      .select()
      .from(equipment)
      .where(eq(equipment.status, 'working'))
      .limit(1);
    const [type] = await t.db.select().from(repairType).limit(1);
    const res = await call('POST', `/as/equipment/${device!.id}/report-fault`, {
      typeId: type!.id,
      remark: '报警器不响',
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(repairOrder)
      .where(eq(repairOrder.id, res.json().data.orderId));
    expect(order).toMatchObject({
      storeId: device!.storeId,
      equipmentId: device!.id,
      remark: '报警器不响',
    });
    const [after] = await t.db.select().from(equipment).where(eq(equipment.id, device!.id));
    expect(after!.status).toBe('faulty');
    const orders = await call('GET', `/as/equipment/${device!.id}/orders`);
    expect(orders.json().data.total).toBe(1);
    expect(orders.json().data.records.map((o: { code: string }) => o.code)).toEqual([order!.code]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'equipment'), eq(auditLog.action, 'reportFault')));
    expect(audit).toHaveLength(1);
    // A bad repair type changes nothing: no order, the device as it was.
    const [other] = await t.db
      .select()
      .from(equipment)
      .where(eq(equipment.status, 'working'))
      .limit(1);
    const bad = await call('POST', `/as/equipment/${other!.id}/report-fault`, { typeId: 99999 });
    expect(bad.statusCode).toBe(400);
    const [same] = await t.db.select().from(equipment).where(eq(equipment.id, other!.id));
    expect(same!.status).toBe('working');
  });

  it('shows a store manager their store’s devices only: another store’s is a 404 and stays', async () => {
    const manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const stores = await t.db.select().from(store).orderBy(store.id);
    const page = await call('GET', '/as/equipment/page?size=100', undefined, manager);
    expect(page.statusCode).toBe(200);
    const seen = new Set(page.json().data.records.map((e: { storeId: number }) => e.storeId));
    expect([...seen]).toEqual([stores[0]!.id]);
    const [theirs] = await t.db
      .select()
      .from(equipment)
      .where(eq(equipment.storeId, stores[1]!.id))
      .limit(1);
    expect((await call('GET', `/as/equipment/${theirs!.id}`, undefined, manager)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/as/equipment/${theirs!.id}/orders`, undefined, manager)).statusCode,
    ).toBe(404);
  });

  it('answers 403 for each call without its key', async () => {
    const nobody = await createUser(t);
    const none = (await signIn(t, nobody.username, nobody.password)).access_token;
    const [device] = await t.db.select().from(equipment).limit(1);
    const one = `/as/equipment/${device!.id}`;
    for (const [method, url] of [
      ['GET', '/as/equipment/page'],
      ['GET', one],
      ['GET', `${one}/orders`],
    ] as const) {
      expect((await call(method, url, undefined, none)).statusCode, `${method} ${url}`).toBe(403);
    }
    // A viewer (as_equipment_view only) reads, and is refused every change.
    const [viewer] = await t.db
      .insert(role)
      .values({ name: 'Equipment viewer', code: 'equipment_viewer', dataScope: 'all' })
      .returning();
    const [key] = await t.db.select().from(menu).where(eq(menu.permission, 'as_equipment_view'));
    await t.db.insert(roleMenu).values({ roleId: viewer!.id, menuId: key!.id });
    const reader = await createUser(t, { roles: ['equipment_viewer'] });
    const view = (await signIn(t, reader.username, reader.password)).access_token;
    expect((await call('GET', `${one}/orders`, undefined, view)).statusCode).toBe(200);
    const [type] = await t.db.select().from(repairType).limit(1);
    for (const [method, url, body] of [
      [
        'POST',
        '/as/equipment',
        { storeId: device!.storeId, position: 'x', model: 'y', serialNo: 'z' },
      ],
      ['PUT', '/as/equipment', { equipmentId: device!.id, position: 'x' }],
      ['DELETE', one, undefined],
      ['POST', `${one}/report-fault`, { typeId: type!.id }],
    ] as const) {
      expect((await call(method, url, body, view)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [same] = await t.db.select().from(equipment).where(eq(equipment.id, device!.id));
    expect(same).toEqual(device);
  });

  it('lets a store manager report a fault at their store only: another store’s device is a 404', async () => {
    const manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const stores = await t.db.select().from(store).orderBy(store.id);
    const [type] = await t.db.select().from(repairType).limit(1);
    const deviceAt = async (storeId: number) =>
      (
        await t.db
          .select()
          .from(equipment)
          .where(and(eq(equipment.storeId, storeId), eq(equipment.status, 'working')))
          .limit(1)
      )[0]!;
    const theirs = await deviceAt(stores[1]!.id);
    const orders = await t.db.$count(repairOrder);
    const refused = await call(
      'POST',
      `/as/equipment/${theirs.id}/report-fault`,
      { typeId: type!.id, remark: 'x' },
      manager,
    );
    expect(refused.statusCode).toBe(404);
    expect(await t.db.$count(repairOrder)).toBe(orders);
    const [still] = await t.db.select().from(equipment).where(eq(equipment.id, theirs.id));
    expect(still!.status).toBe('working');
    // A new device at their own store: the order is made, the device shows it.
    const mine = (
      await call('POST', '/as/equipment', {
        storeId: stores[0]!.id,
        position: '收银台',
        model: 'AMS-2000',
        serialNo: 'EAS-M-1',
      })
    ).json().data;
    const made = await call(
      'POST',
      `/as/equipment/${mine.equipmentId}/report-fault`,
      { typeId: type!.id },
      manager,
    );
    expect(made.statusCode).toBe(200);
    const listed = await call(
      'GET',
      `/as/equipment/${mine.equipmentId}/orders`,
      undefined,
      manager,
    );
    expect(listed.json().data.records).toEqual([
      expect.objectContaining({ orderId: made.json().data.orderId, status: 'submitted' }),
    ]);
  });

  it('has two antennas at each demo store’s entrance, some faulty or removed', async () => {
    const page = await call('GET', '/as/equipment/page?size=100&q=EAS-24');
    const demo = page
      .json()
      .data.records.filter((e: { serialNo: string }) => /^EAS-24\d{3}$/.test(e.serialNo));
    const stores = await t.db.select().from(store);
    for (const s of stores) {
      expect(
        demo
          .filter((e: { storeId: number }) => e.storeId === s.id)
          .map((e: { position: string }) => e.position)
          .sort(),
        s.name,
      ).toEqual(['入口右侧', '入口左侧']);
    }
    const statuses = new Set(demo.map((e: { status: string }) => e.status));
    expect([...statuses].sort()).toEqual(['faulty', 'removed', 'working']);
  });
});
