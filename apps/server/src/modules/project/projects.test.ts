import { PERMISSIONS, projectOpen, scheduleStages } from '@depot/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { dayIn, formatInZone } from '../../core/time-zone';
import { adminOf, call } from '../warehouse/test-fixtures';
import { project, projectStage, projectTemplate } from './tables';
import {
  SIGNED,
  STAGES,
  day,
  newProject,
  newTemplate,
  person,
  stageAction,
  stagesOf,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;
const ALL = Object.values(P);

describe.each(areaEngines())('projects on %s', (engine) => {
  const t = useTestApp(engine);

  it('makes a project from a template: its stages copied and scheduled from the planned start', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const made = await newProject(t, admin, templateId, { plannedStart: '2026-03-02' });
    expect(made.code).toMatch(/^XM\d{14}$/);
    expect(made.status).toBe('planning');
    const planned = scheduleStages(
      STAGES.map((s) => ({ ...s, dependsOn: s.dependsOn ?? [] })),
      '2026-03-02',
    );
    expect(made.stages.map((s) => [s.name, s.plannedStart, s.plannedEnd, s.status])).toEqual([
      ['设计', '2026-03-02', '2026-03-04', 'notStarted'],
      ['隐蔽工程', '2026-03-05', '2026-03-08', 'notStarted'],
      ['装饰', '2026-03-09', '2026-03-13', 'notStarted'],
      ['招牌', '2026-03-05', '2026-03-06', 'notStarted'],
      ['竣工', '2026-03-14', '2026-03-15', 'notStarted'],
    ]);
    expect(made.stages.map((s) => s.plannedStart)).toEqual(planned.map((p) => p.plannedStart));
    expect(made.plannedEnd).toBe('2026-03-15');
    // Editing the template later never changes the project's stages.
    const edited = await call(t, admin, 'PUT', '/item/template/edit', {
      id: templateId,
      name: `改过的模板 ${templateId}`,
      projectType: 'renovation',
      stages: [{ seq: 1, name: '只有一步', kind: 'general', plannedDays: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, stageCount: 1, projectCount: 1 });
    expect((await stagesOf(t, admin, made.id)).map((s) => s.name)).toEqual(
      STAGES.map((s) => s.name),
    );
    // A name is a template's once (409).
    const twice = await call(t, admin, 'POST', '/item/template/add', {
      name: `改过的模板 ${templateId}`,
      projectType: 'newStore',
      stages: [{ seq: 1, name: 'x', kind: 'general', plannedDays: 1 }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(
      `a project template named 改过的模板 ${templateId} already exists`,
    );
  });

  it('moves the stages after a late finish by exactly the delay and after an early one earlier; a started stage stays', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const late = await newProject(t, admin, templateId, { plannedStart: day(-30) });
    const [design, hidden, decoration, signage, completion] = late.stages;
    await stageAction(t, admin, 'start', { stageId: design!.id, day: day(-30) });
    // Planned to end on day −28; ends on −25: three days late.
    const finished = await stageAction(t, admin, 'finish', { stageId: design!.id, day: day(-25) });
    expect(finished.data.moved).toEqual([
      { stageId: hidden!.id, name: '隐蔽工程', shiftDays: 3 },
      { stageId: decoration!.id, name: '装饰', shiftDays: 3 },
      { stageId: signage!.id, name: '招牌', shiftDays: 3 },
      { stageId: completion!.id, name: '竣工', shiftDays: 3 },
    ]);
    let stages = await stagesOf(t, admin, late.id);
    expect(stages[1]).toMatchObject({ plannedStart: day(-24), plannedEnd: day(-21), shiftDays: 3 });
    // Signage starts; the hidden works finish two days late: decoration and completion move,
    // signage (started) does not.
    await stageAction(t, admin, 'start', { stageId: signage!.id, day: day(-24) });
    await stageAction(t, admin, 'start', { stageId: hidden!.id, day: day(-24) });
    const second = await stageAction(t, admin, 'finish', { stageId: hidden!.id, day: day(-19) });
    expect(second.data.moved).toEqual([
      { stageId: decoration!.id, name: '装饰', shiftDays: 2 },
      { stageId: completion!.id, name: '竣工', shiftDays: 2 },
    ]);
    stages = await stagesOf(t, admin, late.id);
    expect(stages[3]).toMatchObject({ status: 'inProgress', plannedStart: day(-24), shiftDays: 3 });
    expect(stages[2]).toMatchObject({ plannedStart: day(-18), plannedEnd: day(-14) });
    const [row] = await t.db.select().from(project).where(eq(project.id, late.id));
    expect(row).toMatchObject({ status: 'active', actualStart: day(-30), plannedEnd: day(-12) });

    const early = await newProject(t, admin, templateId, { plannedStart: day(-10) });
    await stageAction(t, admin, 'start', { stageId: early.stages[0]!.id, day: day(-10) });
    // Planned to end on day −8; ends on −10: two days early.
    const ahead = await stageAction(t, admin, 'finish', {
      stageId: early.stages[0]!.id,
      day: day(-10),
    });
    expect(ahead.data.moved.map((m: { shiftDays: number }) => m.shiftDays)).toEqual([
      -2, -2, -2, -2,
    ]);
    expect((await stagesOf(t, admin, early.id))[1]!.plannedStart).toBe(day(-9));
  });

  it('holds the stage after a gate until its hidden-work acceptance is signed (409 naming it)', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const made = await newProject(t, admin, templateId, { plannedStart: day(-20) });
    const [design, hidden, decoration] = made.stages;
    // Not before the stage it follows is done.
    const early = await stageAction(t, admin, 'start', { stageId: hidden!.id, day: day(-20) }, 409);
    expect(early.msg).toBe('stage 隐蔽工程 cannot start before stage 设计 is done');
    await stageAction(t, admin, 'start', { stageId: design!.id, day: day(-20) });
    await stageAction(t, admin, 'finish', { stageId: design!.id, day: day(-18) });
    await stageAction(t, admin, 'start', { stageId: hidden!.id, day: day(-17) });
    await stageAction(t, admin, 'finish', { stageId: hidden!.id, day: day(-14) });
    const held = await stageAction(
      t,
      admin,
      'start',
      { stageId: decoration!.id, day: day(-13) },
      409,
    );
    expect(held.msg).toBe(
      'stage 装饰 cannot start before the hidden-work acceptance of stage 隐蔽工程 is signed',
    );
    expect((await stagesOf(t, admin, made.id))[2]).toMatchObject({
      status: 'notStarted',
      blockers: [{ name: '隐蔽工程', reason: 'gateUnsigned' }],
    });
    // Only a gate is signed, and once.
    const notGate = await stageAction(
      t,
      admin,
      'sign',
      { stageId: design!.id, signature: SIGNED },
      409,
    );
    expect(notGate.msg).toMatch(/设计 is not a gate stage/);
    const signed = await stageAction(t, admin, 'sign', {
      stageId: hidden!.id,
      note: '钢筋、管线已验',
      signature: SIGNED,
    });
    expect(signed.data).toMatchObject({
      gateNote: '钢筋、管线已验',
      gateSignedBy: { userId: admin.id },
    });
    await stageAction(t, admin, 'sign', { stageId: hidden!.id, signature: SIGNED }, 409);
    const started = await stageAction(t, admin, 'start', {
      stageId: decoration!.id,
      day: day(-13),
    });
    expect(started.data).toMatchObject({ status: 'inProgress', actualStart: day(-13) });
  });

  it('asks for each key: 403 without it, and nothing changes', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const made = await newProject(t, admin, templateId);
    const viewer = await person(t, [P.view]);
    const [first] = await stores(t);
    const stageId = made.stages[0]!.id;
    const cases: Array<[string, string, object?]> = [
      ['POST', '/item/template/add', { name: 'x', projectType: 'newStore', stages: STAGES }],
      [
        'PUT',
        '/item/template/edit',
        { id: templateId, name: 'x', projectType: 'renovation', stages: STAGES },
      ],
      ['PUT', '/item/template/enable', { id: templateId, enabled: false }],
      [
        'POST',
        '/item/add',
        {
          name: 'x',
          storeId: first!.id,
          projectType: 'renovation',
          templateId,
          budget: '1',
          contractAmount: '1',
          plannedStart: day(0),
        },
      ],
      [
        'PUT',
        '/item/edit',
        {
          id: made.id,
          name: '改名',
          storeId: first!.id,
          budget: '1',
          contractAmount: '1',
          plannedStart: day(1),
        },
      ],
      ['POST', '/item/stage/start', { stageId, day: day(-30) }],
      ['POST', '/item/stage/finish', { stageId, day: day(-30) }],
      ['POST', '/item/stage/sign', { stageId, signature: SIGNED }],
      ['GET', '/item/export'],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(t, viewer, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const nobody = await person(t, []);
    for (const url of ['/item/page', `/item/detail?id=${made.id}`, '/item/template/page']) {
      expect((await call(t, nobody, 'GET', url)).statusCode, url).toBe(403);
    }
    const [row] = await t.db.select().from(project).where(eq(project.id, made.id));
    expect(row).toMatchObject({ name: expect.stringMatching(/^测试项目/), status: 'planning' });
    const [template] = await t.db
      .select()
      .from(projectTemplate)
      .where(eq(projectTemplate.id, templateId));
    expect(template).toMatchObject({ enabled: true, version: 1 });
    // The viewer reads it and its export is there for the export key.
    expect((await call(t, viewer, 'GET', `/item/detail?id=${made.id}`)).statusCode).toBe(200);
    const exporter = await person(t, [P.export]);
    const sheet = await call(t, exporter, 'GET', '/item/export');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/);
    // Its day and times as the caller's clock shows them (the zone their browser names).
    const zone = 'America/New_York';
    const theirs = await t.app.inject({
      url: '/item/export',
      headers: { ...exporter.headers, 'x-time-zone': zone },
    });
    expect(theirs.headers['content-disposition']).toContain(
      `filename="projects-${dayIn(new Date(), zone)}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(theirs.rawPayload as unknown as ArrayBuffer);
    const [saved] = await t.db
      .select({ code: project.code, at: project.createdAt })
      .from(project)
      .where(eq(project.id, made.id));
    const cells = Array.from(book.worksheets[0]!.getSheetValues(), (r) =>
      Array.isArray(r) ? r : [],
    );
    const line = cells.find((r) => r.includes(saved!.code));
    expect(line).toContain(formatInZone(saved!.at, zone));
  });

  it('lists only the projects open to work when asked (open=true), by code or name', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const open = await newProject(t, admin, templateId);
    const done = await newProject(t, admin, templateId);
    await t.db.update(project).set({ status: 'completed' }).where(eq(project.id, done.id));
    const codes = async (query: string) =>
      (await call(t, admin, 'GET', `/item/page?size=100&${query}`)).json<{
        data: { records: Array<{ code: string; status: string }> };
      }>().data.records;
    const all = await codes('');
    expect(all.map((p) => p.code)).toEqual(expect.arrayContaining([open.code, done.code]));
    const openOnes = await codes('open=true');
    expect(openOnes.map((p) => p.code)).toContain(open.code);
    expect(openOnes.map((p) => p.code)).not.toContain(done.code);
    expect(openOnes.every((p) => projectOpen(p.status))).toBe(true);
    expect((await codes(`open=true&keyword=${open.code}`)).map((p) => p.code)).toEqual([open.code]);
  });

  it('keeps another store’s project out of sight: a 404 on every call, nothing changes', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const [first, second] = await stores(t);
    const mine = await newProject(t, admin, templateId, { storeId: first!.id });
    const theirs = await newProject(t, admin, templateId, { storeId: second!.id });
    const local = await person(t, ALL, 'stores', [first!.id]);
    const page = await call(t, local, 'GET', '/item/page?size=100');
    const seen = new Set(page.json().data.records.map((p: { storeId: number }) => p.storeId));
    expect([...seen]).toEqual([first!.id]);
    expect((await call(t, local, 'GET', `/item/detail?id=${mine.id}`)).statusCode).toBe(200);
    const stageId = theirs.stages[0]!.id;
    for (const [method, url, body] of [
      ['GET', `/item/detail?id=${theirs.id}`, undefined],
      [
        'PUT',
        '/item/edit',
        {
          id: theirs.id,
          name: '越权',
          storeId: second!.id,
          budget: '1',
          contractAmount: '1',
          plannedStart: day(-30),
        },
      ],
      ['POST', '/item/stage/start', { stageId, day: day(-30) }],
      ['POST', '/item/stage/sign', { stageId, signature: SIGNED }],
    ] as const) {
      const res = await call(t, local, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor may they make one there (400: not a store of theirs).
    const there = await call(t, local, 'POST', '/item/add', {
      name: '越权',
      storeId: second!.id,
      projectType: 'renovation',
      templateId,
      budget: '1',
      contractAmount: '1',
      plannedStart: day(0),
    });
    expect(there.statusCode).toBe(400);
    const [row] = await t.db.select().from(projectStage).where(eq(projectStage.id, stageId));
    expect(row!.status).toBe('notStarted');
  });

  it('answers bad input with a 400 and writes nothing', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const made = await newProject(t, admin, templateId, { plannedStart: day(-5) });
    const [first] = await stores(t);
    const projects = await t.db.$count(project);
    const templates = await t.db.$count(projectTemplate);
    const good = {
      name: '坏输入',
      storeId: first!.id,
      projectType: 'renovation',
      templateId,
      budget: '100.00',
      contractAmount: '100.00',
      plannedStart: day(0),
    };
    for (const bad of [
      { ...good, budget: '12.345' },
      { ...good, contractAmount: '-1' },
      { ...good, plannedStart: '2026-02-30' },
      { ...good, projectType: 'castle' },
      { ...good, name: '' },
      { ...good, managerId: 999_999 },
      { ...good, projectType: 'newStore' },
      { ...good, templateId: 999_999 },
    ]) {
      const res = await call(t, admin, 'POST', '/item/add', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const stage = (seq: number, dependsOn: number[], plannedDays = 1) => ({
      seq,
      name: `S${seq}`,
      kind: 'general',
      plannedDays,
      dependsOn,
    });
    for (const stages of [
      [],
      [stage(1, []), stage(3, [1])],
      [stage(1, [2]), stage(2, [])],
      [stage(1, []), stage(2, [2])],
      [stage(1, [], 0)],
      [stage(1, [], 366)],
      [{ ...stage(1, []), kind: 'party' }],
      [{ ...stage(1, []), checklistFormId: 999_999 }],
    ]) {
      const res = await call(t, admin, 'POST', '/item/template/add', {
        name: `坏模板 ${Math.random()}`,
        projectType: 'newStore',
        stages,
      });
      expect(res.statusCode, JSON.stringify(stages)).toBe(400);
    }
    // A stage day in the future, or a finish before the start.
    const design = made.stages[0]!;
    await stageAction(t, admin, 'start', { stageId: design.id, day: day(1) }, 400);
    await stageAction(t, admin, 'start', { stageId: design.id, day: 'soon' }, 400);
    await stageAction(t, admin, 'start', { stageId: design.id, day: day(-4) });
    const before = await stageAction(t, admin, 'finish', { stageId: design.id, day: day(-5) }, 400);
    expect(before.msg).toBe(`the stage cannot finish before it started (${day(-4)})`);
    await stageAction(t, admin, 'finish', { stageId: design.id, day: day(2) }, 400);
    expect(await t.db.$count(project)).toBe(projects);
    expect(await t.db.$count(projectTemplate)).toBe(templates);
    const [row] = await t.db.select().from(projectStage).where(eq(projectStage.id, design.id));
    expect(row).toMatchObject({ status: 'inProgress', actualStart: day(-4), actualEnd: null });
  });
});
