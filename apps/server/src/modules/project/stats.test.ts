import { PERMISSIONS, PROJECT_STATS_URL } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call } from '../warehouse/test-fixtures';
import { decide } from '../purchase/order-fixtures';
import { askDiscard, world } from './material-fixtures';
import { day, flow, newProject, newTemplate, person, stageAction } from './test-fixtures';

const P = PERMISSIONS.project;

describe.each(areaEngines())('the home page’s project panel on %s', (engine) => {
  const t = useTestApp(engine);

  it('lists the caller’s projects in progress, their late stages and requests in approval', async () => {
    const admin = await adminOf(t);
    const manager = await person(t, [P.view, P.discard]);
    const other = await person(t, [P.view]);
    await flow(t, admin, 'projectDiscard', admin.id);
    const template = await newTemplate(t, admin);
    // Planned 30 days ago: its design (3 days) ended 27 days ago, not done.
    const late = await newProject(t, admin, template, { managerId: manager.id });
    await stageAction(t, admin, 'start', { stageId: late.stages[0]!.id, day: day(-30) });
    // Planned for next week: nothing late yet.
    const coming = await newProject(t, admin, template, {
      managerId: manager.id,
      plannedStart: day(7),
      budget: '400000.00',
    });
    // A deduction lowers the late one's cost (the statement's total) below its contract.
    const deducted = await call(t, admin, 'POST', '/item/deduction/add', {
      projectId: late.id,
      reason: '工期延误扣款',
      amount: '1000.25',
    });
    expect(deducted.statusCode, deducted.body).toBe(200);
    const asked = await call(t, manager, 'POST', '/item/discard/add', {
      projectId: coming.id,
      reason: '选址变更',
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const res = await call(t, manager, 'GET', PROJECT_STATS_URL);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data;
    expect(stats.inProgress.count).toBe(2);
    expect(stats.inProgress.items.map((p: { id: number }) => p.id)).toEqual([late.id, coming.id]);
    expect(stats.inProgress.items[0]).toMatchObject({
      status: 'active',
      stageCount: 5,
      doneCount: 0,
      currentStage: '设计',
      budget: '500000.00',
      cost: '419000.25',
      overBudget: false,
    });
    // Cost against budget: the contract alone is above the second one's budget.
    expect(stats.inProgress.items[1]).toMatchObject({
      status: 'planning',
      currentStage: '设计',
      budget: '400000.00',
      cost: '420000.50',
      overBudget: true,
    });
    const design = late.stages[0]!;
    expect(stats.lateStages.items[0]).toMatchObject({
      id: design.id,
      projectId: late.id,
      plannedEnd: design.plannedEnd,
      daysLate: 28,
    });
    expect(
      stats.lateStages.items.every((s: { projectId: number }) => s.projectId === late.id),
    ).toBe(true);
    expect(stats.waiting).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          kind: 'discard',
          id: asked.json().data.id,
          projectId: coming.id,
          projectCode: coming.code,
        }),
      ],
    });

    // Someone else's projects are not theirs; without the view key, a 403.
    const theirs = (await call(t, other, 'GET', PROJECT_STATS_URL)).json().data;
    expect(theirs).toEqual({
      inProgress: { count: 0, items: [] },
      lateStages: { count: 0, items: [] },
      waiting: { count: 0, items: [] },
    });
    const stranger = await person(t, [P.discard]);
    expect((await call(t, stranger, 'GET', PROJECT_STATS_URL)).statusCode).toBe(403);
  });

  it('lists the caller’s projects’ material discards in approval beside their other requests', async () => {
    const manager = await person(t, [P.view]);
    const { approver, site, made, a } = await world(t, { fields: { managerId: manager.id } });
    const asked = (await askDiscard(t, site, made.id, [[a.lineId, 1]])).data;
    const waiting = async () =>
      (await call(t, manager, 'GET', PROJECT_STATS_URL)).json().data.waiting;
    expect(await waiting()).toEqual({
      count: 1,
      items: [
        {
          kind: 'materialDiscard',
          id: asked.id,
          code: asked.code,
          projectId: made.id,
          projectCode: made.code,
          projectName: expect.any(String),
          createdAt: expect.any(String),
        },
      ],
    });
    // Decided, it is no longer waiting.
    await decide(t, approver, asked.requestId, 'approve');
    expect(await waiting()).toEqual({ count: 0, items: [] });
  });
});
