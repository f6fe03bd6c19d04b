import { COST_VISA_LINK_AREA, NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { upload } from '../ware-order/test-fixtures';
import { adminOf, call, noticesTo, type Harness, type Person } from '../warehouse/test-fixtures';
import { costVisa, project, projectDeduction } from './tables';
import {
  SIGNED,
  completion,
  day,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stageAction,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;

let serial = 0;

/** A flow template for cost visas: one step decided by `approverId`, above any other. */
async function visaFlow(t: Harness, admin: Person, approverId: number) {
  const res = await call(t, admin, 'POST', '/approval/template', {
    docType: 'costVisa',
    name: `test cost visa ${++serial}-${process.pid}`,
    priority: Math.min(900 + serial, 1000),
    steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function addVisa(t: Harness, by: Person, body: Record<string, unknown>) {
  const res = await call(t, by, 'POST', '/item/visa/add', {
    title: '签证',
    reason: '现场变更',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; status: string; requestId: number | null };
}

/** Starts and finishes every stage of the five-stage template in order, signing its gate. */
async function finishAll(t: Harness, by: Person, stages: Array<{ id: number }>) {
  const [design, hidden, decoration, signage, completion] = stages;
  await stageAction(t, by, 'start', { stageId: design!.id, day: day(-30) });
  await stageAction(t, by, 'finish', { stageId: design!.id, day: day(-28) });
  await stageAction(t, by, 'start', { stageId: hidden!.id, day: day(-27) });
  await stageAction(t, by, 'finish', { stageId: hidden!.id, day: day(-24) });
  await stageAction(t, by, 'sign', { stageId: hidden!.id, note: '已验', signature: SIGNED });
  await stageAction(t, by, 'start', { stageId: signage!.id, day: day(-27) });
  await stageAction(t, by, 'finish', { stageId: signage!.id, day: day(-26) });
  await stageAction(t, by, 'start', { stageId: decoration!.id, day: day(-23) });
  await stageAction(t, by, 'finish', { stageId: decoration!.id, day: day(-19) });
  await stageAction(t, by, 'start', { stageId: completion!.id, day: day(-18) });
  await stageAction(t, by, 'finish', { stageId: completion!.id, day: day(-17) });
}

describe.each(areaEngines())('project settlement on %s', (engine) => {
  const t = useTestApp(engine);

  it('counts approved visas only in the statement, exact to the cent, and tells approver and applicant (36, 37)', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.visa]);
    await visaFlow(t, admin, approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin), {
      contractAmount: '420000.50',
    });
    const extra = await addVisa(t, site, {
      projectId: made.id,
      stageId: made.stages[1]!.id,
      amount: '3000.50',
      submit: true,
    });
    expect(extra).toMatchObject({ status: 'pending' });
    expect(extra.code).toMatch(/^QZ\d{14}$/);
    const saving = await addVisa(t, site, { projectId: made.id, amount: '-1200.25', submit: true });
    const waiting = await addVisa(t, site, { projectId: made.id, amount: '888.88', submit: true });
    expect(waiting.status).toBe('pending');
    const draft = await addVisa(t, site, { projectId: made.id, amount: '100' });
    expect(draft).toMatchObject({ status: 'draft', requestId: null });
    await decide(t, approver, extra.requestId!, 'approve');
    await decide(t, approver, saving.requestId!, 'reject');
    const deducted = await call(t, admin, 'POST', '/item/deduction/add', {
      projectId: made.id,
      reason: '延期罚款',
      amount: '500.10',
    });
    expect(deducted.statusCode, deducted.body).toBe(200);

    const res = await call(t, admin, 'GET', `/item/statement?projectId=${made.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    expect(statement).toMatchObject({
      contractAmount: '420000.50',
      visaTotal: '3000.50',
      deductionTotal: '500.10',
      total: '422500.90',
      totalUpper: '肆拾贰万贰仟伍佰元玖角整',
    });
    expect(
      statement.visas.map((v: { amount: string; status: string; counted: boolean }) => [
        v.amount,
        v.status,
        v.counted,
      ]),
    ).toEqual([
      ['3000.50', 'approved', true],
      ['-1200.25', 'rejected', false],
      ['888.88', 'pending', false],
      ['100.00', 'draft', false],
    ]);
    expect(statement.visas[1].amountUpper).toBe('负壹仟贰佰元贰角伍分');
    expect(statement.deductions.map((d: { reason: string }) => d.reason)).toEqual(['延期罚款']);
    const detail = (await call(t, admin, 'GET', `/item/detail?id=${made.id}`)).json().data;
    expect(detail).toMatchObject({
      statementTotal: '422500.90',
      visas: { count: 4, approvedTotal: '3000.50', pendingCount: 1, pendingTotal: '888.88' },
    });
    // The approver was asked three times (36); the applicant told twice (37). Each opens the
    // visa itself (/item/cost-visa-detail?id=), not the approval request.
    const asked = await noticesTo(t, approver.id, NOTICE_TYPES.costVisaApproval);
    expect(asked.map((n) => [n.linkArea, n.linkId])).toEqual(
      [extra, saving, waiting].map((v) => [COST_VISA_LINK_AREA, String(v.id)]),
    );
    const told = await noticesTo(t, site.id, NOTICE_TYPES.costVisaApplication);
    expect(told).toHaveLength(2);
    expect(told.map((n) => n.text)).toEqual([
      expect.stringContaining(extra.code),
      expect.stringContaining(saving.code),
    ]);
    expect(told.map((n) => [n.linkArea, n.linkId])).toEqual(
      [extra, saving].map((v) => [COST_VISA_LINK_AREA, String(v.id)]),
    );
    // The drawer still approves from 36: the waiting visa's request is found by the visa.
    const docs = [extra, waiting].map((v) => `document=costVisa:${v.id}`).join('&');
    const open = await call(t, approver, 'GET', `/approval/tasks?${docs}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toEqual([
      expect.objectContaining({
        requestId: waiting.requestId,
        docType: 'costVisa',
        documentId: waiting.id,
      }),
    ]);
    // The draft is submitted by its applicant.
    const submitted = await call(t, site, 'POST', '/item/visa/submit', { id: draft.id });
    expect(submitted.json().data).toMatchObject({ status: 'pending' });
  });

  it('refuses to complete a project with open stages (naming them) or visas in approval, then takes no more writes', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    await visaFlow(t, admin, approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const checklist = await newAcceptanceTemplate(t, admin);
    const early = await call(t, admin, 'POST', '/item/complete', completion(made.id, checklist));
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(
      `project ${made.code} still has stages not done: 设计, 隐蔽工程, 装饰, 招牌, 竣工`,
    );
    await finishAll(t, admin, made.stages);
    const visa = await addVisa(t, admin, { projectId: made.id, amount: '250.00', submit: true });
    const waiting = await call(t, admin, 'POST', '/item/complete', completion(made.id, checklist));
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().msg).toBe(`project ${made.code} still has 1 cost visa(s) in approval`);
    await decide(t, approver, visa.requestId!, 'approve');
    const draft = await addVisa(t, admin, { projectId: made.id, amount: '10' });
    const deduction = await call(t, admin, 'POST', '/item/deduction/add', {
      projectId: made.id,
      reason: '保洁',
      amount: '20',
    });
    const deductionId = deduction.json().data[0].id;
    const done = await call(t, admin, 'POST', '/item/complete', completion(made.id, checklist));
    expect(done.statusCode, done.body).toBe(200);
    const after = await call(t, admin, 'GET', `/item/detail?id=${made.id}`);
    expect(after.json().data).toMatchObject({
      status: 'completed',
      actualEnd: day(0),
      canComplete: false,
    });
    const closed = `project ${made.code} is completed or discarded: it takes no more changes`;
    for (const [method, url, body] of [
      ['POST', '/item/visa/add', { projectId: made.id, title: 'x', reason: 'x', amount: '1' }],
      ['POST', '/item/visa/submit', { id: draft.id }],
      ['POST', '/item/deduction/add', { projectId: made.id, reason: 'x', amount: '1' }],
      ['DELETE', `/item/deduction/remove?id=${deductionId}`, undefined],
      ['POST', '/item/stage/sign', { stageId: made.stages[1]!.id, signature: SIGNED }],
      ['POST', '/item/complete', completion(made.id, checklist)],
    ] as const) {
      const res = await call(t, admin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().msg).toBe(closed);
    }
    expect(await t.db.$count(costVisa, eq(costVisa.projectId, made.id))).toBe(2);
    expect(await t.db.$count(projectDeduction, eq(projectDeduction.projectId, made.id))).toBe(1);
    const statement = (await call(t, admin, 'GET', `/item/statement?projectId=${made.id}`)).json()
      .data;
    expect(statement).toMatchObject({ visaTotal: '250.00', deductionTotal: '20.00' });
  });

  it('asks for the visa and completion keys, refuses bad amounts, and keeps another store’s project out of sight', async () => {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const viewer = await person(t, [P.view, P.edit]);
    for (const [method, url, body] of [
      ['POST', '/item/visa/add', { projectId: made.id, title: 'x', reason: 'x', amount: '1' }],
      ['POST', '/item/deduction/add', { projectId: made.id, reason: 'x', amount: '1' }],
      ['POST', '/item/complete', completion(made.id, 1)],
    ] as const) {
      expect((await call(t, viewer, method, url, body)).statusCode, url).toBe(403);
    }
    for (const amount of ['0', '0.00', '1.005', 'abc', '']) {
      const res = await call(t, admin, 'POST', '/item/visa/add', {
        projectId: made.id,
        title: 'x',
        reason: 'x',
        amount,
      });
      expect(res.statusCode, amount).toBe(400);
    }
    for (const amount of ['0', '-5', '1.234']) {
      const res = await call(t, admin, 'POST', '/item/deduction/add', {
        projectId: made.id,
        reason: 'x',
        amount,
      });
      expect(res.statusCode, amount).toBe(400);
    }
    const badStage = await call(t, admin, 'POST', '/item/visa/add', {
      projectId: made.id,
      stageId: 999_999,
      title: 'x',
      reason: 'x',
      amount: '1',
    });
    expect(badStage.statusCode).toBe(400);
    const badFile = await call(t, admin, 'POST', '/item/visa/add', {
      projectId: made.id,
      title: 'x',
      reason: 'x',
      amount: '1',
      fileIds: ['nope'],
    });
    expect(badFile.statusCode).toBe(400);
    expect(await t.db.$count(costVisa, eq(costVisa.projectId, made.id))).toBe(0);
    expect(await t.db.$count(projectDeduction, eq(projectDeduction.projectId, made.id))).toBe(0);
    // A caller without the project's store in scope: 404 on its visas, deductions, statement.
    const [row] = await t.db.select().from(project).where(eq(project.id, made.id));
    const [, second] = await stores(t);
    expect(second!.id).not.toBe(row!.storeId);
    const elsewhere = await person(t, Object.values(P), 'stores', [second!.id]);
    for (const url of [
      `/item/visa/page?projectId=${made.id}`,
      `/item/deduction/list?projectId=${made.id}`,
      `/item/statement?projectId=${made.id}`,
    ]) {
      expect((await call(t, elsewhere, 'GET', url)).statusCode, url).toBe(404);
    }
  });

  it('lets whoever sees the project read a visa’s evidence, and nobody else', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    await visaFlow(t, admin, approver.id);
    const site = await person(t, [P.view, P.visa]);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const fileId = await upload(t, site, 'site photo');
    const visa = await addVisa(t, site, {
      projectId: made.id,
      amount: '150.00',
      fileIds: [fileId],
      submit: true,
    });
    const detail = await call(t, approver, 'GET', `/item/visa/detail?id=${visa.id}`);
    expect(detail.json().data.files).toEqual([
      { id: fileId, name: 'photo.png', url: `/admin/files/${fileId}` },
    ]);
    expect((await call(t, approver, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(200);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view], 'stores', [second!.id]);
    expect((await call(t, elsewhere, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(404);
    const stranger = await person(t, []);
    expect((await call(t, stranger, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(404);
  });
});
