import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalRequest, approvalTask, notice } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalEngine } from './engine';
import {
  act,
  admin,
  APPLICATION_NOTICE,
  APPROVAL_NOTICE,
  createTemplate,
  detail,
  effectsOf,
  FAKE_TYPE,
  fakeDocuments,
  newBand,
  setAsideDemoTemplates,
  noticesOf,
  person,
  read,
  step,
  submit,
  versionOf,
  type Person,
} from './test-fixtures';

/** What approvers, applicants and the people copied do to a request, and what they may not. */
describe.each(areaEngines())('approval actions on %s', (engine) => {
  const docs = fakeDocuments();
  let approvals: ApprovalEngine;
  const t = useTestApp(engine, {
    build: {
      approvals: (e) => {
        e.override(docs.handler);
        approvals = e;
      },
    },
  });
  let boss: Person;
  beforeAll(async () => {
    boss = await admin(t);
    await setAsideDemoTemplates(t);
  });

  /** A request of a new applicant through two steps of one approver each. */
  async function twoSteps(more: { mode?: 'any' | 'all' } = {}) {
    const applicant = await person(t);
    const first = await person(t);
    const second = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [first.id] }, more.mode ?? 'any', { name: '第一步' }),
      step({ kind: 'users', userIds: [second.id] }, 'any', { name: '第二步' }),
    ]);
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);
    return { applicant, first, second, doc, ...r };
  }

  const requestRow = async (id: number) =>
    (await t.db.select().from(approvalRequest).where(eq(approvalRequest.id, id)))[0]!;

  it('rejects with a reason (none: 400, nothing changes) and tells the applicant why', async () => {
    const r = await twoSteps();
    const before = await requestRow(r.requestId);
    for (const comment of [undefined, '', '   ']) {
      const res = await act(
        t,
        r.first,
        r.requestId,
        'reject',
        comment === undefined ? {} : { comment },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^comment/);
    }
    expect(await requestRow(r.requestId)).toEqual(before);

    const res = await act(t, r.first, r.requestId, 'reject', { comment: '资产信息不全' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('rejected');
    expect(d.finishedAt).not.toBeNull();
    expect(d.actions).toEqual(['cc']);
    expect(d.route.map((s: { state: string }) => s.state)).toEqual(['done', 'skipped']);
    expect(await effectsOf(t, r.doc)).toEqual(['rejected']);
    const told = await noticesOf(t, r.requestId);
    expect(told.map((n) => [n.recipientId, n.type])).toEqual([
      [r.first.id, APPROVAL_NOTICE],
      [r.applicant.id, APPLICATION_NOTICE],
    ]);
    const [outcome] = await t.db
      .select({ content: notice.content })
      .from(notice)
      .where(and(eq(notice.recipientId, r.applicant.id), eq(notice.linkId, String(r.requestId))));
    expect(outcome!.content).toBe('驳回原因：资产信息不全');
    // Decided: nobody acts on it any more.
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(409);
  });

  it('sends back to the applicant, who changes the document and resubmits', async () => {
    const r = await twoSteps();
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(200);
    const back = await act(t, r.second, r.requestId, 'send-back', {
      comment: '请补充照片',
      toStep: null,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'pending', currentStep: null });
    expect(await effectsOf(t, r.doc)).toEqual(['sentBack']);
    let d = await read(t, r.applicant, r.requestId);
    expect(d.actions).toEqual(['cc', 'resubmit']);
    expect(d.route.map((s) => s.state)).toEqual(['coming', 'coming']);
    // Nobody else may resubmit, nor approve it meanwhile; it cannot be withdrawn any more.
    expect((await act(t, r.second, r.requestId, 'resubmit')).statusCode).toBe(403);
    expect((await act(t, r.second, r.requestId, 'approve')).statusCode).toBe(409);
    expect((await act(t, r.applicant, r.requestId, 'withdraw')).statusCode).toBe(409);

    docs.setFacts(r.doc, { title: '补充了照片' });
    const again = await act(t, r.applicant, r.requestId, 'resubmit');
    expect(again.statusCode, again.body).toBe(200);
    d = again.json().data;
    expect(d).toMatchObject({ status: 'pending', currentStep: 0, title: '补充了照片' });
    expect(await effectsOf(t, r.doc)).toEqual(['sentBack', 'resubmitted']);
    // The first step again, in a new round.
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(200);
    expect((await act(t, r.second, r.requestId, 'approve')).statusCode).toBe(200);
    d = await read(t, r.applicant, r.requestId);
    expect(d.status).toBe('approved');
    expect(d.trail.map((row) => row.action)).toEqual([
      'submit',
      'approve',
      'sendBack',
      'resubmit',
      'approve',
      'approve',
    ]);
    expect((await noticesOf(t, r.requestId)).map((n) => [n.recipientId, n.type])).toEqual([
      [r.first.id, APPROVAL_NOTICE],
      [r.second.id, APPROVAL_NOTICE],
      [r.applicant.id, APPLICATION_NOTICE],
      [r.first.id, APPROVAL_NOTICE],
      [r.second.id, APPROVAL_NOTICE],
      [r.applicant.id, APPLICATION_NOTICE],
    ]);
  });

  it('sends back to an earlier step, whose approvers decide again in a new round', async () => {
    const r = await twoSteps();
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(200);
    // Only an earlier step that had approvers.
    for (const toStep of [1, 2]) {
      const res = await act(t, r.second, r.requestId, 'send-back', { comment: 'x', toStep });
      expect(res.statusCode).toBe(400);
    }
    const res = await act(t, r.second, r.requestId, 'send-back', {
      comment: '第一步再确认',
      toStep: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'pending', currentStep: 0 });
    expect(d.route.map((s: { state: string }) => s.state)).toEqual(['current', 'coming']);
    expect(d.route[0].tasks.map((task: { status: string }) => task.status)).toEqual(['pending']);
    const tasks = await t.db
      .select({ step: approvalTask.step, round: approvalTask.round, status: approvalTask.status })
      .from(approvalTask)
      .where(eq(approvalTask.requestId, r.requestId))
      .orderBy(approvalTask.id);
    expect(tasks).toEqual([
      { step: 0, round: 1, status: 'approved' },
      { step: 1, round: 1, status: 'sentBack' },
      { step: 0, round: 2, status: 'pending' },
    ]);
    // The applicant is not told; the first approver is, again.
    expect((await noticesOf(t, r.requestId)).map((n) => n.recipientId)).toEqual([
      r.first.id,
      r.second.id,
      r.first.id,
    ]);
    expect(await effectsOf(t, r.doc)).toEqual([]);
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(200);
    expect((await act(t, r.second, r.requestId, 'approve')).statusCode).toBe(200);
    expect(await effectsOf(t, r.doc)).toEqual(['apply']);
  });

  it('lets the applicant withdraw while nobody has decided, and not after', async () => {
    const r = await twoSteps();
    // Only the applicant.
    expect((await act(t, r.first, r.requestId, 'withdraw')).statusCode).toBe(403);
    const res = await act(t, r.applicant, r.requestId, 'withdraw');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'withdrawn', actions: ['cc'] });
    expect(await effectsOf(t, r.doc)).toEqual(['withdrawn']);
    expect((await read(t, r.first, r.requestId)).route[0]!.tasks[0]!.status).toBe('cancelled');
    // No notice to the applicant, who did it.
    expect((await noticesOf(t, r.requestId)).map((n) => n.recipientId)).toEqual([r.first.id]);

    const late = await twoSteps();
    expect((await act(t, late.first, late.requestId, 'approve')).statusCode).toBe(200);
    expect((await read(t, late.applicant, late.requestId)).actions).not.toContain('withdraw');
    const refused = await act(t, late.applicant, late.requestId, 'withdraw');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'an approver has already acted on this request: it can no longer be withdrawn',
    );
    expect((await requestRow(late.requestId)).status).toBe('pending');
  });

  it('transfers a pending task to another user, who is told and decides', async () => {
    const r = await twoSteps();
    const deputy = await person(t);
    // Not to oneself, nor to a user who does not exist.
    for (const toUserId of [r.first.id, 2_000_000_000]) {
      expect((await act(t, r.first, r.requestId, 'transfer', { toUserId })).statusCode).toBe(400);
    }
    // Nor by someone whose step has not come (they cannot see it yet).
    expect(
      (await act(t, r.second, r.requestId, 'transfer', { toUserId: deputy.id })).statusCode,
    ).toBe(404);
    const res = await act(t, r.first, r.requestId, 'transfer', {
      toUserId: deputy.id,
      comment: '出差中，请代为审批',
    });
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json().data.route[0].tasks;
    expect(
      tasks.map(
        (task: { approver: { userId: number }; status: string; transferredFrom: unknown }) => [
          task.approver.userId,
          task.status,
          task.transferredFrom,
        ],
      ),
    ).toEqual([
      [r.first.id, 'transferred', null],
      [deputy.id, 'pending', expect.objectContaining({ userId: r.first.id })],
    ]);
    expect((await noticesOf(t, r.requestId)).map((n) => n.recipientId)).toEqual([
      r.first.id,
      deputy.id,
    ]);
    // The first approver has nothing left to decide; the deputy does.
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(409);
    expect((await read(t, deputy, r.requestId)).actions).toContain('approve');
    expect((await act(t, deputy, r.requestId, 'approve')).statusCode).toBe(200);
    expect((await read(t, r.applicant, r.requestId)).currentStepName).toBe('第二步');
  });

  it('copies people: they are told, may read it, and their copies count until opened', async () => {
    const r = await twoSteps();
    const [watcher, stranger] = [await person(t), await person(t)];
    // Someone who takes no part may neither read it nor copy anyone.
    expect((await detail(t, stranger, r.requestId)).statusCode).toBe(404);
    expect((await act(t, stranger, r.requestId, 'cc', { userIds: [stranger.id] })).statusCode).toBe(
      404,
    );
    const bad = await act(t, r.applicant, r.requestId, 'cc', { userIds: [2_000_000_000] });
    expect(bad.statusCode).toBe(400);

    const res = await act(t, r.applicant, r.requestId, 'cc', {
      userIds: [watcher.id],
      comment: '请知悉',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cc.map((p: { userId: number }) => p.userId)).toEqual([watcher.id]);
    expect((await noticesOf(t, r.requestId)).map((n) => [n.recipientId, n.type])).toEqual([
      [r.first.id, APPROVAL_NOTICE],
      [watcher.id, APPROVAL_NOTICE],
    ]);
    const counts = async (p: Person) =>
      (await t.app.inject({ url: '/approval/counts', headers: p.headers })).json().data;
    expect((await counts(watcher)).cc).toBe(1);
    const page = await t.app.inject({ url: '/approval/page?view=cc', headers: watcher.headers });
    expect(page.json().data.records.map((row: { requestId: number }) => row.requestId)).toEqual([
      r.requestId,
    ]);
    const d = await read(t, watcher, r.requestId);
    expect(d.actions).toEqual(['cc']);
    expect((await counts(watcher)).cc).toBe(0);
    // Copying them again tells nobody.
    expect((await act(t, r.first, r.requestId, 'cc', { userIds: [watcher.id] })).statusCode).toBe(
      200,
    );
    expect(await noticesOf(t, r.requestId)).toHaveLength(2);
  });

  it('refuses a final approval whose effect cannot apply: nothing changes, nobody is told', async () => {
    const r = await twoSteps();
    expect((await act(t, r.first, r.requestId, 'approve')).statusCode).toBe(200);
    docs.refuse(r.doc);
    const before = await requestRow(r.requestId);
    const told = await noticesOf(t, r.requestId);
    const res = await act(t, r.second, r.requestId, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      'someone else changed this asset meanwhile: reload it and try again',
    );
    expect(await requestRow(r.requestId)).toEqual(before);
    expect(await noticesOf(t, r.requestId)).toEqual(told);
    expect(await effectsOf(t, r.doc)).toEqual([]);
    const d = await read(t, r.second, r.requestId);
    expect(d.route[1]!.tasks[0]!.status).toBe('pending');
    expect(d.actions).toContain('approve');
    // The trail keeps the refusal, in each reader's language.
    expect(d.trail.at(-1)).toMatchObject({
      action: 'effectRefused',
      actor: expect.objectContaining({ userId: r.second.id }),
      comment: '该资产已被他人修改，请刷新后重试',
    });
    expect((await read(t, r.second, r.requestId, 'en-US')).trail.at(-1)).toMatchObject({
      action: 'effectRefused',
      comment: 'someone else changed this asset meanwhile: reload it and try again',
    });
    // Once it can apply, the same approval goes through.
    docs.refuse(r.doc, false);
    expect((await act(t, r.second, r.requestId, 'approve')).statusCode).toBe(200);
    expect(await effectsOf(t, r.doc)).toEqual(['apply']);
  });

  it('notes a refused effect when a changed document’s resubmit skips every step', async () => {
    const applicant = await person(t);
    const keeper = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'warehouseKeeper' }, 'any', { whenEmpty: 'skip' }),
    ]);
    const doc = docs.add(band, { keeperIds: [keeper.id] });
    const { requestId } = await submit(t, approvals, doc, applicant.id);
    const back = await act(t, keeper, requestId, 'send-back', { comment: '改', toStep: null });
    expect(back.statusCode, back.body).toBe(200);
    // The document is changed to name no keeper: its one step is skipped, the request finishes
    // at once, and its effect can no longer apply.
    docs.refuse(doc);
    const resubmitted = approvals.notingRefusal(
      { docType: FAKE_TYPE, documentId: doc, actorId: applicant.id },
      () =>
        t.db.transaction((tx) =>
          approvals.resubmitEdited(
            tx,
            { docType: FAKE_TYPE, documentId: doc, actorId: applicant.id, comment: '' },
            async () => {
              docs.setFacts(doc, { keeperIds: [] });
              return null;
            },
          ),
        ),
    );
    await expect(resubmitted).rejects.toMatchObject({ status: 409, key: 'asset.staleVersion' });
    const d = await read(t, applicant, requestId, 'en-US');
    expect(d.status).toBe('pending');
    expect(d.trail.map((row) => row.action)).toEqual(['submit', 'sendBack', 'effectRefused']);
    expect(d.trail.at(-1)).toMatchObject({
      actor: expect.objectContaining({ userId: applicant.id }),
      comment: 'someone else changed this asset meanwhile: reload it and try again',
    });
    expect(await effectsOf(t, doc)).toEqual(['sentBack']);
  });

  it('lets exactly one of two approvers acting at once win; the other gets a 409', async () => {
    const applicant = await person(t);
    const [a, b] = [await person(t), await person(t)];
    const band = newBand();
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [a.id, b.id] }, 'any')]);
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);
    const version = await versionOf(t, r.requestId);
    const answers = await Promise.all([
      act(t, a, r.requestId, 'approve', { version }),
      act(t, b, r.requestId, 'reject', { version, comment: '不同意' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json().msg).toMatch(/^someone acted on this request meanwhile/);
    const status = (await requestRow(r.requestId)).status;
    expect(['approved', 'rejected']).toContain(status);
    expect(await effectsOf(t, doc)).toEqual([status === 'approved' ? 'apply' : 'rejected']);
    expect(
      (await noticesOf(t, r.requestId)).filter((n) => n.type === APPLICATION_NOTICE),
    ).toHaveLength(1);
  });

  it('answers a stale version with a 409 and changes nothing', async () => {
    const r = await twoSteps();
    const version = await versionOf(t, r.requestId);
    const res = await act(t, r.first, r.requestId, 'approve', { version: version + 1 });
    expect(res.statusCode).toBe(409);
    expect((await requestRow(r.requestId)).version).toBe(version);
  });

  it('shows a request only to those it concerns and to supervisors (404 otherwise)', async () => {
    const r = await twoSteps();
    const stranger = await person(t);
    const missing = await detail(t, stranger, 2_000_000_000);
    const hidden = await detail(t, stranger, r.requestId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await act(t, stranger, r.requestId, 'approve')).statusCode).toBe(404);
    // The admin holds approval_template_view: they supervise every request, but decide nothing.
    const supervised = await read(t, boss, r.requestId);
    expect(supervised.actions).toEqual([]);
    expect(supervised.document).toEqual({ docId: r.doc, amount: expect.any(String) });
    // The first approver decides now; the second sees nothing until their step comes.
    expect((await read(t, r.first, r.requestId)).actions).toEqual(
      expect.arrayContaining(['approve', 'reject', 'sendBack', 'transfer', 'cc']),
    );
    expect((await detail(t, r.second, r.requestId)).statusCode).toBe(404);
  });

  it('lists each view newest first, with its filters and counts', async () => {
    const applicant = await person(t);
    const approver = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [approver.id] })]);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await submit(t, approvals, docs.add(band), applicant.id)).requestId);
    }
    expect((await act(t, approver, ids[0]!, 'approve')).statusCode).toBe(200);
    const page = async (p: Person, query: string) =>
      (await t.app.inject({ url: `/approval/page?${query}`, headers: p.headers })).json().data;

    const todo = await page(approver, 'view=todo');
    expect(todo.records.map((row: { requestId: number }) => row.requestId)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(todo.total).toBe(2);
    expect(todo.records[0]).toMatchObject({
      docType: 'damage',
      status: 'pending',
      currentStep: 0,
      currentStepName: '步骤 any',
      applicant: { userId: applicant.id },
    });
    expect(
      (await page(approver, 'view=done')).records.map(
        (row: { requestId: number }) => row.requestId,
      ),
    ).toEqual([ids[0]]);
    const mine = await page(applicant, 'view=mine&size=2');
    expect(mine.total).toBe(3);
    expect(mine.records).toHaveLength(2);
    expect((await page(applicant, 'view=mine&status=approved')).records).toEqual([
      expect.objectContaining({ requestId: ids[0], currentStep: null, currentStepName: null }),
    ]);
    const [code] = (await page(applicant, 'view=mine')).records
      .filter((row: { requestId: number }) => row.requestId === ids[1])
      .map((row: { code: string }) => row.code);
    expect((await page(applicant, `view=mine&keyword=${code}`)).records).toHaveLength(1);
    expect((await page(approver, `view=todo&keyword=${applicant.username}`)).total).toBe(2);
    expect((await page(approver, 'view=todo&createdFrom=2999-01-01')).total).toBe(0);
    expect((await page(approver, `view=todo&applicantId=${approver.id}`)).total).toBe(0);
    // The applicant's view is theirs only.
    expect((await page(approver, 'view=mine')).total).toBe(0);
    const counts = (
      await t.app.inject({ url: '/approval/counts', headers: approver.headers })
    ).json().data;
    expect(counts).toEqual({ todo: 2, done: 1, mine: 0, cc: 0 });
    expect(
      (await t.app.inject({ url: '/approval/counts', headers: applicant.headers })).json().data,
    ).toEqual({ todo: 0, done: 0, mine: 2, cc: 0 });
    // Bad filters are a 400.
    for (const query of ['view=all', 'status=open', 'docType=car', 'createdFrom=yesterday']) {
      const res = await t.app.inject({ url: `/approval/page?${query}`, headers: approver.headers });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lets the document’s owner cancel a pending request in its own transaction', async () => {
    const r = await twoSteps();
    await t.db.transaction((tx) => approvals.cancel(tx, r.requestId, r.applicant.id));
    const d = await read(t, r.applicant, r.requestId);
    expect(d.status).toBe('cancelled');
    expect(d.trail.map((row) => row.action)).toEqual(['submit', 'cancel']);
    expect(await effectsOf(t, r.doc)).toEqual(['cancelled']);
    await expect(
      t.db.transaction((tx) => approvals.cancel(tx, r.requestId, r.applicant.id)),
    ).rejects.toMatchObject({ status: 409 });
    // A document is submitted once.
    await expect(submit(t, approvals, r.doc, r.applicant.id)).rejects.toMatchObject({
      status: 409,
    });
  });
});
