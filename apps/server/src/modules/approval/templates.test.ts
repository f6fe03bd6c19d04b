import { PERMISSIONS, type ApprovalTemplateWire } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalTemplate, approvalTemplateVersion, auditLog, role, store } from '../../db/schema';
import { newWarehouse } from '../warehouse/test-fixtures';
import { roleGranting } from '../../../test/security/actors';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalDocHandler } from './doc-handler';
import type { ApprovalEngine } from './engine';
import {
  act,
  admin,
  createTemplate,
  FAKE_TYPE,
  fakeDocuments,
  newBand,
  setAsideDemoTemplates,
  noticesOf,
  person,
  read,
  step,
  submit,
  type Person,
} from './test-fixtures';

const K = PERMISSIONS.approval.template;

/** A type whose handler cannot preview (it gives no previewFacts). */
const unpreviewable: ApprovalDocHandler = {
  docType: 'rollback',
  facts: async () => {
    throw new Error('not used');
  },
  apply: async () => {},
  onOutcome: async () => {},
  detail: async () => ({}),
};

/** Flow templates: who may manage them, versions, deletion, references, the preview. */
describe.each(areaEngines())('flow templates on %s', (engine) => {
  const docs = fakeDocuments();
  let approvals: ApprovalEngine;
  const t = useTestApp(engine, {
    build: {
      approvals: (e) => {
        e.override(docs.handler);
        e.override(unpreviewable);
        approvals = e;
      },
    },
  });
  let boss: Person;
  beforeAll(async () => {
    boss = await admin(t);
    await setAsideDemoTemplates(t);
  });

  async function holding(keys: string[]): Promise<Person> {
    return person(t, [(await roleGranting(t, keys)).code]);
  }

  const update = (by: Person, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/approval/template', headers: by.headers, payload: body });

  const getTemplate = async (id: number) =>
    (await t.app.inject({ url: `/approval/template/${id}`, headers: boss.headers })).json<{
      data: ApprovalTemplateWire;
    }>().data;

  it('needs its key for each call; the approval centre needs none', async () => {
    const nobody = await person(t);
    const viewer = await holding([K.view]);
    const band = newBand();
    const created = await createTemplate(t, boss, band, [step({ kind: 'deptHead' })]);
    const body = {
      docType: FAKE_TYPE,
      name: 'x',
      steps: [step({ kind: 'deptHead' })],
    };
    const calls = [
      { method: 'GET' as const, url: '/approval/template/page', key: K.view },
      { method: 'GET' as const, url: `/approval/template/${created.templateId}`, key: K.view },
      {
        method: 'POST' as const,
        url: '/approval/template/preview',
        key: K.view,
        payload: { docType: FAKE_TYPE, applicantId: nobody.id, payload: { amount: band } },
      },
      { method: 'POST' as const, url: '/approval/template', key: K.add, payload: body },
      {
        method: 'PUT' as const,
        url: '/approval/template',
        key: K.edit,
        payload: { ...body, templateId: created.templateId, version: 1 },
      },
      { method: 'DELETE' as const, url: `/approval/template/${created.templateId}`, key: K.del },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: nobody.headers });
      expect(res.statusCode, call.url).toBe(403);
      if (call.key === K.view) {
        const seen = await t.app.inject({ ...call, headers: viewer.headers });
        expect(seen.statusCode, `${call.url} ${seen.body}`).toBe(200);
      } else {
        expect((await t.app.inject({ ...call, headers: viewer.headers })).statusCode).toBe(403);
      }
    }
    for (const url of ['/approval/page', '/approval/counts']) {
      expect((await t.app.inject({ url, headers: nobody.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('saves each change as a new version; a running request keeps the one it started on', async () => {
    const [a, b, c, d] = [await person(t), await person(t), await person(t), await person(t)];
    const applicant = await person(t);
    const band = newBand();
    const created = await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [a.id] }, 'any', { name: '一' }),
      step({ kind: 'users', userIds: [b.id] }, 'any', { name: '二' }),
    ]);
    expect(created.version).toBe(1);
    const running = await submit(t, approvals, docs.add(band), applicant.id);

    const v1 = await getTemplate(created.templateId);
    const saved = await update(boss, {
      ...v1,
      templateId: created.templateId,
      version: 1,
      name: '新版',
      steps: [
        step({ kind: 'users', userIds: [c.id] }, 'any', { name: '新一' }),
        step({ kind: 'users', userIds: [d.id] }, 'any', { name: '新二' }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, name: '新版', pendingCount: 1 });
    expect(saved.json().data.steps.map((s: { name: string }) => s.name)).toEqual(['新一', '新二']);
    // A save naming the version it replaced again is stale: 409, nothing changes.
    const stale = await update(boss, { ...v1, templateId: created.templateId, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/version 2/);
    expect((await getTemplate(created.templateId)).name).toBe('新版');
    const versions = await t.db
      .select({ version: approvalTemplateVersion.version, name: approvalTemplateVersion.name })
      .from(approvalTemplateVersion)
      .where(eq(approvalTemplateVersion.templateId, created.templateId))
      .orderBy(approvalTemplateVersion.version);
    expect(versions).toEqual([
      { version: 1, name: `模板 ${band}` },
      { version: 2, name: '新版' },
    ]);

    // The running request goes on with version 1's approvers…
    expect((await read(t, a, running.requestId)).templateVersion).toBe(1);
    expect((await act(t, a, running.requestId, 'approve')).statusCode).toBe(200);
    expect((await noticesOf(t, running.requestId)).map((n) => n.recipientId)).toEqual([a.id, b.id]);
    // …and a new one starts on version 2.
    const fresh = await submit(t, approvals, docs.add(band), applicant.id);
    const detail = await read(t, c, fresh.requestId);
    expect(detail).toMatchObject({ templateName: '新版', templateVersion: 2 });
    // Both saves are audited with their steps.
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'approval_template'));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('refuses to delete a template a request in approval runs on, then allows it', async () => {
    const approver = await person(t);
    const applicant = await person(t);
    const band = newBand();
    const created = await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [approver.id] }),
    ]);
    const r = await submit(t, approvals, docs.add(band), applicant.id);
    const url = `/approval/template/${created.templateId}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: boss.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      '1 request(s) in approval still run on this template: it can be deleted once they end',
    );
    expect((await act(t, approver, r.requestId, 'approve')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: boss.headers })).statusCode).toBe(
      200,
    );
    expect(
      await t.db.select().from(approvalTemplate).where(eq(approvalTemplate.id, created.templateId)),
    ).toEqual([]);
    // The finished request still shows the template it ran on.
    expect(await read(t, applicant, r.requestId)).toMatchObject({
      templateName: `模板 ${band}`,
      templateVersion: 1,
    });
  });

  it('refuses a template naming people, roles or categories that do not exist (400)', async () => {
    const band = newBand();
    const [someRole] = await t.db.select({ id: role.id }).from(role).limit(1);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ steps: [step({ kind: 'users', userIds: [2_000_000_000] })] }, /users do not exist/],
      [{ steps: [step({ kind: 'role', roleId: 2_000_000_000 })] }, /step 1: the role/],
      [
        {
          steps: [step({ kind: 'role', roleId: someRole!.id })],
          condition: { categoryIds: [2_000_000_000] },
        },
        /categories do not exist/,
      ],
      [{ steps: [] }, /steps/],
      [{ steps: [step({ kind: 'deptHead' }, 'any', { timeoutHours: 0 })] }, /timeoutHours/],
      [
        {
          steps: [step({ kind: 'deptHead' })],
          condition: { minAmount: '10', maxAmount: '5' },
        },
        /maxAmount/,
      ],
    ];
    for (const [more, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/approval/template',
        headers: boss.headers,
        payload: { docType: FAKE_TYPE, name: `坏模板 ${band}`, ...more },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    const page = await t.app.inject({
      url: `/approval/template/page?name=${encodeURIComponent(`坏模板 ${band}`)}`,
      headers: boss.headers,
    });
    expect(page.json().data.total).toBe(0);
  });

  it('pages templates with filters and allow-listed sorts', async () => {
    const band = newBand();
    await createTemplate(t, boss, band, [step({ kind: 'deptHead' })], {
      name: `排序 ${band} 甲`,
      priority: 3,
    });
    await createTemplate(t, boss, band, [step({ kind: 'deptHead' })], {
      name: `排序 ${band} 乙`,
      priority: 7,
    });
    const page = await t.app.inject({
      url: `/approval/template/page?docType=${FAKE_TYPE}&name=${encodeURIComponent(`排序 ${band}`)}&sort=priority,desc`,
      headers: boss.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.records.map((r: { priority: number }) => r.priority)).toEqual([7, 3]);
    const bad = await t.app.inject({
      url: '/approval/template/page?sort=condition,asc',
      headers: boss.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('previews who would approve a document an applicant would submit', async () => {
    const applicant = await person(t);
    const approver = await person(t);
    const band = newBand();
    const created = await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [approver.id] }, 'any', { name: '审批' }),
      step({ kind: 'users', userIds: [applicant.id] }, 'any', { name: '自审' }),
    ]);
    const preview = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/approval/template/preview',
        headers: boss.headers,
        payload: body,
      });
    const res = await preview({
      docType: FAKE_TYPE,
      applicantId: applicant.id,
      payload: { amount: band },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      templateId: created.templateId,
      templateName: `模板 ${band}`,
      version: 1,
      steps: [
        { name: '审批', state: 'coming', expected: [{ userId: approver.id }] },
        // The applicant would approve their own: skipped.
        { name: '自审', state: 'skipped', expected: [] },
      ],
    });
    // Nothing was written.
    expect(await approvals.requestOf(t.db, FAKE_TYPE, 0)).toBeNull();

    const none = await preview({
      docType: FAKE_TYPE,
      applicantId: applicant.id,
      payload: { amount: newBand() },
    });
    expect(none.statusCode).toBe(409);
    const nobody = await preview({ docType: FAKE_TYPE, applicantId: 2_000_000_000, payload: {} });
    expect(nobody.statusCode).toBe(400);
    const cannot = await preview({ docType: 'rollback', applicantId: applicant.id, payload: {} });
    expect(cannot.statusCode).toBe(400);
    expect(cannot.json().msg).toBe('documents of type rollback cannot be previewed');
  });

  it('answers the preview’s warehouse and lock choices to whoever may see templates, by text', async () => {
    const viewer = await holding([K.view]);
    const nobody = await person(t);
    const w = await newWarehouse(t, boss, { name: '预览测试仓' });
    const [shop] = await t.db.select({ id: store.id, name: store.name }).from(store).limit(1);
    const made = await t.app.inject({
      method: 'POST',
      url: '/doorlock',
      headers: boss.headers,
      payload: { storeId: shop!.id, door: '预览门', model: 'Yale', serialNo: 'PREVIEW-1' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const choices = (docType: string, q: string, by = viewer) =>
      t.app.inject({
        url: `/approval/template/preview/choices?docType=${docType}&q=${encodeURIComponent(q)}`,
        headers: by.headers,
      });
    // The viewer holds neither the warehouse nor the door-lock keys.
    const warehouses = await choices('warehouseIn', '预览测试');
    expect(warehouses.statusCode, warehouses.body).toBe(200);
    expect(warehouses.json().data).toEqual([
      { id: w, label: expect.stringMatching(/^预览测试仓 \(WH-T\d+\)$/) },
    ]);
    const locks = await choices('doorPassword', 'PREVIEW-1');
    expect(locks.json().data).toEqual([
      { id: made.json().data.lockId, label: `${shop!.name} 预览门 (PREVIEW-1)` },
    ]);
    expect((await choices('doorPassword', '没有这样的门')).json().data).toEqual([]);
    // A type whose preview asks nothing more answers nothing.
    expect((await choices('lending', '')).json().data).toEqual([]);
    expect((await choices('warehouseIn', '', nobody)).statusCode).toBe(403);
    expect((await choices('noSuchType', '')).statusCode).toBe(400);
  });
});
