import { EQUIPMENT_PERMISSIONS } from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  engines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import {
  auditLog,
  department,
  enterprise,
  menu,
  post,
  role,
  roleMenu,
  store,
  userStore,
} from '../../db/schema';
import { equipment } from '../../modules/equipment/tables';

/**
 * What every resource of the kit does, shown on positions (`modules/org/post-service.ts`,
 * the kit's first resource; org.test.ts checks the positions' own rules), for a key over
 * two columns and a scoped resource on store equipment (`modules/equipment`), and for a tree
 * on enterprises (linked by code) and departments (kept within their enterprise); hooks on
 * a row's own rules and a delete's audit on roles.
 */
describe.each(engines())('a declared resource on %s', (engine) => {
  const t = useTestApp(engine);
  let token = '';
  beforeAll(async () => {
    token = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('answers a unique value taken by a concurrent create with 409, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/admin/post', { code: 'RACE', name: `r${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({
        code: 1,
        msg: 'the position code RACE is already taken',
        data: null,
      });
    }
    expect(await t.db.select().from(post).where(eq(post.code, 'RACE'))).toHaveLength(1);
  });

  it('answers 404 for a missing key on every call, and writes no audit row', async () => {
    const audits = (await t.db.select().from(auditLog)).length;
    for (const [method, url, payload] of [
      ['GET', '/admin/post/999999', undefined],
      ['PUT', '/admin/post', { postId: 999999, name: 'x' }],
      ['DELETE', '/admin/post/999999', undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(audits);
  });

  it('changes only the fields sent, moves updatedAt and audits before and after', async () => {
    const made = (await call('POST', '/admin/post', { code: 'KIT', name: 'Kit', sort: 7 })).json()
      .data;
    const edited = await call('PUT', '/admin/post', { postId: made.postId, name: 'Kit 2' });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data;
    expect(after).toMatchObject({ postId: made.postId, code: 'KIT', name: 'Kit 2', sort: 7 });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'post'), eq(auditLog.entityId, String(made.postId))))
      .orderBy(auditLog.id);
    expect(row).toMatchObject({ entity: 'post', action: 'create', actorName: 'admin' });
  });

  it('checks a key over two columns: the same serial of another model is accepted, of the same model a 409 naming both, on create, edit and race', async () => {
    const [shop] = await t.db.select().from(store).limit(1);
    const device = (model: string, serialNo: string) => ({
      storeId: shop!.id,
      position: 'Kit door',
      model,
      serialNo,
    });
    const first = await call('POST', '/as/equipment', device('KIT-A', 'K-1'));
    expect(first.statusCode).toBe(200);
    const other = await call('POST', '/as/equipment', device('KIT-B', 'K-1'));
    expect(other.statusCode).toBe(200);
    const taken = {
      code: 1,
      msg: 'the device KIT-A with serial number K-1 is already registered',
      data: null,
    };
    const again = await call('POST', '/as/equipment', device('KIT-A', 'K-1'));
    expect([again.statusCode, again.json()]).toEqual([409, taken]);
    // Changing only the model onto a taken pair: the serial number comes from the row.
    const { equipmentId } = other.json().data;
    const moved = await call('PUT', '/as/equipment', { equipmentId, model: 'KIT-A' });
    expect([moved.statusCode, moved.json()]).toEqual([409, taken]);
    const [row] = await t.db.select().from(equipment).where(eq(equipment.id, equipmentId));
    expect(row!.model).toBe('KIT-B');

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/as/equipment', device('KIT-C', 'K-2'))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().msg).toBe('the device KIT-C with serial number K-2 is already registered');
    }
  });

  it('keeps a scoped resource to the caller’s scope: another’s record is a 404 on read, change and delete, making or moving one there a 400, nothing changes', async () => {
    // A role seeing its assigned stores only, holding every equipment key.
    const [keeper] = await t.db
      .insert(role)
      .values({ name: 'Kit equipment keeper', code: 'kit_keeper', dataScope: 'stores' })
      .returning();
    const keys = await t.db
      .select({ id: menu.id })
      .from(menu)
      .where(inArray(menu.permission, Object.values(EQUIPMENT_PERMISSIONS)));
    await t.db.insert(roleMenu).values(keys.map((k) => ({ roleId: keeper!.id, menuId: k.id })));
    const [mine, theirs] = await t.db.select().from(store).orderBy(store.id).limit(2);
    const user = await createUser(t, { roles: ['kit_keeper'] });
    await t.db.insert(userStore).values({ userId: user.id, storeId: mine!.id });
    const own = (await signIn(t, user.username, user.password)).access_token;
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(own) });

    const page = await as('GET', '/as/equipment/page?size=100');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.total).toBe(
      await t.db.$count(equipment, eq(equipment.storeId, mine!.id)),
    );
    expect(page.json().data.records.every((e: { storeId: number }) => e.storeId === mine!.id)).toBe(
      true,
    );
    const [ours] = await t.db.select().from(equipment).where(eq(equipment.storeId, mine!.id));
    const [foreign] = await t.db.select().from(equipment).where(eq(equipment.storeId, theirs!.id));
    // Proof the keeper may act: their own store's device opens and changes.
    expect((await as('GET', `/as/equipment/${ours!.id}`)).statusCode).toBe(200);
    expect(
      (await as('PUT', '/as/equipment', { equipmentId: ours!.id, remark: 'checked' })).statusCode,
    ).toBe(200);

    const rows = await t.db.select().from(equipment).orderBy(equipment.id);
    const audits = await t.db.$count(auditLog, eq(auditLog.entity, 'equipment'));
    for (const [method, url, payload] of [
      ['GET', `/as/equipment/${foreign!.id}`, undefined],
      ['PUT', '/as/equipment', { equipmentId: foreign!.id, remark: 'x' }],
      ['DELETE', `/as/equipment/${foreign!.id}`, undefined],
    ] as const) {
      expect((await as(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const unknownStore = {
      code: 1,
      msg: 'the store does not exist or is outside your data scope',
      data: null,
    };
    const made = await as('POST', '/as/equipment', {
      storeId: theirs!.id,
      position: 'x',
      model: 'KIT-S',
      serialNo: 'S-1',
    });
    expect([made.statusCode, made.json()]).toEqual([400, unknownStore]);
    const moved = await as('PUT', '/as/equipment', { equipmentId: ours!.id, storeId: theirs!.id });
    expect([moved.statusCode, moved.json()]).toEqual([400, unknownStore]);
    expect(await t.db.select().from(equipment).orderBy(equipment.id)).toEqual(rows);
    expect(await t.db.$count(auditLog, eq(auditLog.entity, 'equipment'))).toBe(audits);
  });

  it('checks a tree’s parent: an unknown one or a move under itself or below it is refused, nothing changes; a move elsewhere or to the top is made', async () => {
    const make = async (code: string, parentCode: string | null) => {
      const res = await call('POST', '/admin/enterprise', { code, name: code, parentCode });
      expect(res.statusCode, code).toBe(200);
      return res.json().data as { entId: number; parentCode: string | null };
    };
    const badParent = {
      code: 1,
      msg: 'the parent enterprise must exist and not be this one or one below it',
      data: null,
    };
    const top = await make('TREE', null);
    const child = await make('TREE-A', 'TREE');
    await make('TREE-A-1', 'TREE-A');
    const other = await make('TREE-B', '');
    expect(other.parentCode).toBeNull();

    const rows = await t.db.select().from(enterprise).orderBy(enterprise.id);
    const audits = await t.db.$count(auditLog, eq(auditLog.entity, 'enterprise'));
    const unknown = await call('POST', '/admin/enterprise', {
      code: 'TREE-X',
      name: 'x',
      parentCode: 'NO-SUCH',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, badParent]);
    for (const parentCode of ['TREE', 'TREE-A', 'TREE-A-1', 'NO-SUCH']) {
      const moved = await call('PUT', '/admin/enterprise', { entId: top.entId, parentCode });
      expect([moved.statusCode, moved.json()], parentCode).toEqual([400, badParent]);
    }
    expect(await t.db.select().from(enterprise).orderBy(enterprise.id)).toEqual(rows);
    expect(await t.db.$count(auditLog, eq(auditLog.entity, 'enterprise'))).toBe(audits);

    const under = await call('PUT', '/admin/enterprise', {
      entId: child.entId,
      parentCode: 'TREE-B',
    });
    expect(under.json().data).toMatchObject({ code: 'TREE-A', parentCode: 'TREE-B' });
    const up = await call('PUT', '/admin/enterprise', { entId: child.entId, parentCode: '' });
    expect(up.json().data).toMatchObject({ code: 'TREE-A', parentCode: null });
  });

  it('keeps a tree’s move among the rows its rule names: a department under another enterprise’s is refused', async () => {
    const made = async (payload: object) => {
      const res = await call('POST', '/admin/dept', payload);
      expect(res.statusCode).toBe(200);
      return res.json().data as { deptId: number; parentId: number; entCode: string };
    };
    await call('POST', '/admin/enterprise', { code: 'TREE-ENT', name: 'Tree enterprise' });
    const theirs = await made({ name: 'Theirs', entCode: 'TREE-ENT' });
    const ours = await made({ name: 'Ours', entCode: 'DEPOT' });
    const sub = await made({ name: 'Ours 1', parentId: ours.deptId });
    expect(sub).toMatchObject({ parentId: ours.deptId, entCode: 'DEPOT' });

    const across = await call('PUT', '/admin/dept', {
      deptId: sub.deptId,
      parentId: theirs.deptId,
    });
    expect([across.statusCode, across.json().msg]).toEqual([
      400,
      'the parent must be another department of the same enterprise, not one below this one',
    ]);
    const [row] = await t.db.select().from(department).where(eq(department.id, sub.deptId));
    expect(row!.parentId).toBe(ours.deptId);
    const top = await call('PUT', '/admin/dept', { deptId: sub.deptId, parentId: 0 });
    expect(top.json().data).toMatchObject({ parentId: 0, entCode: 'DEPOT' });
  });

  it('refuses a change the row does not allow before anything else, and audits what a delete takes with it', async () => {
    const [admin] = await t.db.select().from(role).where(eq(role.code, 'admin'));
    // A taken code too: the row's own rule answers first.
    const recode = await call('PUT', '/admin/role', { roleId: admin!.id, roleCode: 'staff' });
    expect([recode.statusCode, recode.json().msg]).toEqual([
      409,
      'the administrator role cannot be deleted or get another code',
    ]);

    const made = await call('POST', '/admin/role', { roleName: 'Kit', roleCode: 'kit_audit' });
    const { roleId } = made.json().data;
    const [button] = await t.db.select({ id: menu.id }).from(menu).limit(1);
    expect(
      (await call('PUT', `/admin/role/${roleId}/menus`, { menuIds: [button!.id] })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/admin/role/${roleId}`)).statusCode).toBe(200);
    const [deleted] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'role'),
          eq(auditLog.entityId, String(roleId)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(deleted!.before).toMatchObject({ code: 'kit_audit', menuIds: [button!.id] });
  });
});
