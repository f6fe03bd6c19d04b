import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { appUser, auditLog, department, enterprise, post, store } from '../../db/schema';

describe.each(areaEngines())('organisation on %s', (engine) => {
  const t = useTestApp(engine);
  let adminToken = '';
  let staffToken = '';

  async function as(
    who: 'admin' | 'staff',
    method: string,
    url: string,
    payload?: object,
    query?: Record<string, string>,
  ) {
    if (!adminToken) {
      adminToken = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
      const staff = await createUser(t);
      staffToken = (await signIn(t, staff.username, staff.password)).access_token;
    }
    return t.app.inject({
      method: method as 'GET',
      url,
      query,
      payload,
      headers: bearer(who === 'admin' ? adminToken : staffToken),
    });
  }

  async function audited(entity: string, entityId: number | string) {
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id));
  }

  describe('enterprises', () => {
    it('lists the top level with parentEntCode=-1 and children by code, to any user', async () => {
      const top = await as('staff', 'GET', '/as/enterprise/list', undefined, {
        parentEntCode: '-1',
      });
      expect(top.statusCode).toBe(200);
      expect(top.json().data).toEqual([
        {
          entId: expect.any(Number),
          code: 'DEPOT',
          name: '德宝资产管理有限公司',
          parentCode: null,
        },
      ]);
      const created = await as('admin', 'POST', '/admin/enterprise', {
        code: 'DEPOT-SH',
        name: '上海分公司',
        parentCode: 'DEPOT',
      });
      expect(created.statusCode).toBe(200);
      const children = await as('staff', 'GET', '/as/enterprise/list', undefined, {
        parentEntCode: 'DEPOT',
      });
      expect(children.json().data).toEqual([
        {
          entId: created.json().data.entId,
          code: 'DEPOT-SH',
          name: '上海分公司',
          parentCode: 'DEPOT',
        },
      ]);
      const tree = await as('admin', 'GET', '/admin/enterprise/tree');
      expect(tree.json().data[0].children[0]).toMatchObject({ code: 'DEPOT-SH', children: [] });
      expect((await audited('enterprise', created.json().data.entId))[0]).toMatchObject({
        action: 'create',
        actorName: 'admin',
      });
    });

    it('refuses a taken code (409), a parent below itself (400), deleting one in use (409)', async () => {
      const dup = await as('admin', 'POST', '/admin/enterprise', { code: 'DEPOT', name: 'x' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().msg).toBe('the enterprise code DEPOT is already taken');

      const [depot] = await t.db.select().from(enterprise).where(eq(enterprise.code, 'DEPOT'));
      const loop = await as('admin', 'PUT', '/admin/enterprise', {
        entId: depot!.id,
        parentCode: 'DEPOT-SH',
      });
      expect(loop.statusCode).toBe(400);
      const inUse = await as('admin', 'DELETE', `/admin/enterprise/${depot!.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().msg).toBe(
        'the enterprise still has sub-enterprises, departments or stores',
      );
    });

    it('renames a code, carried over to its sub-enterprises, and deletes a free one', async () => {
      const made = await as('admin', 'POST', '/admin/enterprise', { code: 'TMP', name: '临时' });
      const child = await as('admin', 'POST', '/admin/enterprise', {
        code: 'TMP-1',
        name: '临时子',
        parentCode: 'TMP',
      });
      const renamed = await as('admin', 'PUT', '/admin/enterprise', {
        entId: made.json().data.entId,
        code: 'TMP2',
      });
      expect(renamed.json().data.code).toBe('TMP2');
      const got = await as('admin', 'GET', `/admin/enterprise/${child.json().data.entId}`);
      expect(got.json().data.parentCode).toBe('TMP2');
      expect(
        (await as('admin', 'DELETE', `/admin/enterprise/${child.json().data.entId}`)).statusCode,
      ).toBe(200);
      expect(
        (await as('admin', 'DELETE', `/admin/enterprise/${made.json().data.entId}`)).statusCode,
      ).toBe(200);
      expect((await audited('enterprise', made.json().data.entId))[0]!.action).toBe('delete');
    });
  });

  describe('departments', () => {
    it('lists the top of an enterprise (parentId=0) and the children of one', async () => {
      const top = await as('staff', 'GET', '/admin/dept/list', undefined, {
        entCode: 'DEPOT',
        parentId: '0',
      });
      expect(top.statusCode).toBe(200);
      const names = top.json().data.map((d: { name: string }) => d.name);
      expect(names).toEqual([
        '总经办',
        '行政人事部',
        '财务部',
        '仓储物流部',
        '采购部',
        '工程部',
        '运维服务部',
      ]);
      expect(top.json().data[0]).toEqual({
        deptId: expect.any(Number),
        parentId: 0,
        name: '总经办',
        entCode: 'DEPOT',
        sort: 0,
      });
      const logistics = top.json().data.find((d: { name: string }) => d.name === '仓储物流部');
      const sub = await as('staff', 'GET', '/admin/dept/list', undefined, {
        parentId: String(logistics.deptId),
      });
      expect(sub.json().data.map((d: { name: string }) => d.name)).toEqual(['华东仓', '华南仓']);
    });

    it('creates, moves within its enterprise, and refuses a move below itself', async () => {
      const made = await as('admin', 'POST', '/admin/dept', {
        name: '质检部',
        entCode: 'DEPOT',
        sort: 9,
      });
      expect(made.statusCode).toBe(200);
      const id = made.json().data.deptId;
      const sub = await as('admin', 'POST', '/admin/dept', { name: '质检一组', parentId: id });
      expect(sub.json().data).toMatchObject({ parentId: id, entCode: 'DEPOT' });
      const loop = await as('admin', 'PUT', '/admin/dept', {
        deptId: id,
        parentId: sub.json().data.deptId,
      });
      expect(loop.statusCode).toBe(400);
      const noEnt = await as('admin', 'POST', '/admin/dept', { name: 'x', entCode: 'NOPE' });
      expect(noEnt.statusCode).toBe(400);
      expect(noEnt.json().msg).toBe('the enterprise does not exist');
      const renamed = await as('admin', 'PUT', '/admin/dept', { deptId: id, name: '品质部' });
      expect(renamed.json().data.name).toBe('品质部');
      const tree = await as('admin', 'GET', '/admin/dept/tree', undefined, { entCode: 'DEPOT' });
      const node = tree.json().data.find((d: { deptId: number }) => d.deptId === id);
      expect(node.children.map((c: { name: string }) => c.name)).toEqual(['质检一组']);
    });

    it('names a head (an enabled user, or none), whom the approval rule deptHead finds', async () => {
      const head = await createUser(t);
      const made = await as('admin', 'POST', '/admin/dept', {
        name: '审计部',
        entCode: 'DEPOT',
        leaderId: head.id,
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.deptId;
      expect(made.json().data.leaderId).toBe(head.id);
      const gone = await createUser(t, { enabled: false });
      for (const leaderId of [gone.id, 2_000_000_000]) {
        const refused = await as('admin', 'PUT', '/admin/dept', { deptId: id, leaderId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().msg).toBe('the department head must be an enabled user');
      }
      const cleared = await as('admin', 'PUT', '/admin/dept', { deptId: id, leaderId: null });
      expect(cleared.json().data.leaderId).toBeNull();
      const [row] = await t.db.select().from(department).where(eq(department.id, id));
      expect(row!.leaderId).toBeNull();
    });

    it('refuses to delete a department with sub-departments or users (409)', async () => {
      const [logistics] = await t.db
        .select()
        .from(department)
        .where(eq(department.name, '仓储物流部'));
      const withSubs = await as('admin', 'DELETE', `/admin/dept/${logistics!.id}`);
      expect(withSubs.statusCode).toBe(409);
      expect(withSubs.json().msg).toBe(
        'the department has sub-departments: delete or move them first',
      );
      const [east] = await t.db.select().from(department).where(eq(department.name, '华东仓'));
      const withUsers = await as('admin', 'DELETE', `/admin/dept/${east!.id}`);
      expect(withUsers.statusCode).toBe(409);
      // The demo staff and the east warehouse's keeper.
      expect(withUsers.json().msg).toBe('the department still has 2 user(s): move them first');
      const made = await as('admin', 'POST', '/admin/dept', { name: '临时部', entCode: 'DEPOT' });
      expect(
        (await as('admin', 'DELETE', `/admin/dept/${made.json().data.deptId}`)).statusCode,
      ).toBe(200);
      expect(await t.db.select().from(appUser).where(eq(appUser.deptId, east!.id))).toHaveLength(2);
    });
  });

  describe('positions', () => {
    it('lists to anyone, pages and sorts for the admin', async () => {
      const list = await as('staff', 'GET', '/admin/post/list');
      expect(list.json().data.map((p: { code: string }) => p.code)).toEqual([
        'GM',
        'WAREHOUSE_KEEPER',
        'BUYER',
        'ENGINEER',
        'TECHNICIAN',
      ]);
      const page = await as('admin', 'GET', '/admin/post/page', undefined, {
        sort: 'code,desc',
        size: '2',
      });
      expect(page.json().data).toMatchObject({ total: 5, current: 1, size: 2 });
      expect(page.json().data.records.map((p: { code: string }) => p.code)).toEqual([
        'WAREHOUSE_KEEPER',
        'TECHNICIAN',
      ]);
      const bad = await as('admin', 'GET', '/admin/post/page', undefined, { sort: 'secret,asc' });
      expect(bad.statusCode).toBe(400);
    });

    it('409 on a taken code or deleting a held position; CRUD otherwise', async () => {
      const dup = await as('admin', 'POST', '/admin/post', { code: 'GM', name: 'x' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().msg).toBe('the position code GM is already taken');
      const [keeper] = await t.db.select().from(post).where(eq(post.code, 'WAREHOUSE_KEEPER'));
      const held = await as('admin', 'DELETE', `/admin/post/${keeper!.id}`);
      expect(held.statusCode).toBe(409);
      expect(held.json().msg).toBe('the position is still held by 1 user(s)');

      const made = await as('admin', 'POST', '/admin/post', { code: 'QA', name: '质检员' });
      const id = made.json().data.postId;
      const edited = await as('admin', 'PUT', '/admin/post', {
        postId: id,
        name: '质检专员',
        sort: 60,
      });
      expect(edited.json().data).toMatchObject({ code: 'QA', name: '质检专员', sort: 60 });
      const taken = await as('admin', 'PUT', '/admin/post', { postId: id, code: 'GM' });
      expect(taken.statusCode).toBe(409);
      expect((await as('admin', 'DELETE', `/admin/post/${id}`)).statusCode).toBe(200);
      expect((await audited('post', id)).map((a) => a.action)).toEqual([
        'delete',
        'update',
        'create',
      ]);
    });
  });

  describe('stores', () => {
    it('lists to anyone, pages with filters for the admin', async () => {
      const list = await as('staff', 'GET', '/admin/store/list', undefined, { region: '华东' });
      expect(list.json().data.map((s: { code: string }) => s.code)).toEqual(['SH001', 'SH002']);
      const page = await as('admin', 'GET', '/admin/store/page', undefined, {
        name: '广州',
        entCode: 'DEPOT',
      });
      expect(page.json().data.records).toEqual([
        expect.objectContaining({
          code: 'GZ001',
          region: '华南',
          entCode: 'DEPOT',
          entName: '德宝资产管理有限公司',
        }),
      ]);
      const sneaky = await as('admin', 'GET', '/admin/store/page', undefined, {
        name: "%' or '1'='1",
      });
      expect(sneaky.json().data.total).toBe(0);
    });

    it('creates, changes, refuses a taken code and an unknown enterprise, deletes', async () => {
      const made = await as('admin', 'POST', '/admin/store', {
        code: 'SZ001',
        name: '深圳南山店',
        region: '华南',
        address: '深圳市南山区',
        entCode: 'DEPOT',
      });
      expect(made.statusCode).toBe(200);
      const id = made.json().data.storeId;
      const dup = await as('admin', 'POST', '/admin/store', {
        code: 'SZ001',
        name: 'x',
        entCode: 'DEPOT',
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().msg).toBe('the store code SZ001 is already taken');
      const noEnt = await as('admin', 'PUT', '/admin/store', { storeId: id, entCode: 'NOPE' });
      expect(noEnt.statusCode).toBe(400);
      const edited = await as('admin', 'PUT', '/admin/store', { storeId: id, address: null });
      expect(edited.json().data).toMatchObject({ code: 'SZ001', address: null });
      expect((await as('admin', 'DELETE', `/admin/store/${id}`)).statusCode).toBe(200);
      expect(await t.db.select().from(store).where(eq(store.id, id))).toEqual([]);
      expect((await audited('store', id)).map((a) => a.action)).toEqual([
        'delete',
        'update',
        'create',
      ]);
    });
  });

  it('answers 403 to a user without the key, and changes nothing', async () => {
    const before = await t.db.select().from(post);
    const res = await as('staff', 'POST', '/admin/post', { code: 'NOPE', name: 'x' });
    expect(res.statusCode).toBe(403);
    const del = await as(
      'staff',
      'DELETE',
      `/admin/store/${(await t.db.select().from(store))[0]!.id}`,
    );
    expect(del.statusCode).toBe(403);
    expect(await t.db.select().from(post)).toEqual(before);
  });
});
