import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalTask } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalEngine } from './engine';
import {
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

const HOUR = 3_600_000;
/** A moment past a one-hour timeout of anything submitted now. */
const later = () => new Date(Date.now() + 2 * HOUR);

/** Overdue tasks: reminded once, then decided by the engine where the step says so. */
describe.each(areaEngines())('approval timeouts on %s', (engine) => {
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

  /** A one-step request whose task times out after an hour with `timeoutAction`. */
  async function timed(timeoutAction: 'remind' | 'approve' | 'reject') {
    const applicant = await person(t);
    const approver = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [approver.id] }, 'any', { timeoutHours: 1, timeoutAction }),
    ]);
    const doc = docs.add(band);
    const r = await submit(t, approvals, doc, applicant.id);
    const [task] = await t.db
      .select({ id: approvalTask.id, dueAt: approvalTask.dueAt })
      .from(approvalTask)
      .where(eq(approvalTask.requestId, r.requestId));
    return { applicant, approver, doc, taskId: task!.id, dueAt: task!.dueAt!, ...r };
  }

  it('sets a task’s due time from its step and reminds its approver once it passes, once', async () => {
    const r = await timed('remind');
    expect(r.dueAt.getTime() - Date.now()).toBeGreaterThan(0.9 * HOUR);
    expect(r.dueAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
    // Not yet due.
    expect((await approvals.checkTimeouts(new Date())).reminded).not.toContain(r.taskId);

    const first = await approvals.checkTimeouts(later());
    expect(first.reminded).toContain(r.taskId);
    expect(first.decided).not.toContain(r.taskId);
    const told = await noticesOf(t, r.requestId);
    expect(told.map((n) => [n.recipientId, n.type])).toEqual([
      [r.approver.id, APPROVAL_NOTICE],
      [r.approver.id, APPROVAL_NOTICE],
    ]);
    expect(told[1]!.text).toContain('已超过审批时限');
    const d = await read(t, r.approver, r.requestId);
    expect(d.status).toBe('pending');
    expect(d.trail.at(-1)).toMatchObject({
      action: 'remind',
      actor: null,
      step: 0,
      targets: [expect.objectContaining({ userId: r.approver.id })],
    });
    // Once only.
    expect((await approvals.checkTimeouts(later())).reminded).not.toContain(r.taskId);
    expect(await noticesOf(t, r.requestId)).toHaveLength(2);
  });

  it('approves for the approver when the step says so, applying the effect', async () => {
    const r = await timed('approve');
    const result = await approvals.checkTimeouts(later());
    expect(result.decided).toContain(r.taskId);
    const d = await read(t, r.applicant, r.requestId);
    expect(d.status).toBe('approved');
    expect(d.trail.map((row) => [row.action, row.actor])).toEqual([
      ['submit', expect.objectContaining({ userId: r.applicant.id })],
      ['remind', null],
      ['autoApprove', null],
    ]);
    expect(await effectsOf(t, r.doc)).toEqual(['apply']);
    expect((await noticesOf(t, r.requestId)).map((n) => [n.recipientId, n.type])).toEqual([
      [r.approver.id, APPROVAL_NOTICE],
      [r.approver.id, APPROVAL_NOTICE],
      [r.applicant.id, APPLICATION_NOTICE],
    ]);
  });

  it('rejects for the approver when the step says so', async () => {
    const r = await timed('reject');
    expect((await approvals.checkTimeouts(later())).decided).toContain(r.taskId);
    const d = await read(t, r.applicant, r.requestId);
    expect(d.status).toBe('rejected');
    expect(d.trail.at(-1)).toMatchObject({ action: 'autoReject', actor: null });
    expect(await effectsOf(t, r.doc)).toEqual(['rejected']);
  });

  it('leaves the request pending when the effect refuses an automatic approval', async () => {
    const r = await timed('approve');
    docs.refuse(r.doc);
    const result = await approvals.checkTimeouts(later());
    expect(result.refused).toContain(r.taskId);
    expect(result.decided).not.toContain(r.taskId);
    const d = await read(t, r.approver, r.requestId);
    expect(d.status).toBe('pending');
    expect(d.actions).toContain('approve');
    expect(d.trail.map((row) => row.action)).toEqual(['submit', 'remind', 'effectRefused']);
    expect(await effectsOf(t, r.doc)).toEqual([]);
    // Reminded and tried once: the approver decides now.
    expect((await approvals.checkTimeouts(later())).reminded).not.toContain(r.taskId);
  });

  it('reminds each overdue approver once when several checks run at once', async () => {
    const r = await timed('remind');
    const results = await Promise.all([
      approvals.checkTimeouts(later()),
      approvals.checkTimeouts(later()),
      approvals.checkTimeouts(later()),
    ]);
    expect(results.filter((res) => res.reminded.includes(r.taskId))).toHaveLength(1);
    expect(await noticesOf(t, r.requestId)).toHaveLength(2);
  });
});
