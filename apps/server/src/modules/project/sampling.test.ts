import { PERMISSIONS } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { formDesign } from '../../db/schema/form';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { projectAcceptanceTemplate, projectSampling } from './tables';
import {
  SAMPLING_CHECKLIST,
  SCORES,
  day,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
} from './test-fixtures';

const P = PERMISSIONS.project;

async function rows(t: Harness) {
  return {
    samplings: await t.db.$count(projectSampling),
    templates: await t.db.$count(projectAcceptanceTemplate),
    designs: await t.db.$count(formDesign),
  };
}

/** A call answered with `status`; its envelope. */
async function send(
  t: Harness,
  by: Person,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  status = 200,
  language = 'en-US',
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...by.headers, 'accept-language': language },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { msg: string; data: Record<string, unknown> & { id: number } };
}

describe.each(areaEngines())('quality sampling from a designed checklist on %s', (engine) => {
  const t = useTestApp(engine);

  /** A project of the first store, its sampling checklist, an inspector and a site editor. */
  async function setUp() {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const templateId = await newAcceptanceTemplate(t, admin, 'sampling');
    const inspector = await person(t, [P.view, P.inspect]);
    const editor = await person(t, [P.view, P.edit]);
    const sampling = (more: object = {}) => ({
      projectId: made.id,
      templateId,
      sampledOn: day(0),
      scores: SCORES,
      ...more,
    });
    /** A sampling of `more` by `by` (the inspector): its reply, the status asserted. */
    const add = (more: object = {}, status = 200, by = inspector, language = 'en-US') =>
      send(t, by, 'POST', '/item/sampling/add', sampling(more), status, language);
    return { admin, made, templateId, inspector, editor, sampling, add };
  }

  it('scores the checklist’s items on the server, exactly, and passes or fails against the pass mark', async () => {
    const { admin, made, templateId, editor, add } = await setUp();
    // 17 of 23 is 73.913…%: 73.91, failed at the default 80, passed at 73; the optional 吊顶
    // left out counts in neither the score nor the maximum.
    const failed = (await add({ sampledOn: day(-2) })).data;
    expect(failed).toMatchObject({
      templateId,
      designVersion: 1,
      totalScore: 17,
      maxScore: 23,
      percent: '73.91',
      passMark: 80,
      passed: false,
      itemCount: 3,
      items: [
        { name: '墙面平整', maxScore: 10, score: 9, note: '一处空鼓' },
        { name: '地砖', maxScore: 10, score: 8, note: null },
        { name: '开关插座', maxScore: 3, score: 0, note: null },
      ],
    });
    expect(failed.templateName).toMatch(/^验收模板 /);
    const passed = (await add({ sampledOn: day(-1), passMark: 73 })).data;
    expect(passed).toMatchObject({ percent: '73.91', passed: true });
    // Exactly at the mark passes: 20 of 25 at 80, the optional item scored, in the design's order
    // whatever the order sent.
    const all = [
      { key: 'ceiling', score: 2 },
      { key: 'sockets', score: 1 },
      { key: 'floor', score: 8 },
      { key: 'wall', score: 9 },
    ];
    const exact = (await add({ scores: all })).data;
    expect(exact).toMatchObject({ totalScore: 20, maxScore: 25, percent: '80.00', passed: true });
    expect((exact.items as Array<{ name: string }>).map((i) => i.name)).toEqual([
      '墙面平整',
      '地砖',
      '开关插座',
      '吊顶',
    ]);
    const unpassed = `/item/sampling/page?projectId=${made.id}&passed=false`;
    const page = await call(t, editor, 'GET', unpassed);
    expect(page.json().data.records.map((r: { id: number }) => r.id)).toEqual([failed.id]);
    // The checklist counts its samplings as its uses.
    const url = `/item/acceptance-template/detail?id=${templateId}`;
    const template = await call(t, admin, 'GET', url);
    expect(template.json().data).toMatchObject({ kind: 'sampling', useCount: 3 });
  });

  it('refuses scores that do not fit the design with a 400 naming the item, in both languages, writing nothing', async () => {
    const { admin, inspector, editor, add } = await setUp();
    const before = await rows(t);
    const refusals: Array<[object, string, string]> = [
      [
        { scores: [...SCORES, { key: 'paint', score: 5 }] },
        'the sampling checklist has no item paint',
        '抽检表中没有 paint 这一项',
      ],
      [
        { scores: SCORES.slice(0, 2) },
        'sampling item 开关插座 is required: give it a score',
        '抽检项 开关插座 为必填项，请打分',
      ],
      [
        { scores: [{ key: 'wall', score: 11 }, ...SCORES.slice(1)] },
        'the score 11 of sampling item 墙面平整 is not between 0 and its full score 10',
        '抽检项 墙面平整 的得分 11 不在 0 到满分 10 之间',
      ],
      [
        { scores: [...SCORES, { key: 'ceiling', score: -1 }] },
        'the score -1 of sampling item 吊顶 is not between 0 and its full score 2',
        '抽检项 吊顶 的得分 -1 不在 0 到满分 2 之间',
      ],
    ];
    for (const [more, en, zh] of refusals) {
      expect((await add(more, 400)).msg).toBe(en);
      expect((await add(more, 400, inspector, 'zh-CN')).msg).toBe(zh);
    }
    // The same item twice, a score that is not a whole number, a future day: 400.
    await add({ scores: [...SCORES, SCORES[0]] }, 400);
    await add({ scores: [{ key: 'wall', score: 8.5 }, ...SCORES.slice(1)] }, 400);
    await add({ sampledOn: day(1) }, 400);
    // A completion checklist is no sampling checklist: 400; a disabled one 409; without the key 403.
    const completion = await newAcceptanceTemplate(t, admin, 'completion');
    expect((await add({ templateId: completion }, 400)).msg).toBe(
      'the acceptance template does not exist or is of another kind',
    );
    const off = await newAcceptanceTemplate(t, admin, 'sampling');
    await send(t, admin, 'PUT', '/item/acceptance-template/enable', { id: off, enabled: false });
    await add({ templateId: off }, 409);
    await add({}, 403, editor);
    expect((await rows(t)).samplings).toBe(before.samplings);
  });

  it('keeps only scored items with a full score in a sampling checklist, and samples its latest version', async () => {
    const { admin, inspector, templateId, add } = await setUp();
    const before = await rows(t);
    const design = (fields: object[], kind = 'sampling', status = 400) =>
      send(
        t,
        admin,
        'POST',
        '/item/acceptance-template/add',
        { name: `抽检表 ${kind} ${process.pid}`, kind, design: { fields } },
        status,
      );
    const text = { kind: 'textarea', vModel: 'remark', label: '意见' };
    expect((await design([...SAMPLING_CHECKLIST.fields, text])).msg).toBe(
      'a sampling checklist holds only scored items (number, rating or slider): 意见 is not one',
    );
    const unbounded = { kind: 'number', vModel: 'paint', label: '涂料', required: true };
    expect((await design([unbounded])).msg).toBe(
      'sampling item 涂料 needs a full score: a whole number from 1 to 1000 as its maximum',
    );
    expect((await design([{ ...unbounded, max: 2.5 }])).msg).toContain('涂料');
    expect((await design([])).msg).toBe('a sampling checklist needs at least one scored item');
    // The same design is a completion checklist's to have.
    await design([text], 'completion', 200);
    expect(await rows(t)).toMatchObject({
      templates: before.templates + 1,
      designs: before.designs + 1,
    });

    // Saved again with 地砖 out of 20: the next sampling scores version 2; the earlier keeps its own.
    const first = (await add()).data;
    const edit = {
      id: templateId,
      name: `抽检表 v2 ${process.pid}`,
      kind: 'sampling',
      design: {
        fields: SAMPLING_CHECKLIST.fields.map((f) =>
          f.vModel === 'floor' ? { ...f, max: 20 } : f,
        ),
      },
    };
    const badEdit = { ...edit, design: { fields: [text] } };
    await send(t, admin, 'PUT', '/item/acceptance-template/edit', badEdit, 400);
    await send(t, admin, 'PUT', '/item/acceptance-template/edit', edit);
    const scores = [
      { key: 'wall', score: 9 },
      { key: 'floor', score: 19 },
      { key: 'sockets', score: 3 },
    ];
    const second = (await add({ scores })).data;
    expect(second).toMatchObject({ designVersion: 2, totalScore: 31, maxScore: 33 });
    const kept = await call(t, inspector, 'GET', `/item/sampling/detail?id=${first.id}`);
    expect(kept.json().data).toMatchObject({ designVersion: 1, totalScore: 17, maxScore: 23 });

    // Used twice, it stays a sampling checklist: the samplings still read as scored from it.
    const asCompletion = { ...edit, kind: 'completion' };
    const refused = await send(
      t,
      admin,
      'PUT',
      '/item/acceptance-template/edit',
      asCompletion,
      409,
    );
    expect(refused.msg).toBe(
      `the acceptance template ${edit.name} has been used 2 times: its use cannot change`,
    );
    const url = `/item/acceptance-template/detail?id=${templateId}`;
    expect((await call(t, admin, 'GET', url)).json().data).toMatchObject({
      kind: 'sampling',
      designVersion: 2,
      useCount: 2,
    });
  });
});
