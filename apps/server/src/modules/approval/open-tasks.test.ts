import { APPROVAL_TASKS_MAX, type ApprovalOpenTask } from '@depot/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalEngine } from './engine';
import {
  act,
  admin,
  createTemplate,
  fakeDocuments,
  newBand,
  person,
  read,
  setAsideDemoTemplates,
  step,
  submit,
  type Person,
} from './test-fixtures';

/**
 * GET /approval/tasks: the message drawer asks once, for its page of approvers' notices, which
 * requests wait on the caller's decision now (and at which version), instead of reading each
 * request's detail.
 */
describe.each(areaEngines())('open tasks of a page of requests on %s', (engine) => {
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

  const tasksOf = async (by: Person, query: string) => {
    const res = await t.app.inject({ url: `/approval/tasks?${query}`, headers: by.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ApprovalOpenTask[] }>().data;
  };
  const ids = (...requestIds: number[]) => requestIds.map((id) => `requestId=${id}`).join('&');

  /** Requests of one applicant: `first` then `second` decide, or `a` then `b` one after another. */
  async function requests() {
    const applicant = await person(t);
    const first = await person(t);
    const second = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [first.id] }),
      step({ kind: 'users', userIds: [second.id] }),
    ]);
    const one = await submit(t, approvals, docs.add(band), applicant.id);
    const two = await submit(t, approvals, docs.add(band), applicant.id);
    return { applicant, first, second, one, two };
  }

  it('answers the requests waiting on the caller now, with the version an action names', async () => {
    const r = await requests();
    const stranger = await person(t);
    const page = ids(r.one.requestId, r.two.requestId, 2_000_000_000);

    const mine = await tasksOf(r.first, page);
    expect(mine.map((m) => m.requestId)).toEqual([r.one.requestId, r.two.requestId]);
    const detail = await read(t, r.first, r.one.requestId);
    expect(mine[0]).toEqual({
      requestId: r.one.requestId,
      docType: detail.docType,
      documentId: detail.documentId,
      code: detail.code,
      version: detail.version,
      taskId: detail.myTaskId,
    });
    // Not yet the second approver's turn; never the applicant's or a stranger's.
    for (const nobody of [r.second, r.applicant, stranger]) {
      expect(await tasksOf(nobody, page)).toEqual([]);
    }

    // Approved with the version it answered: the first is done, the second's turn has come.
    const approved = await act(t, r.first, r.one.requestId, 'approve', {
      version: mine[0]!.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await tasksOf(r.first, page)).map((m) => m.requestId)).toEqual([r.two.requestId]);
    const next = await tasksOf(r.second, page);
    expect(next.map((m) => m.requestId)).toEqual([r.one.requestId]);
    expect(next[0]!.version).toBe(approved.json().data.version);

    // Sent back to the applicant, it waits on nobody's decision.
    const back = await act(t, r.first, r.two.requestId, 'send-back', {
      comment: '请补充',
      toStep: null,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await tasksOf(r.first, page)).toEqual([]);
    // A single id reads as a list of one.
    expect((await tasksOf(r.second, `requestId=${r.one.requestId}`)).length).toBe(1);
  });

  it('follows a step of approvers one after another, and a transferred task', async () => {
    const applicant = await person(t);
    const [a, b, c] = [await person(t), await person(t), await person(t)];
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [a.id, b.id] }, 'sequential'),
    ]);
    const { requestId } = await submit(t, approvals, docs.add(band), applicant.id);
    expect(await tasksOf(b, ids(requestId))).toEqual([]);
    expect((await act(t, a, requestId, 'transfer', { toUserId: c.id })).statusCode).toBe(200);
    expect(await tasksOf(a, ids(requestId))).toEqual([]);
    expect((await tasksOf(c, ids(requestId))).map((m) => m.requestId)).toEqual([requestId]);
    expect((await act(t, c, requestId, 'approve')).statusCode).toBe(200);
    expect((await tasksOf(b, ids(requestId))).map((m) => m.requestId)).toEqual([requestId]);
  });

  it('refuses a query that names no request, a bad id or too many, with a 400', async () => {
    const who = await person(t);
    const tooMany = ids(...Array.from({ length: APPROVAL_TASKS_MAX + 1 }, (_, i) => i + 1));
    const bad = ['', 'requestId=abc', 'requestId=0', 'requestId=1&requestId=-2', tooMany];
    for (const query of bad) {
      const res = await t.app.inject({ url: `/approval/tasks?${query}`, headers: who.headers });
      expect(res.statusCode, query.slice(0, 40)).toBe(400);
      expect(res.json().msg).toMatch(/^requestId/);
    }
    for (const query of ['document=costVisa', 'document=nothing:1', 'document=costVisa:0']) {
      const res = await t.app.inject({ url: `/approval/tasks?${query}`, headers: who.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg).toMatch(/^document/);
    }
    expect((await t.app.inject({ url: `/approval/tasks?${ids(1)}` })).statusCode).toBe(401);
  });
});
