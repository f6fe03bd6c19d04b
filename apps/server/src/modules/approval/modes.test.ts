import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, department, enterprise, role } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalEngine } from './engine';
import {
  act,
  admin,
  APPLICATION_NOTICE,
  APPROVAL_NOTICE,
  createTemplate,
  effectsOf,
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

/** How each mode decides a step, with one to three approvers, and how steps are entered. */
describe.each(areaEngines())('approval steps on %s', (engine) => {
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

  async function people(n: number): Promise<Person[]> {
    const out: Person[] = [];
    for (let i = 0; i < n; i++) out.push(await person(t));
    return out;
  }

  /** A request of a new applicant on a one-step template of `mode` over `approvers`. */
  async function oneStep(mode: 'any' | 'all' | 'sequential', approvers: Person[]) {
    const applicant = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: approvers.map((a) => a.id) }, mode),
    ]);
    const doc = docs.add(band);
    const submitted = await submit(t, approvals, doc, applicant.id);
    return { applicant, doc, ...submitted };
  }

  const told = (recipients: Person[], type: number) =>
    recipients.map((p) => ({ recipientId: p.id, type, text: expect.any(String) }));

  it.each([1, 2, 3])('any one (或签) of %i approvers decides the step', async (n) => {
    const approvers = await people(n);
    const r = await oneStep('any', approvers);
    expect(r.status).toBe('pending');
    expect(r.code).toMatch(/^AP\d{14}$/);
    // Every approver is told at once and finds it in their to-do.
    expect(await noticesOf(t, r.requestId)).toEqual(told(approvers, APPROVAL_NOTICE));
    for (const a of approvers) expect((await read(t, a, r.requestId)).actions).toContain('approve');

    const decider = approvers.at(-1)!;
    const res = await act(t, decider, r.requestId, 'approve', { comment: '同意' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('approved');
    expect(d.currentStep).toBeNull();
    expect(d.route[0].state).toBe('done');
    expect(
      d.route[0].tasks.map((task: { approver: { userId: number }; status: string }) => [
        task.approver.userId,
        task.status,
      ]),
    ).toEqual(approvers.map((a) => [a.id, a === decider ? 'approved' : 'cancelled']));
    expect(await effectsOf(t, r.doc)).toEqual(['apply']);
    // The others have nothing left to decide; the applicant hears the outcome, once.
    for (const a of approvers.slice(0, -1)) {
      const other = await act(t, a, r.requestId, 'approve');
      expect(other.statusCode).toBe(409);
    }
    expect(await noticesOf(t, r.requestId)).toEqual([
      ...told(approvers, APPROVAL_NOTICE),
      ...told([r.applicant], APPLICATION_NOTICE),
    ]);
  });

  it.each([1, 2, 3])('all (会签) of %i approvers must approve', async (n) => {
    const approvers = await people(n);
    const r = await oneStep('all', approvers);
    for (const [i, a] of approvers.entries()) {
      const res = await act(t, a, r.requestId, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      const last = i === n - 1;
      expect(res.json().data.status).toBe(last ? 'approved' : 'pending');
      expect(await effectsOf(t, r.doc)).toEqual(last ? ['apply'] : []);
    }
    const d = await read(t, r.applicant, r.requestId);
    expect(d.route[0]!.tasks.map((task) => task.status)).toEqual(approvers.map(() => 'approved'));
    expect(await noticesOf(t, r.requestId)).toEqual([
      ...told(approvers, APPROVAL_NOTICE),
      ...told([r.applicant], APPLICATION_NOTICE),
    ]);
  });

  it.each([1, 2, 3])('one after another (依次): %i approvers in their order', async (n) => {
    const approvers = await people(n);
    const r = await oneStep('sequential', approvers);
    // Only the first is told; the others wait and cannot act yet.
    expect(await noticesOf(t, r.requestId)).toEqual(told(approvers.slice(0, 1), APPROVAL_NOTICE));
    for (const later of approvers.slice(1)) {
      expect((await act(t, later, r.requestId, 'approve')).statusCode).toBe(409);
      expect((await read(t, later, r.requestId)).actions).not.toContain('approve');
    }
    for (const [i, a] of approvers.entries()) {
      const res = await act(t, a, r.requestId, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d.status).toBe(i === n - 1 ? 'approved' : 'pending');
      expect(d.route[0].tasks.map((task: { status: string }) => task.status)).toEqual(
        approvers.map((_, j) => (j <= i ? 'approved' : j === i + 1 ? 'pending' : 'waiting')),
      );
    }
    // Each was told when their turn came; then the applicant.
    expect(await noticesOf(t, r.requestId)).toEqual([
      ...told(approvers, APPROVAL_NOTICE),
      ...told([r.applicant], APPLICATION_NOTICE),
    ]);
    expect(await effectsOf(t, r.doc)).toEqual(['apply']);
  });

  it('goes step by step: the applicant’s department head, then a role’s holders', async () => {
    const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
    const head = await person(t);
    const [parent] = await t.db
      .insert(department)
      .values({ enterpriseId: ent!.id, name: `审批测试部 ${newBand()}`, leaderId: head.id })
      .returning({ id: department.id });
    // A sub-department without a head: its members' head is the parent's.
    const [child] = await t.db
      .insert(department)
      .values({ enterpriseId: ent!.id, parentId: parent!.id, name: `审批测试组 ${newBand()}` })
      .returning({ id: department.id });
    const code = `approvers_${newBand()}`;
    const [group] = await t.db.insert(role).values({ code, name: code }).returning();
    const admins = [await person(t, [code]), await person(t, [code])];
    const applicant = await person(t);
    await t.db.update(appUser).set({ deptId: child!.id }).where(eq(appUser.id, applicant.id));

    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'deptHead' }, 'any', { name: '部门负责人' }),
      step({ kind: 'role', roleId: group!.id }, 'any', { name: '资产管理员' }),
    ]);
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);

    let d = await read(t, applicant, r.requestId);
    expect(d.currentStepName).toBe('部门负责人');
    expect(d.route.map((s) => s.state)).toEqual(['current', 'coming']);
    expect(d.route[1]!.expected.map((p) => p.userId)).toEqual(admins.map((a) => a.id));
    // Not the role's holders yet.
    expect(await noticesOf(t, r.requestId)).toEqual(told([head], APPROVAL_NOTICE));
    expect((await act(t, admins[0]!, r.requestId, 'approve')).statusCode).toBe(404);

    expect((await act(t, head, r.requestId, 'approve')).statusCode).toBe(200);
    d = await read(t, applicant, r.requestId);
    expect(d.route.map((s) => s.state)).toEqual(['done', 'current']);
    expect((await act(t, admins[1]!, r.requestId, 'approve')).statusCode).toBe(200);
    d = await read(t, applicant, r.requestId);
    expect(d.status).toBe('approved');
    expect(d.trail.map((row) => row.action)).toEqual(['submit', 'approve', 'approve']);
    expect(await noticesOf(t, r.requestId)).toEqual([
      ...told([head], APPROVAL_NOTICE),
      ...told(admins, APPROVAL_NOTICE),
      ...told([applicant], APPLICATION_NOTICE),
    ]);
  });

  it('skips a step the applicant would approve, or nobody would; admins take an empty one', async () => {
    const applicant = await person(t);
    const other = await person(t);
    const gone = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      // The applicant among the approvers: skipped.
      step({ kind: 'users', userIds: [applicant.id, other.id] }, 'any', { name: '自审' }),
      // Nobody (a disabled user): skipped.
      step({ kind: 'users', userIds: [gone.id] }, 'any', { name: '空', whenEmpty: 'skip' }),
      // Nobody: the administrators.
      step({ kind: 'custodian' }, 'any', { name: '保管人' }),
    ]);
    // Disabled since the template named them.
    await t.db.update(appUser).set({ enabled: false }).where(eq(appUser.id, gone.id));
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);
    const d = await read(t, applicant, r.requestId);
    expect(d.route.map((s) => s.state)).toEqual(['skipped', 'skipped', 'current']);
    expect(d.route[2]!.tasks.map((task) => task.approver.username)).toContain('admin');
    expect(d.trail.map((row) => [row.action, row.step])).toEqual([
      ['submit', null],
      ['skip', 0],
      ['skip', 1],
    ]);
    expect(d.trail[1]!.targets.map((p) => p.userId)).toEqual([applicant.id]);
    expect((await act(t, boss, r.requestId, 'approve')).statusCode).toBe(200);
    expect(await effectsOf(t, doc)).toEqual(['apply']);
  });

  it('keeps a step whose applicant approves when the template says so', async () => {
    const applicant = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [applicant.id] }, 'any', { whenApplicant: 'keep' }),
    ]);
    const r = await submit(t, approvals, docs.add(band), applicant.id);
    expect((await read(t, applicant, r.requestId)).actions).toEqual(
      expect.arrayContaining(['approve', 'reject', 'withdraw']),
    );
  });

  it('approves at once, in the submitting transaction, when every step is skipped', async () => {
    const applicant = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'custodian' }, 'any', { whenEmpty: 'skip' }),
    ]);
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);
    expect(r.status).toBe('approved');
    expect(await effectsOf(t, doc)).toEqual(['apply']);
    expect(await noticesOf(t, r.requestId)).toEqual(told([applicant], APPLICATION_NOTICE));
  });

  it('names the custodians and keepers the document gives', async () => {
    const applicant = await person(t);
    const [custodian, keeper] = [await person(t), await person(t)];
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'custodian' }, 'any'),
      step({ kind: 'warehouseKeeper' }, 'any'),
    ]);
    const doc = docs.add(band, { custodianIds: [custodian.id], keeperIds: [keeper.id] });
    const r = await submit(t, approvals, doc, applicant.id);
    expect(await noticesOf(t, r.requestId)).toEqual(told([custodian], APPROVAL_NOTICE));
    const d = await read(t, applicant, r.requestId);
    expect(d.route[1]!.expected.map((p) => p.userId)).toEqual([keeper.id]);
  });

  it('refuses a document no template applies to, naming its type, and writes nothing', async () => {
    const applicant = await person(t);
    const doc = docs.add(newBand());
    await expect(submit(t, approvals, doc, applicant.id)).rejects.toMatchObject({
      status: 409,
      message:
        'no enabled damage flow template applies to this document: ask an administrator to add one',
    });
    expect(await approvals.requestOf(t.db, 'damage', doc)).toBeNull();
  });

  it('chooses the enabled template of highest priority whose condition holds', async () => {
    const applicant = await person(t);
    const [low, high, off] = [await person(t), await person(t), await person(t)];
    const band = newBand();
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [low.id] })], {
      priority: 1,
    });
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [high.id] })], {
      priority: 5,
    });
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [off.id] })], {
      priority: 9,
      enabled: false,
    });
    const r = await submit(t, approvals, docs.add(band), applicant.id);
    expect(await noticesOf(t, r.requestId)).toEqual(told([high], APPROVAL_NOTICE));
  });
});
