import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { createNoticeService } from '../notice/service';
import { adminOf, call, noticesTo } from '../warehouse/test-fixtures';
import { sendIssueOverdueNotices } from './reminders';
import { day, newProject, newTemplate, person } from './test-fixtures';

const P = PERMISSIONS.project;
const DAY = 86_400_000;

describe.each(areaEngines())('overdue inspection issue notices on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
  });
  afterAll(() => bus?.close());

  it('tells the project manager once per issue and deadline, however many processes check at once', async () => {
    const notices = createNoticeService({ db: t.db, bus });
    const now = new Date();
    // Whatever the demo has overdue now is sent first, so only ours is overdue afterwards.
    await sendIssueOverdueNotices(t.db, notices, now);
    const admin = await adminOf(t);
    const manager = await person(t, [P.view]);
    const inspector = await person(t, [P.view, P.inspect]);
    const editor = await person(t, [P.view, P.edit]);
    const made = await newProject(t, admin, await newTemplate(t, admin), {
      name: '朝阳店巡检',
      managerId: manager.id,
    });
    const add = async (issues: Array<{ description: string; deadline: string }>) => {
      const res = await call(t, inspector, 'POST', '/item/inspection/add', {
        projectId: made.id,
        inspectedOn: day(-5),
        summary: '巡检',
        issues: issues.map((i) => ({ ...i, severity: 'major', responsibleId: editor.id })),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; issues: Array<{ id: number }> };
    };
    const record = await add([
      { description: '垃圾未清运', deadline: day(-1) },
      { description: '线缆未架空', deadline: day(2) },
      { description: '已整改的问题', deadline: day(-2) },
    ]);
    const [late, later, fixed] = record.issues;
    await call(t, editor, 'POST', '/item/inspection/rectify', { issueId: fixed!.id, note: '好了' });
    const voided = await add([{ description: '记错的问题', deadline: day(-3) }]);
    await call(t, inspector, 'POST', '/item/inspection/void', { id: voided.id, reason: '记错' });

    // Three processes at once: the overdue open issue is claimed and told exactly once.
    const rounds = await Promise.all(
      [1, 2, 3].map(() => sendIssueOverdueNotices(t.db, notices, now)),
    );
    expect(rounds.flat()).toEqual([late!.id]);
    const told = await noticesTo(t, manager.id, NOTICE_TYPES.inspectionIssueOverdue);
    expect(told).toEqual([
      {
        id: told[0]!.id,
        text: `项目 ${made.code} 朝阳店巡检：巡检问题 1“垃圾未清运”的整改期限 ${day(-1)} 已过，仍未整改`,
        linkArea: 'project',
        linkId: String(made.id),
      },
    ]);
    expect(await sendIssueOverdueNotices(t.db, notices, now)).toEqual([]);

    // Three days on, the second is overdue too; the first is not told again.
    const threeDaysOn = new Date(now.getTime() + 3 * DAY);
    expect(await sendIssueOverdueNotices(t.db, notices, threeDaysOn)).toEqual([later!.id]);

    // Rectified, reopened with a new deadline: told again once that one passes.
    await call(t, editor, 'POST', '/item/inspection/rectify', { issueId: late!.id, note: '清了' });
    await call(t, editor, 'POST', '/item/inspection/reopen', {
      issueId: late!.id,
      note: '又堆上了',
      deadline: day(1),
    });
    expect(await sendIssueOverdueNotices(t.db, notices, now)).toEqual([]);
    expect(await sendIssueOverdueNotices(t.db, notices, threeDaysOn)).toEqual([late!.id]);
    expect(await noticesTo(t, manager.id, NOTICE_TYPES.inspectionIssueOverdue)).toHaveLength(3);
  });
});
