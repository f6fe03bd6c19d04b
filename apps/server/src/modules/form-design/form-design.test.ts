import { allDataWidgets, type FormWidget } from '@depot/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, formDesign, formDesignVersion, formRecord } from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
  type TestApp,
} from '../../../test/helpers';

const design = (extra: object[] = []) => ({
  fields: [
    { kind: 'input', vModel: 'title', label: '标题', required: true },
    { kind: 'number', vModel: 'qty', label: 'Quantity', min: 1 },
    {
      kind: 'table',
      vModel: 'items',
      label: '明细',
      children: [
        { kind: 'input', vModel: 'item', label: '品名', required: true },
        { kind: 'number', vModel: 'price', label: '价格' },
        { kind: 'calculate', vModel: 'line', label: '小计', formula: 'items.price * qty' },
      ],
    },
    { kind: 'calculate', vModel: 'total', label: '合计', formula: 'items.price' },
    { kind: 'richText', vModel: 'notes', label: '备注' },
    ...extra,
  ],
});

let codes = 0;
const newCode = () => `form_${process.pid}_${++codes}`;

describe.each(areaEngines())('form designs on %s', (engine) => {
  const t: TestApp = useTestApp(engine);
  let admin: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function createDesign(body: object = {}) {
    const res = await call('POST', '/admin/form-design', {
      code: newCode(),
      name: '采购申请',
      design: design(),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; version: number };
  }

  const recordCount = async (designId: number) =>
    (
      await t.db.select({ n: count() }).from(formRecord).where(eq(formRecord.designId, designId))
    )[0]!.n;

  it('signs in the administrator', async () => {
    admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
  });

  describe('designs and their versions', () => {
    it('creates version 1, lists it by exact code or part of the name, reads it back', async () => {
      const code = newCode();
      const created = await createDesign({ code, name: '设备报修登记' });
      expect(created).toEqual({ id: expect.any(Number), version: 1 });

      const got = (await call('GET', `/admin/form-design/${created.id}`)).json().data;
      expect(got).toMatchObject({ id: created.id, code, name: '设备报修登记', version: 1 });
      // Stored as formDesignSchema reads it: defaults filled in.
      expect(got.design.fields[1]).toMatchObject({ vModel: 'qty', required: false, regList: [] });

      const byCode = await call('GET', `/admin/form-design/page?code=${code}`);
      expect(byCode.json().data).toMatchObject({ total: 1, current: 1, size: 10 });
      expect(byCode.json().data.records).toEqual([
        { id: created.id, code, name: '设备报修登记', version: 1, updatedAt: expect.any(String) },
      ]);
      const partOfCode = await call('GET', `/admin/form-design/page?code=${code.slice(0, -1)}`);
      expect(partOfCode.json().data.records.map((r: { id: number }) => r.id)).not.toContain(
        created.id,
      );
      const byName = await call('GET', `/admin/form-design/page?name=${encodeURI('报修')}`);
      expect(byName.json().data.records.map((r: { id: number }) => r.id)).toContain(created.id);
    });

    it('saves every change as a new version and keeps the old ones readable', async () => {
      const { id } = await createDesign();
      const changed = design([{ kind: 'input', vModel: 'remark', label: '备注2' }]);
      const saved = await call('PUT', `/admin/form-design/${id}`, {
        name: '采购申请（新）',
        design: changed,
      });
      expect(saved.json()).toEqual({ code: 0, msg: null, data: { id, version: 2 } });

      const current = (await call('GET', `/admin/form-design/${id}`)).json().data;
      expect(current).toMatchObject({ version: 2, currentVersion: 2, name: '采购申请（新）' });
      expect(current.design.fields).toHaveLength(6);
      const old = (await call('GET', `/admin/form-design/${id}?version=1`)).json().data;
      expect(old).toMatchObject({ version: 1, currentVersion: 2 });
      expect(old.design.fields).toHaveLength(5);
      expect((await call('GET', `/admin/form-design/${id}?version=3`)).statusCode).toBe(404);

      const versions = (await call('GET', `/admin/form-design/${id}/versions`)).json().data;
      expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
      expect(versions[0]).toMatchObject({ createdByName: '管理员' });
    });

    it('refuses a save based on a version that is no longer current (409)', async () => {
      const { id } = await createDesign();
      const first = await call('PUT', `/admin/form-design/${id}`, {
        name: 'A',
        design: design(),
        baseVersion: 1,
      });
      expect(first.json().data).toEqual({ id, version: 2 });
      const stale = await call('PUT', `/admin/form-design/${id}`, {
        name: 'B',
        design: design(),
        baseVersion: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        code: 1,
        msg: 'someone else saved this form meanwhile (it is now version 2): reload it and make your changes again',
        data: null,
      });
      const got = (await call('GET', `/admin/form-design/${id}`)).json().data;
      expect(got).toMatchObject({ version: 2, name: 'A' });
    });

    it('refuses a taken code with 409, and frees the code of a deleted design', async () => {
      const code = newCode();
      const { id } = await createDesign({ code });
      const taken = await call('POST', '/admin/form-design', { code, name: 'x', design: design() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().msg).toBe(`the form code ${code} is already taken`);

      expect((await call('DELETE', `/admin/form-design/${id}`)).json().data).toBe(true);
      expect((await call('GET', `/admin/form-design/${id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/admin/form-design/${id}`)).statusCode).toBe(404);
      const page = (await call('GET', `/admin/form-design/page?code=${code}`)).json().data;
      expect(page.total).toBe(0);
      const again = await call('POST', '/admin/form-design', { code, name: 'y', design: design() });
      expect(again.statusCode).toBe(200);
    });

    it('refuses a broken design with a 400 naming the problem, storing nothing', async () => {
      const [before] = await t.db.select({ n: count() }).from(formDesign);
      const duplicate = design([{ kind: 'input', vModel: 'title', label: 'again' }]);
      const res = await call('POST', '/admin/form-design', {
        code: newCode(),
        name: 'x',
        design: duplicate,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('design.fields.5.vModel: Duplicate vModel "title"');

      const unknownRef = await call('POST', '/admin/form-design', {
        code: newCode(),
        name: 'x',
        design: design([{ kind: 'calculate', vModel: 'c', formula: 'nothing * 2' }]),
      });
      expect(unknownRef.statusCode).toBe(400);
      expect(unknownRef.json().msg).toBe(
        'design.fields.5.formula: Formula refers to unknown field "nothing"',
      );

      const badKind = await call('POST', '/admin/form-design', {
        code: newCode(),
        name: 'x',
        design: { fields: [{ kind: 'rocket', vModel: 'a' }] },
      });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json().msg).toMatch(/^design\.fields\.0\.kind: /);

      const badCode = await call('POST', '/admin/form-design', {
        code: '../etc',
        name: 'x',
        design: design(),
      });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().msg).toBe('code: must be 1 to 64 letters, digits, _ or -');

      const { id } = await createDesign();
      const badUpdate = await call('PUT', `/admin/form-design/${id}`, {
        name: 'x',
        design: duplicate,
      });
      expect(badUpdate.statusCode).toBe(400);
      expect((await call('GET', `/admin/form-design/${id}`)).json().data.version).toBe(1);
      const [after] = await t.db.select({ n: count() }).from(formDesign);
      expect(after!.n).toBe(before!.n + 1);
    });

    it('copies the current version under a new code, naming the copy in the caller’s language', async () => {
      const code = newCode();
      const { id } = await createDesign({ code, name: '巡检表' });
      await call('PUT', `/admin/form-design/${id}`, {
        name: '巡检表',
        design: design([{ kind: 'switch', vModel: 'ok', label: '正常' }]),
      });
      const first = await call('POST', `/admin/form-design/${id}/copy`);
      expect(first.json().data).toEqual({ id: expect.any(Number), version: 1 });
      const copy = (await call('GET', `/admin/form-design/${first.json().data.id}`)).json().data;
      expect(copy).toMatchObject({ code: `${code}-copy`, name: '巡检表 (copy)', version: 1 });
      expect(copy.design).toEqual(
        (await call('GET', `/admin/form-design/${id}`)).json().data.design,
      );

      const second = await t.app.inject({
        method: 'POST',
        url: `/admin/form-design/${id}/copy`,
        headers: { ...admin, 'accept-language': 'zh-CN' },
      });
      const copy2 = (await call('GET', `/admin/form-design/${second.json().data.id}`)).json().data;
      expect(copy2).toMatchObject({ code: `${code}-copy-2`, name: '巡检表（副本）' });

      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'form_design'),
            eq(auditLog.entityId, String(second.json().data.id)),
          ),
        );
      expect(audit).toMatchObject({ entity: 'form_design', action: 'create', actorName: 'admin' });
      expect(audit!.after).toMatchObject({ copiedFrom: { id, version: 2 } });
    });

    it('keeps a long code within 64 characters when copying', async () => {
      const code = 'x'.repeat(64);
      const { id } = await createDesign({ code });
      const res = await call('POST', `/admin/form-design/${id}/copy`);
      const copy = (await call('GET', `/admin/form-design/${res.json().data.id}`)).json().data;
      expect(copy.code).toBe(`${'x'.repeat(59)}-copy`);
    });
  });

  describe('rich-text defaults', () => {
    const hostile =
      '<p>ok<img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">x</a></p>';
    const clean = '<p>ok<a rel="noopener noreferrer">x</a></p>';
    /** A rich-text widget in every place a design can hold one: top level, row, table. */
    const everywhere = () => ({
      fields: [
        { kind: 'richText', vModel: 'top', label: 'Top', defaultValue: hostile },
        {
          kind: 'row',
          children: [{ kind: 'richText', vModel: 'inRow', label: 'Row', defaultValue: hostile }],
        },
        {
          kind: 'table',
          vModel: 'lines',
          label: 'Lines',
          children: [{ kind: 'richText', vModel: 'cell', label: 'Cell', defaultValue: hostile }],
        },
      ],
    });

    it('are sanitised on every save, wherever the widget sits', async () => {
      const richTextDefaults = (stored: { fields: FormWidget[] }) =>
        allDataWidgets(stored.fields)
          .filter((p) => p.widget.kind === 'richText')
          .map((p) => p.widget.defaultValue);
      const { id } = await createDesign({ design: everywhere() });
      const created = (await call('GET', `/admin/form-design/${id}`)).json().data;
      expect(richTextDefaults(created.design)).toEqual([clean, clean, clean]);

      const saved = await call('PUT', `/admin/form-design/${id}`, {
        name: 'again',
        design: everywhere(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const updated = (await call('GET', `/admin/form-design/${id}`)).json().data;
      expect(richTextDefaults(updated.design)).toEqual([clean, clean, clean]);
      const [row] = await t.db.select().from(formDesign).where(eq(formDesign.id, id));
      expect(JSON.stringify(row)).not.toMatch(/onerror|<script|javascript:/);
    });
  });

  describe('submitting form data', () => {
    it('stores valid data with calculate fields recomputed (a submitted total is replaced)', async () => {
      const { id } = await createDesign();
      const res = await call('POST', `/admin/form-design/${id}/submit`, {
        data: {
          title: '办公椅',
          qty: 2,
          items: [
            { item: '椅子', price: 100.5, line: 1 },
            { item: '扶手', price: 20, line: 999 },
          ],
          total: 999_999,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ recordId: expect.any(Number), version: 1 });

      const record = (await call('GET', `/admin/form-record/${res.json().data.recordId}`)).json()
        .data;
      expect(record).toMatchObject({ designId: id, version: 1, createdByName: '管理员' });
      expect(record.data.total).toBe(120.5);
      expect(record.data.items).toEqual([
        { item: '椅子', price: 100.5, line: 201 },
        { item: '扶手', price: 20, line: 40 },
      ]);
      expect(record.design.fields).toHaveLength(5);

      const page = (await call('GET', `/admin/form-design/${id}/records`)).json().data;
      expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
      expect(page.records[0]).toMatchObject({ id: res.json().data.recordId, version: 1 });
    });

    it('sanitises rich text before storing it', async () => {
      const { id } = await createDesign();
      const res = await call('POST', `/admin/form-design/${id}/submit`, {
        data: {
          title: 'x',
          notes:
            '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)">' +
            '<a href="javascript:alert(3)">bad</a> <a href="https://example.com">ok</a></p>',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const record = (await call('GET', `/admin/form-record/${res.json().data.recordId}`)).json()
        .data;
      expect(record.data.notes).toBe(
        '<p>Hi<a rel="noopener noreferrer">bad</a> ' +
          '<a href="https://example.com" rel="noopener noreferrer">ok</a></p>',
      );
    });

    it('refuses invalid data with a 400 naming the fields in the caller’s language, storing nothing', async () => {
      const { id } = await createDesign();
      const data = { qty: 0, items: [{ price: 1 }], extra: 'x' };
      const en = await call('POST', `/admin/form-design/${id}/submit`, { data });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        code: 1,
        msg:
          'please correct the form: extra: this field is not in the form; 标题: cannot be empty; ' +
          'Quantity: must not be less than 1; 明细 row 1 "品名": cannot be empty',
        data: null,
      });
      const zh = await t.app.inject({
        method: 'POST',
        url: `/admin/form-design/${id}/submit`,
        headers: { ...admin, 'accept-language': 'zh-CN,zh;q=0.9' },
        payload: { data },
      });
      expect(zh.statusCode).toBe(400);
      expect(zh.json().msg).toBe(
        '请检查表单：extra：表单中没有此字段；标题：不能为空；Quantity：不能小于 1；明细第 1 行“品名”：不能为空',
      );

      const wrongType = await call('POST', `/admin/form-design/${id}/submit`, {
        data: { title: 5 },
      });
      expect(wrongType.json().msg).toBe(
        'please correct the form: 标题: wrong type of value (expected string)',
      );
      const notAnObject = await call('POST', `/admin/form-design/${id}/submit`, { data: [] });
      expect(notAnObject.json().msg).toBe(
        'please correct the form: form data: wrong type of value (expected object)',
      );
      expect(await recordCount(id)).toBe(0);
    });

    it('keeps the version a record was filled in with after the design changes', async () => {
      const { id } = await createDesign();
      const v1 = await call('POST', `/admin/form-design/${id}/submit`, { data: { title: 'v1' } });
      await call('PUT', `/admin/form-design/${id}`, {
        name: '采购申请',
        design: design([{ kind: 'input', vModel: 'dept', label: '部门', required: true }]),
      });
      const v2 = await call('POST', `/admin/form-design/${id}/submit`, {
        data: { title: 'v2', dept: '财务部' },
      });
      expect(v2.json().data).toEqual({ recordId: expect.any(Number), version: 2 });
      // The new required field applies to new records only.
      const missing = await call('POST', `/admin/form-design/${id}/submit`, {
        data: { title: 'v2' },
      });
      expect(missing.json().msg).toBe('please correct the form: 部门: cannot be empty');

      const old = (await call('GET', `/admin/form-record/${v1.json().data.recordId}`)).json().data;
      expect(old).toMatchObject({ version: 1, data: { title: 'v1', total: 0 } });
      expect(old.design.fields.map((f: { vModel: string }) => f.vModel)).not.toContain('dept');
      const page = (await call('GET', `/admin/form-design/${id}/records`)).json().data;
      expect(page.records.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    });

    it('keeps the records of a deleted design readable and takes no new ones', async () => {
      const { id } = await createDesign();
      const sent = await call('POST', `/admin/form-design/${id}/submit`, { data: { title: 'a' } });
      await call('DELETE', `/admin/form-design/${id}`);
      const late = await call('POST', `/admin/form-design/${id}/submit`, { data: { title: 'b' } });
      expect(late.statusCode).toBe(404);
      const record = await call('GET', `/admin/form-record/${sent.json().data.recordId}`);
      expect(record.json().data).toMatchObject({ designId: id, data: { title: 'a' } });
      expect((await call('GET', `/admin/form-design/${id}/records`)).json().data.total).toBe(1);
      expect((await call('GET', '/admin/form-record/999999999')).statusCode).toBe(404);
    });

    it('answers a 400, not a 500, when a stored design no longer passes the rules', async () => {
      const { id } = await createDesign();
      await t.db
        .update(formDesignVersion)
        .set({ design: { fields: [{ kind: 'rocket', vModel: 'a' }] } })
        .where(eq(formDesignVersion.designId, id));
      const res = await call('POST', `/admin/form-design/${id}/submit`, { data: { title: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        'please correct the form: form data: the form design is broken; contact the developer',
      );
      expect(await recordCount(id)).toBe(0);
    });

    it('has the demo asset category form, whose total sums the parts', async () => {
      const page = (await call('GET', '/admin/form-design/page?code=asset-category')).json().data;
      expect(page.records).toEqual([expect.objectContaining({ name: '资产类别表单', version: 1 })]);
      const id = page.records[0].id;
      const res = await call('POST', `/admin/form-design/${id}/submit`, {
        data: {
          name: '笔记本电脑',
          code: 'IT-01',
          unit: 'set',
          parts: [
            { partName: '主机', qty: 1, price: '5999.00' },
            { partName: '扩展坞', qty: 2, price: '299.50' },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const record = (await call('GET', `/admin/form-record/${res.json().data.recordId}`)).json()
        .data;
      expect(record.data.total).toBe(6598);
      expect(record.data.parts[1].subtotal).toBe(599);
      const badCode = await call('POST', `/admin/form-design/${id}/submit`, {
        data: { name: 'x', code: 'it1', unit: 'set' },
      });
      expect(badCode.json().msg).toBe('please correct the form: 类别编码: 编码格式如 IT-01');
    });
  });

  describe('access', () => {
    it('answers 403 to users without the keys and changes nothing', async () => {
      const { id } = await createDesign();
      for (const roles of [[], ['staff']]) {
        const user = await createUser(t, { roles });
        const headers = bearer((await signIn(t, user.username, user.password)).access_token);
        const answers = await Promise.all([
          call('GET', '/admin/form-design/page', undefined, headers),
          call('GET', `/admin/form-design/${id}`, undefined, headers),
          call(
            'POST',
            '/admin/form-design',
            { code: newCode(), name: 'x', design: design() },
            headers,
          ),
          call('PUT', `/admin/form-design/${id}`, { name: 'x', design: design() }, headers),
          call('POST', `/admin/form-design/${id}/copy`, undefined, headers),
          call('DELETE', `/admin/form-design/${id}`, undefined, headers),
          call('POST', `/admin/form-design/${id}/submit`, { data: { title: 'x' } }, headers),
          call('GET', `/admin/form-design/${id}/records`, undefined, headers),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(403));
      }
      expect((await call('GET', `/admin/form-design/${id}`)).json().data.version).toBe(1);
      expect(await recordCount(id)).toBe(0);
    });
  });
});
