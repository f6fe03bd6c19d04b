import type { ApprovalOpenTask } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalTask, approvalTrail, role, userRole } from '../../db/schema';
import { areaEngines } from '../../../test/helpers';
import {
  act,
  createTemplate,
  detail,
  newBand,
  person,
  read,
  step,
  submit,
  useApprovalApp,
  versionOf,
  type Person,
} from './test-fixtures';

/**
 * A step decided by any one of a role's holders keeps one task, for the role (docs/approvals.md
 * "A role's task"): every holder sees it, may act on it, and one wins.
 */
describe.each(areaEngines())("a role's task on %s", (engine) => {
  const { t, docs, approvals, boss } = useApprovalApp(engine);

  /** A role with `n` holders, and a request waiting on it (mode "any one"). */
  async function roleRequest(n: number) {
    const code = `holders_${newBand()}`;
    const [group] = await t.db.insert(role).values({ code, name: code }).returning();
    const holders: Person[] = [];
    for (let i = 0; i < n; i++) holders.push(await person(t, [code]));
    const applicant = await person(t);
    const band = newBand();
    await createTemplate(t, boss(), band, [step({ kind: 'role', roleId: group!.id }, 'any')]);
    const doc = docs.add(band);
    const r = await submit(t, approvals(), doc, applicant.id);
    return { roleId: group!.id, roleCode: code, holders, applicant, ...r };
  }

  const tasksOf = (requestId: number) =>
    t.db
      .select({
        approverId: approvalTask.approverId,
        roleId: approvalTask.roleId,
        status: approvalTask.status,
      })
      .from(approvalTask)
      .where(eq(approvalTask.requestId, requestId))
      .orderBy(asc(approvalTask.id));
  const todo = async (p: Person) =>
    (await t.app.inject({ url: '/approval/page?view=todo&size=50', headers: p.headers })).json<{
      data: { records: Array<{ requestId: number }>; total: number };
    }>().data;
  const counts = async (p: Person) =>
    (await t.app.inject({ url: '/approval/counts', headers: p.headers })).json<{
      data: { todo: number };
    }>().data.todo;
  const open = async (p: Person, requestId: number) =>
    (
      await t.app.inject({ url: `/approval/tasks?requestId=${requestId}`, headers: p.headers })
    ).json<{ data: ApprovalOpenTask[] }>().data;

  it('keeps its role from being deleted while it waits, even once nobody holds the role', async () => {
    const r = await roleRequest(1);
    await t.db.delete(userRole).where(eq(userRole.roleId, r.roleId));
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/admin/role/${r.roleId}`,
        headers: { ...boss().headers, 'accept-language': 'en-US' },
      });
    const refused = await remove();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toBe(
      'the role still has 1 approval task(s) waiting on it: let them be decided or transferred first',
    );
    expect(await t.db.$count(role, eq(role.id, r.roleId))).toBe(1);
    // Held again and decided by its holder, the task no longer waits on the role.
    const [holder] = r.holders;
    await t.db.insert(userRole).values({ userId: holder!.id, roleId: r.roleId });
    expect((await act(t, holder!, r.requestId, 'approve')).statusCode).toBe(200);
    await t.db.delete(userRole).where(eq(userRole.roleId, r.roleId));
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('is one task for the role, on every holder’s to-do, counts and drawer', async () => {
    const r = await roleRequest(3);
    expect(await tasksOf(r.requestId)).toEqual([
      { approverId: null, roleId: r.roleId, status: 'pending' },
    ]);
    for (const h of r.holders) {
      expect((await todo(h)).records.map((x) => x.requestId)).toContain(r.requestId);
      expect(await counts(h)).toBe(1);
      expect((await open(h, r.requestId)).map((x) => x.requestId)).toEqual([r.requestId]);
      const d = await read(t, h, r.requestId);
      expect(d.actions).toEqual(expect.arrayContaining(['approve', 'reject', 'transfer']));
      expect(d.myTaskId).not.toBeNull();
      // The current step shows who may decide it: the role's holders.
      expect(d.route[0]!.state).toBe('current');
      expect(d.route[0]!.expected.map((p) => p.userId)).toEqual(r.holders.map((p) => p.id));
    }
    const stranger = await person(t);
    expect((await todo(stranger)).total).toBe(0);
    expect(await open(stranger, r.requestId)).toEqual([]);
    expect((await detail(t, stranger, r.requestId)).statusCode).toBe(404);
    expect((await act(t, stranger, r.requestId, 'approve')).statusCode).toBe(404);
  });

  it('lets exactly one of two holders acting at once win, and names them', async () => {
    const r = await roleRequest(3);
    const [a, b, c] = r.holders as [Person, Person, Person];
    const version = await versionOf(t, r.requestId);
    const answers = await Promise.all([
      act(t, a, r.requestId, 'approve', { version }),
      act(t, b, r.requestId, 'approve', { version }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect(await tasksOf(r.requestId)).toEqual([
      { approverId: winner.id, roleId: r.roleId, status: 'approved' },
    ]);
    const trail = await t.db
      .select({ action: approvalTrail.action, actorId: approvalTrail.actorId })
      .from(approvalTrail)
      .where(and(eq(approvalTrail.requestId, r.requestId), eq(approvalTrail.action, 'approve')));
    expect(trail).toEqual([{ action: 'approve', actorId: winner.id }]);
    const d = await read(t, c, r.requestId);
    expect(d.status).toBe('approved');
    expect(d.route[0]!.tasks.map((x) => [x.approver.userId, x.status])).toEqual([
      [winner.id, 'approved'],
    ]);
    expect(d.actions).not.toContain('approve');
    for (const h of r.holders) expect(await counts(h)).toBe(0);
    // Still theirs to read: the request was on their role.
    expect((await act(t, c, r.requestId, 'approve')).statusCode).toBe(409);
  });

  it('follows the role as it is now: a holder gained may act, one who left may not', async () => {
    const r = await roleRequest(2);
    const [stays, leaves] = r.holders as [Person, Person];
    const joins = await person(t, [r.roleCode]);
    await t.db
      .delete(userRole)
      .where(and(eq(userRole.userId, leaves.id), eq(userRole.roleId, r.roleId)));
    expect(await counts(joins)).toBe(1);
    expect(await counts(leaves)).toBe(0);
    expect((await act(t, leaves, r.requestId, 'approve')).statusCode).toBe(404);
    expect(await counts(stays)).toBe(1);
    const rejected = await act(t, joins, r.requestId, 'reject', { comment: '不行' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await read(t, stays, r.requestId)).status).toBe('rejected');
  });

  it('hands the whole task to the person a holder transfers it to', async () => {
    const r = await roleRequest(2);
    const [from, other] = r.holders as [Person, Person];
    const to = await person(t);
    // A holder of the role already holds it: not a target.
    expect((await act(t, from, r.requestId, 'transfer', { toUserId: other.id })).statusCode).toBe(
      400,
    );
    const moved = await act(t, from, r.requestId, 'transfer', { toUserId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await tasksOf(r.requestId)).toEqual([
      { approverId: from.id, roleId: r.roleId, status: 'transferred' },
      { approverId: to.id, roleId: null, status: 'pending' },
    ]);
    expect(await counts(other)).toBe(0);
    expect(await counts(to)).toBe(1);
    expect((await act(t, to, r.requestId, 'approve')).statusCode).toBe(200);
  });
});
