import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import type { ApprovalEngine } from './engine';
import {
  act,
  admin,
  createTemplate,
  detail,
  fakeDocuments,
  newBand,
  person,
  setAsideDemoTemplates,
  step,
  submit,
  type Person,
} from './test-fixtures';

/**
 * The approval centre's lists and counts are kept per change version (list.ts): asked again
 * they answer from memory, and whatever changes what they show is seen at the next call.
 */
describe.each(areaEngines())('approval lists kept on %s', (engine) => {
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

  const page = async (p: Person, query: string) => {
    const res = await t.app.inject({ url: `/approval/page?${query}`, headers: p.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      total: number;
      records: Array<{ requestId: number; currentStep: number | null; applicant: object }>;
    };
  };
  const counts = async (p: Person) =>
    (await t.app.inject({ url: '/approval/counts', headers: p.headers })).json().data;
  const ids = (p: { records: Array<{ requestId: number }> }) => p.records.map((r) => r.requestId);

  it('follows every action, new request and name change at the next call', async () => {
    const applicant = await person(t);
    const first = await person(t);
    const second = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [
      step({ kind: 'users', userIds: [first.id] }),
      step({ kind: 'users', userIds: [second.id] }),
    ]);
    const a = (await submit(t, approvals, docs.add(band), applicant.id)).requestId;
    const b = (await submit(t, approvals, docs.add(band), applicant.id)).requestId;

    // Asked twice, the same answer; each user's is their own.
    expect(ids(await page(first, 'view=todo'))).toEqual([b, a]);
    expect(ids(await page(first, 'view=todo'))).toEqual([b, a]);
    expect((await page(second, 'view=todo')).total).toBe(0);
    expect(await counts(first)).toEqual({ todo: 2, done: 0, mine: 0, cc: 0 });

    // The first step approved: it leaves the first approver's to-do for the second's.
    expect((await act(t, first, a, 'approve')).statusCode).toBe(200);
    expect(ids(await page(first, 'view=todo'))).toEqual([b]);
    expect(ids(await page(first, 'view=done'))).toEqual([a]);
    expect(ids(await page(second, 'view=todo'))).toEqual([a]);
    expect((await page(applicant, 'view=mine')).records).toEqual([
      expect.objectContaining({ requestId: b, currentStep: 0 }),
      expect.objectContaining({ requestId: a, currentStep: 1 }),
    ]);
    expect(await counts(first)).toEqual({ todo: 1, done: 1, mine: 0, cc: 0 });
    expect(await counts(second)).toEqual({ todo: 1, done: 0, mine: 0, cc: 0 });

    // Rejected: it leaves every to-do, and the applicant's own count.
    expect((await act(t, second, a, 'reject', { comment: '不予批准' })).statusCode).toBe(200);
    expect((await page(second, 'view=todo')).total).toBe(0);
    expect(await counts(applicant)).toEqual({ todo: 0, done: 0, mine: 1, cc: 0 });

    // A new request is there at once.
    const c = (await submit(t, approvals, docs.add(band), applicant.id)).requestId;
    expect(ids(await page(first, 'view=todo'))).toEqual([c, b]);

    // The applicant renamed: the rows show the new name, and the keyword finds it.
    await t.db
      .update(appUser)
      .set({ nickname: '改名后的申请人' })
      .where(eq(appUser.id, applicant.id));
    expect((await page(first, 'view=todo')).records[0]!.applicant).toMatchObject({
      nickname: '改名后的申请人',
    });
    expect((await page(first, `view=todo&keyword=${encodeURIComponent('改名后')}`)).total).toBe(2);
  });

  it('counts a copy until its reader opens the request', async () => {
    const applicant = await person(t);
    const approver = await person(t);
    const reader = await person(t);
    const band = newBand();
    await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [approver.id] })]);
    const r = (await submit(t, approvals, docs.add(band), applicant.id)).requestId;
    expect((await counts(reader)).cc).toBe(0);
    expect(
      (await act(t, approver, r, 'cc', { userIds: [reader.id], comment: '请知悉' })).statusCode,
    ).toBe(200);
    expect((await counts(reader)).cc).toBe(1);
    expect(ids(await page(reader, 'view=cc'))).toEqual([r]);
    expect((await detail(t, reader, r)).statusCode).toBe(200);
    expect((await counts(reader)).cc).toBe(0);
  });
});
