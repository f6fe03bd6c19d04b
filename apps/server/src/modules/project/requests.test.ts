import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { adminOf, call, noticesTo, type Harness, type Person } from '../warehouse/test-fixtures';
import { project, projectDiscard, projectStartWork } from './tables';
import {
  completion,
  day,
  flow,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stageAction,
  stagesOf,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;
const ALL = Object.values(P);

/** Design (3 days) → start of work (2) → fitting out (4). */
const WORK = [
  { seq: 1, name: '设计', kind: 'design' as const, plannedDays: 3, dependsOn: [] },
  { seq: 2, name: '进场开工', kind: 'startWork' as const, plannedDays: 2, dependsOn: [1] },
  { seq: 3, name: '装修', kind: 'general' as const, plannedDays: 4, dependsOn: [2] },
];

async function discard(t: Harness, by: Person, projectId: number, status = 200) {
  const res = await call(t, by, 'POST', '/item/discard/add', {
    projectId,
    reason: '门店租约取消，项目终止',
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function applyStart(t: Harness, by: Person, stageId: number, startOn: string, status = 200) {
  const res = await call(t, by, 'POST', '/item/start-work/add', {
    stageId,
    startOn,
    crew: '华建装饰一队',
    safetyNotes: '动火作业需办理许可',
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

describe.each(areaEngines())('project requests through approval on %s', (engine) => {
  const t = useTestApp(engine);

  it('discards a project on approval (notices 42, 43), after which every write on it is a 409', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.discard]);
    await flow(t, admin, 'projectDiscard', approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin, WORK));
    await stageAction(t, admin, 'start', { stageId: made.stages[0]!.id, day: day(-30) });
    const asked = (await discard(t, site, made.id)).data;
    expect(asked).toMatchObject({ status: 'pending', projectStatus: 'active', files: [] });
    expect(asked.code).toMatch(/^ZF\d{14}$/);
    // One in approval per project.
    const twice = await discard(t, site, made.id, 409);
    expect(twice.msg).toBe(`project ${made.code} already has a discarding request in approval`);
    let detail = (await call(t, admin, 'GET', `/item/detail?id=${made.id}`)).json().data;
    expect(detail).toMatchObject({
      discard: { id: asked.id, status: 'pending' },
      canDiscard: false,
    });
    expect(await noticesTo(t, approver.id, NOTICE_TYPES.projectDiscardApproval)).toHaveLength(1);

    await decide(t, approver, asked.requestId, 'approve');
    const [row] = await t.db.select().from(project).where(eq(project.id, made.id));
    expect(row!.status).toBe('discarded');
    const read = await call(t, site, 'GET', `/item/discard/detail?id=${asked.id}`);
    expect(read.json().data).toMatchObject({ status: 'approved', projectStatus: 'discarded' });
    const told = await noticesTo(t, site.id, NOTICE_TYPES.projectDiscardApplication);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ linkArea: 'approval', linkId: String(asked.requestId) });
    detail = (await call(t, admin, 'GET', `/item/detail?id=${made.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'discarded',
      canEdit: false,
      canStage: false,
      canDiscard: false,
      canStartWork: false,
    });

    const closed = `project ${made.code} is completed or discarded: it takes no more changes`;
    const [design, work] = made.stages;
    for (const [url, body] of [
      ['/item/stage/finish', { stageId: design!.id, day: day(-28) }],
      ['/item/stage/start', { stageId: work!.id, day: day(-20) }],
      ['/item/visa/add', { projectId: made.id, title: 'x', reason: 'x', amount: '1' }],
      ['/item/deduction/add', { projectId: made.id, reason: 'x', amount: '1' }],
      ['/item/complete', completion(made.id, 1)],
      ['/item/discard/add', { projectId: made.id, reason: 'again' }],
      ['/item/start-work/add', { stageId: work!.id, startOn: day(-20), crew: 'x' }],
      [
        '/item/inspection/add',
        { projectId: made.id, inspectedOn: day(0), summary: 'x', issues: [] },
      ],
    ] as const) {
      const res = await call(t, admin, 'POST', url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().msg).toBe(closed);
    }
    const edit = await call(t, admin, 'PUT', '/item/edit', {
      id: made.id,
      name: '改名',
      storeId: detail.storeId,
      budget: '1',
      contractAmount: '1',
      plannedStart: detail.plannedStart,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('changes nothing when a discarding is rejected; refuses one while a visa is in approval or the project closed meanwhile', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.discard, P.visa]);
    await flow(t, admin, 'projectDiscard', approver.id);
    await flow(t, admin, 'costVisa', approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin, WORK));
    const refused = (await discard(t, site, made.id)).data;
    await decide(t, approver, refused.requestId, 'reject');
    const [row] = await t.db.select().from(project).where(eq(project.id, made.id));
    expect(row!.status).toBe('planning');
    const [gone] = await t.db
      .select()
      .from(projectDiscard)
      .where(eq(projectDiscard.id, refused.id));
    expect(gone!.status).toBe('rejected');
    const told = await noticesTo(t, site.id, NOTICE_TYPES.projectDiscardApplication);
    expect(told).toHaveLength(1);

    // A visa in approval keeps the project from being discarded (409 with how many).
    const visa = await call(t, site, 'POST', '/item/visa/add', {
      projectId: made.id,
      title: '签证',
      reason: '现场变更',
      amount: '100.00',
      submit: true,
    });
    expect(visa.statusCode, visa.body).toBe(200);
    const blocked = await discard(t, site, made.id, 409);
    expect(blocked.msg).toBe(`project ${made.code} still has 1 cost visa(s) in approval`);
    await decide(t, approver, visa.json().data.requestId, 'approve');

    // A project completed while its discarding waits refuses the approval: nothing changes.
    const one = await newProject(
      t,
      admin,
      await newTemplate(t, admin, [{ seq: 1, name: '施工', kind: 'general', plannedDays: 2 }]),
    );
    const stale = (await discard(t, site, one.id)).data;
    await stageAction(t, admin, 'start', { stageId: one.stages[0]!.id, day: day(-3) });
    await stageAction(t, admin, 'finish', { stageId: one.stages[0]!.id, day: day(-1) });
    const checklist = await newAcceptanceTemplate(t, admin);
    const completed = await call(t, admin, 'POST', '/item/complete', completion(one.id, checklist));
    expect(completed.statusCode, completed.body).toBe(200);
    const request = (await call(t, approver, 'GET', `/approval/${stale.requestId}`)).json().data;
    const late = await call(t, approver, 'POST', `/approval/${stale.requestId}/approve`, {
      version: request.version,
      comment: '',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(
      `project ${one.code} is completed or discarded: it takes no more changes`,
    );
    const [after] = await t.db.select().from(project).where(eq(project.id, one.id));
    expect(after!.status).toBe('completed');
    const [still] = await t.db.select().from(projectDiscard).where(eq(projectDiscard.id, stale.id));
    expect(still!.status).toBe('pending');
  });

  it('starts a start-of-work stage only through an approved application: on its day, moving the stages after it (44, 45)', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.startWork]);
    await flow(t, admin, 'startWork', approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin, WORK));
    const [design, work, fitting] = made.stages;
    await stageAction(t, admin, 'start', { stageId: design!.id, day: day(-30) });
    await stageAction(t, admin, 'finish', { stageId: design!.id, day: day(-28) });
    // Planned −27…−26; started directly it is refused.
    const direct = await stageAction(t, admin, 'start', { stageId: work!.id, day: day(-27) }, 409);
    expect(direct.msg).toBe(
      'stage 进场开工 starts work only once an application to start work is approved',
    );
    // Only a start-of-work stage takes an application.
    const wrong = await applyStart(t, site, fitting!.id, day(-25), 400);
    expect(wrong.msg).toBe('stage 装修 is not a start-of-work stage');
    const asked = (await applyStart(t, site, work!.id, day(-25))).data;
    expect(asked).toMatchObject({ status: 'pending', stageName: '进场开工', startOn: day(-25) });
    expect(asked.code).toMatch(/^KG\d{14}$/);
    const twice = await applyStart(t, site, work!.id, day(-25), 409);
    expect(twice.msg).toBe(
      `stage 进场开工 already has a start-of-work application in approval (${asked.code})`,
    );
    const listed = await call(t, site, 'GET', `/item/request/list?projectId=${made.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        kind: 'startWork',
        id: asked.id,
        status: 'pending',
        stageName: '进场开工',
        startOn: day(-25),
        applicant: expect.objectContaining({ userId: site.id }),
      }),
    ]);
    expect(await noticesTo(t, approver.id, NOTICE_TYPES.startWorkApproval)).toHaveLength(1);
    let stages = await stagesOf(t, admin, made.id);
    expect(stages[1]).toMatchObject({
      status: 'notStarted',
      startWork: { id: asked.id, status: 'pending' },
    });

    await decide(t, approver, asked.requestId, 'approve');
    stages = await stagesOf(t, admin, made.id);
    // Two days late: the fitting out moves by two days.
    expect(stages[1]).toMatchObject({
      status: 'inProgress',
      actualStart: day(-25),
      startWork: { status: 'approved' },
    });
    expect(stages[2]).toMatchObject({
      plannedStart: day(-23),
      plannedEnd: day(-20),
      shiftDays: 2,
    });
    const told = await noticesTo(t, site.id, NOTICE_TYPES.startWorkApplication);
    expect(told).toHaveLength(1);
    const read = await call(t, admin, 'GET', `/item/start-work/detail?id=${asked.id}`);
    expect(read.json().data).toMatchObject({ status: 'approved', stageStatus: 'inProgress' });
  });

  it('leaves a stage approved for a later day waiting, startable from that day; a rejected application starts nothing', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.startWork]);
    await flow(t, admin, 'startWork', approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin, WORK), {
      plannedStart: day(-5),
    });
    const [design, work] = made.stages;
    await stageAction(t, admin, 'start', { stageId: design!.id, day: day(-5) });
    await stageAction(t, admin, 'finish', { stageId: design!.id, day: day(-3) });
    const rejected = (await applyStart(t, site, work!.id, day(-2))).data;
    await decide(t, approver, rejected.requestId, 'reject');
    const [row] = await t.db
      .select()
      .from(projectStartWork)
      .where(eq(projectStartWork.id, rejected.id));
    expect(row!.status).toBe('rejected');
    expect((await stagesOf(t, admin, made.id))[1]!.status).toBe('notStarted');

    const later = (await applyStart(t, site, work!.id, day(2))).data;
    await decide(t, approver, later.requestId, 'approve');
    expect((await stagesOf(t, admin, made.id))[1]).toMatchObject({
      status: 'notStarted',
      startWork: { status: 'approved', startOn: day(2) },
    });
    const early = await stageAction(t, admin, 'start', { stageId: work!.id, day: day(0) }, 400);
    expect(early.msg).toBe(
      `the stage cannot start before ${day(2)}, the day its start of work was approved for`,
    );
    const again = await applyStart(t, site, work!.id, day(3), 409);
    expect(again.msg).toBe(
      `stage 进场开工 already has an approved start-of-work application (${later.code})`,
    );
  });

  it('asks for the discard and start-work keys and keeps another store’s project out of sight', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin, WORK);
    const [first, second] = await stores(t);
    const theirs = await newProject(t, admin, templateId, { storeId: second!.id });
    await flow(t, admin, 'projectDiscard', (await person(t, [P.view])).id);
    const viewer = await person(t, [P.view, P.edit]);
    expect(
      (await call(t, viewer, 'POST', '/item/discard/add', { projectId: theirs.id, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, viewer, 'POST', '/item/start-work/add', {
          stageId: theirs.stages[1]!.id,
          startOn: day(0),
          crew: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const asked = (await discard(t, admin, theirs.id)).data;
    const local = await person(t, ALL, 'stores', [first!.id]);
    for (const [method, url, body] of [
      ['POST', '/item/discard/add', { projectId: theirs.id, reason: 'x' }],
      [
        'POST',
        '/item/start-work/add',
        { stageId: theirs.stages[1]!.id, startOn: day(0), crew: 'x' },
      ],
      ['GET', `/item/discard/detail?id=${asked.id}`, undefined],
      ['GET', `/item/request/list?projectId=${theirs.id}`, undefined],
    ] as const) {
      const res = await call(t, local, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.$count(projectStartWork, eq(projectStartWork.projectId, theirs.id))).toBe(0);
    // The project's page lists its requests, newest first, to whoever sees it.
    const listed = await call(t, viewer, 'GET', `/item/request/list?projectId=${theirs.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        kind: 'discard',
        id: asked.id,
        code: asked.code,
        status: 'pending',
        stageName: null,
        startOn: null,
      }),
    ]);
    // Bad input: a 400 writing nothing.
    const bad = await call(t, admin, 'POST', '/item/start-work/add', {
      stageId: theirs.stages[1]!.id,
      startOn: '2026-02-30',
      crew: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.$count(projectStartWork, eq(projectStartWork.projectId, theirs.id))).toBe(0);
  });
});
