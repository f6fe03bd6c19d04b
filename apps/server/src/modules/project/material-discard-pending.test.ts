import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { call } from '../warehouse/test-fixtures';
import { askDiscard, discard, pageOf, post, world } from './material-fixtures';
import { project, projectAcceptance, projectDiscard, projectMaterialDiscard } from './tables';
import { completion, day, flow, newAcceptanceTemplate, stageAction } from './test-fixtures';

/*
 * A project's material discards and its closing (docs/projects.md "Discarding materials"): while
 * a material discard is in approval the project is neither completed nor discarded, and while
 * its discarding is in approval no material discard is asked, so no approval lands on a closed
 * project.
 */
describe.each(areaEngines())('material discards and closing a project on %s', (engine) => {
  const t = useTestApp(engine);

  it('holds completion and discarding back while a material discard is in approval (409 naming it), and material discards while a discarding is', async () => {
    const { admin, approver, site, made, a } = await world(t, {
      stages: [{ seq: 1, name: '施工', kind: 'general', plannedDays: 2, dependsOn: [] }],
    });
    await flow(t, admin, 'projectDiscard', approver.id);
    const [only] = made.stages;
    await stageAction(t, admin, 'start', { stageId: only!.id, day: day(-3) });
    await stageAction(t, admin, 'finish', { stageId: only!.id, day: day(-1) });
    const checklist = await newAcceptanceTemplate(t, admin);
    const asked = (await askDiscard(t, site, made.id, [[a.lineId, 1]])).data;
    const detail = async () =>
      (await call(t, admin, 'GET', `/item/detail?id=${made.id}`)).json().data;
    expect((await detail()).pendingMaterialDiscards).toEqual([{ id: asked.id, code: asked.code }]);

    // Completing and discarding: 409 naming the material discard, in both languages; nothing written.
    const waiting = `project ${made.code} still has material discard ${asked.code} in approval: it must be decided first`;
    const complete = await post(t, admin, '/item/complete', completion(made.id, checklist), 409);
    expect(complete.msg).toBe(waiting);
    const discarding = await post(
      t,
      admin,
      '/item/discard/add',
      { projectId: made.id, reason: '终止' },
      409,
    );
    expect(discarding.msg).toBe(waiting);
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/item/discard/add',
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: { projectId: made.id, reason: '终止' },
    });
    expect(chinese.statusCode).toBe(409);
    expect(chinese.json().msg).toBe(
      `项目 ${made.code} 还有物料报废 ${asked.code} 在审批中，须先审批完`,
    );
    expect(await t.db.$count(projectAcceptance, eq(projectAcceptance.projectId, made.id))).toBe(0);
    expect(await t.db.$count(projectDiscard, eq(projectDiscard.projectId, made.id))).toBe(0);
    expect((await detail()).status).toBe('active');

    // Decided (rejected), it holds nothing back: the discarding may be asked.
    await decide(t, approver, asked.requestId, 'reject');
    expect((await detail()).pendingMaterialDiscards).toEqual([]);
    const request = (
      await post(t, admin, '/item/discard/add', { projectId: made.id, reason: '终止' })
    ).data;

    // While the discarding is in approval, no material discard is asked (409 naming it).
    const count = () =>
      t.db.$count(projectMaterialDiscard, eq(projectMaterialDiscard.projectId, made.id));
    const before = await count();
    const held = await askDiscard(t, site, made.id, [[a.lineId, 1]], 409);
    expect(held.msg).toBe(
      `project ${made.code} has discarding request ${request.code} in approval: no material discard can be asked until it is decided`,
    );
    const heldZh = await t.app.inject({
      method: 'POST',
      url: '/item/material-discard/add',
      headers: { ...site.headers, 'accept-language': 'zh-CN' },
      payload: discard(made.id, [[a.lineId, 1]]),
    });
    expect(heldZh.json().msg).toBe(
      `项目 ${made.code} 的作废申请 ${request.code} 正在审批中，审批完之前不能申请物料报废`,
    );
    expect(await count()).toBe(before);
    expect((await pageOf(t, site, made.id)).bySku.get(a.code)).toMatchObject({
      held: 4,
      pending: 0,
    });

    // The discarding rejected, a material discard is asked and approved, then the project completes.
    await decide(t, approver, request.requestId, 'reject');
    const again = (await askDiscard(t, site, made.id, [[a.lineId, 1]])).data;
    await decide(t, approver, again.requestId, 'approve');
    await post(t, admin, '/item/complete', completion(made.id, checklist));
    const [row] = await t.db
      .select({ status: project.status })
      .from(project)
      .where(eq(project.id, made.id));
    expect(row!.status).toBe('completed');
    expect((await pageOf(t, site, made.id)).bySku.get(a.code)).toMatchObject({
      discarded: 1,
      held: 3,
    });
  });
});
