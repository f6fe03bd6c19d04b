import { PERMISSIONS } from '@depot/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { projectAcceptance, projectStage } from './tables';
import {
  CHECKLIST,
  PASSING,
  day,
  newProject,
  newTemplate,
  person,
  stageAction,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;

/** A form design of the form builder (the stage's checklist), answered with its id. */
async function designedForm(t: Harness, admin: Person): Promise<number> {
  const res = await call(t, admin, 'POST', '/admin/form-design', {
    code: `stage-check-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    name: '水电验收表',
    design: CHECKLIST,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

async function filledCount(t: Harness, stageId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(projectAcceptance)
    .where(and(eq(projectAcceptance.stageId, stageId), eq(projectAcceptance.kind, 'stage')));
  return row!.n;
}

const fill = (stageId: number, data: object = PASSING) => ({
  stageId,
  acceptedOn: day(-1),
  signerName: '赵监理',
  note: '水电验收',
  data,
});

describe.each(areaEngines())('a stage’s required checklist on %s', (engine) => {
  const t = useTestApp(engine);

  it('holds the stage’s finish until its designed form is filled in for it on the project', async () => {
    const admin = await adminOf(t);
    const formId = await designedForm(t, admin);
    const made = await newProject(
      t,
      admin,
      await newTemplate(t, admin, [
        { seq: 1, name: '水电', kind: 'general', plannedDays: 3, checklistFormId: formId },
        { seq: 2, name: '油漆', kind: 'general', plannedDays: 2, dependsOn: [1] },
      ]),
      { plannedStart: day(-5) },
    );
    // Whoever designs project templates picks the form among the form builder's designs.
    const designer = await person(t, [P.template]);
    const forms = await call(t, designer, 'GET', '/admin/form-design/page?current=1&size=500');
    expect(forms.statusCode, forms.body).toBe(200);
    expect(forms.json().data.records.map((f: { id: number }) => f.id)).toContain(formId);
    const [wiring, paint] = made.stages;
    expect(
      made.stages.map((s) => [s.name, (s as { checklistFilled?: number }).checklistFilled]),
    ).toEqual([
      ['水电', 0],
      ['油漆', 0],
    ]);

    // Not started: nothing to fill yet (409), nothing written.
    const early = await call(t, admin, 'POST', '/item/stage/checklist', fill(wiring!.id));
    expect(early.statusCode, early.body).toBe(409);
    await stageAction(t, admin, 'start', { stageId: wiring!.id, day: day(-5) });

    // The finish is refused, naming the stage and its form, in either language; nothing moves.
    const refused = await stageAction(
      t,
      admin,
      'finish',
      { stageId: wiring!.id, day: day(-1) },
      409,
    );
    expect(refused.msg).toBe(
      'stage 水电 cannot be finished before its checklist 水电验收表 is filled in for it on this project',
    );
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/item/stage/finish',
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: { stageId: wiring!.id, day: day(-1) },
    });
    expect(chinese.statusCode).toBe(409);
    expect(chinese.json().msg).toBe(
      '阶段 水电 的检查表 水电验收表 还没有在本项目中填写，不能完成该阶段',
    );
    const [still] = await t.db.select().from(projectStage).where(eq(projectStage.id, wiring!.id));
    expect(still).toMatchObject({ status: 'inProgress', actualEnd: null });

    // The form as the form builder checks it: a required field empty is a 400 naming it.
    const { score: _score, ...noScore } = PASSING;
    const invalid = await call(
      t,
      admin,
      'POST',
      '/item/stage/checklist',
      fill(wiring!.id, noScore),
    );
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(invalid.json().msg).toBe('please correct the form: 评分: cannot be empty');
    // Another stage has no checklist (400); a viewer may read but not fill (403).
    const none = await call(t, admin, 'POST', '/item/stage/checklist', fill(paint!.id));
    expect(none.statusCode, none.body).toBe(400);
    const viewer = await person(t, [P.view]);
    const forbidden = await call(t, viewer, 'POST', '/item/stage/checklist', fill(wiring!.id));
    expect(forbidden.statusCode).toBe(403);
    expect(await filledCount(t, wiring!.id)).toBe(0);

    // Filled in and signed: kept as the stage's checklist, read back with its form.
    const saved = await call(t, admin, 'POST', '/item/stage/checklist', fill(wiring!.id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      kind: 'stage',
      templateId: null,
      templateName: '水电验收表',
      stageId: wiring!.id,
      stageName: '水电',
      signerName: '赵监理',
      itemCount: 3,
      passedCount: 2,
    });
    const read = await call(t, viewer, 'GET', `/item/stage/checklist?stageId=${wiring!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      name: '水电验收表',
      canFill: false,
      filled: [{ signerName: '赵监理', data: { power: true, score: 4 } }],
    });

    // Now the stage finishes, and the project's stage says it was filled.
    await stageAction(t, admin, 'finish', { stageId: wiring!.id, day: day(-1) });
    const detail = await call(t, admin, 'GET', `/item/detail?id=${made.id}`);
    expect(detail.json().data.stages[0]).toMatchObject({ status: 'done', checklistFilled: 1 });
    // A stage without a form finishes as before.
    await stageAction(t, admin, 'start', { stageId: paint!.id, day: day(-1) });
    await stageAction(t, admin, 'finish', { stageId: paint!.id, day: day(0) });
  });

  it('shows a newcomer the rule on the demo renovations: filled where 拆除清场 finished, awaited where it runs', async () => {
    const admin = await adminOf(t);
    const clearance = async (name: string) => {
      const found = await call(t, admin, 'GET', `/item/page?keyword=${encodeURIComponent(name)}`);
      const id = found.json().data.records[0].id as number;
      const detail = (await call(t, admin, 'GET', `/item/detail?id=${id}`)).json().data;
      return (
        detail.stages as Array<{
          id: number;
          name: string;
          status: string;
          checklistFilled: number;
          checklistFormId: number | null;
        }>
      ).find((s) => s.name === '拆除清场')!;
    };
    // 广州天河店翻新 (active, at its gate) and the completed 上海徐汇店翻新: filled, then finished.
    for (const name of ['广州天河店翻新', '上海徐汇店翻新']) {
      expect(await clearance(name), name).toMatchObject({ status: 'done', checklistFilled: 1 });
    }
    // 北京朝阳店翻新: under way, not yet filled in, so it cannot finish.
    const waiting = await clearance('北京朝阳店翻新');
    expect(waiting).toMatchObject({ status: 'inProgress', checklistFilled: 0 });
    expect(waiting.checklistFormId).not.toBeNull();
    const refused = await stageAction(
      t,
      admin,
      'finish',
      { stageId: waiting.id, day: day(0) },
      409,
    );
    expect(refused.msg).toContain('拆除清场检查表');
    const form = (await call(t, admin, 'GET', `/item/stage/checklist?stageId=${waiting.id}`)).json()
      .data;
    expect(form).toMatchObject({ name: '拆除清场检查表', canFill: true, filled: [] });
  });

  it('keeps another store’s stage checklist out of reach (404)', async () => {
    const admin = await adminOf(t);
    const formId = await designedForm(t, admin);
    const made = await newProject(
      t,
      admin,
      await newTemplate(t, admin, [
        { seq: 1, name: '水电', kind: 'general', plannedDays: 3, checklistFormId: formId },
      ]),
      { plannedStart: day(-5) },
    );
    await stageAction(t, admin, 'start', { stageId: made.stages[0]!.id, day: day(-5) });
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.edit], 'stores', [second!.id]);
    const read = await call(
      t,
      elsewhere,
      'GET',
      `/item/stage/checklist?stageId=${made.stages[0]!.id}`,
    );
    expect(read.statusCode).toBe(404);
    const write = await call(
      t,
      elsewhere,
      'POST',
      '/item/stage/checklist',
      fill(made.stages[0]!.id),
    );
    expect(write.statusCode).toBe(404);
    expect(await filledCount(t, made.stages[0]!.id)).toBe(0);
  });
});
