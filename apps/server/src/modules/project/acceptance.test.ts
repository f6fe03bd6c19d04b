import { PERMISSIONS } from '@depot/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { formDesign } from '../../db/schema/form';
import { upload } from '../ware-order/test-fixtures';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { project, projectAcceptance, projectAcceptanceTemplate } from './tables';
import {
  CHECKLIST,
  PASSING,
  completion,
  day,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stageAction,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;
const ONE_STAGE = [{ seq: 1, name: '施工', kind: 'general' as const, plannedDays: 2 }];

async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** How many acceptance templates, form designs and filled checklists there are. */
async function rows(t: Harness) {
  const [templates] = await t.db.select({ n: count() }).from(projectAcceptanceTemplate);
  const [designs] = await t.db.select({ n: count() }).from(formDesign);
  const [filled] = await t.db.select({ n: count() }).from(projectAcceptance);
  return { templates: templates!.n, designs: designs!.n, filled: filled!.n };
}

/** A one-stage project whose stage ran from six days ago to four days ago. */
async function finished(t: Harness, admin: Person) {
  const made = await newProject(t, admin, await newTemplate(t, admin, ONE_STAGE), {
    plannedStart: day(-6),
  });
  await stageAction(t, admin, 'start', { stageId: made.stages[0]!.id, day: day(-6) });
  await stageAction(t, admin, 'finish', { stageId: made.stages[0]!.id, day: day(-4) });
  return made;
}

describe.each(areaEngines())('project acceptance checklists on %s', (engine) => {
  const t = useTestApp(engine);

  it('keeps acceptance templates as form designs: added, saved as the next version, disabled; bad ones refused', async () => {
    const admin = await adminOf(t);
    const before = await rows(t);
    // A design the form builder refuses (two fields named alike): 400, nothing written.
    const bad = await post(
      t,
      admin,
      '/item/acceptance-template/add',
      {
        name: '坏模板',
        kind: 'completion',
        design: {
          fields: [
            { kind: 'switch', vModel: 'a', label: 'A' },
            { kind: 'switch', vModel: 'a', label: 'B' },
          ],
        },
      },
      400,
    );
    expect(JSON.stringify(bad)).toContain('design');
    await post(
      t,
      admin,
      '/item/acceptance-template/add',
      { name: '', kind: 'completion', design: CHECKLIST },
      400,
    );
    await post(
      t,
      admin,
      '/item/acceptance-template/add',
      { name: 'x', kind: 'other', design: CHECKLIST },
      400,
    );
    expect(await rows(t)).toEqual(before);

    const added = await post(t, admin, '/item/acceptance-template/add', {
      name: `竣工验收 ${process.pid}`,
      kind: 'completion',
      note: '通用',
      design: CHECKLIST,
    });
    expect(added.data).toMatchObject({
      name: `竣工验收 ${process.pid}`,
      kind: 'completion',
      enabled: true,
      designVersion: 1,
      useCount: 0,
    });
    expect(added.data.design.fields.map((f: { vModel: string }) => f.vModel)).toEqual([
      'power',
      'fire',
      'clean',
      'score',
      'remark',
    ]);
    const id = added.data.id;
    // The same name again: 409 naming it.
    const taken = await post(
      t,
      admin,
      '/item/acceptance-template/add',
      { name: `竣工验收 ${process.pid}`, kind: 'handover', design: CHECKLIST },
      409,
    );
    expect(taken.msg).toBe(`an acceptance template named 竣工验收 ${process.pid} already exists`);

    // Saved again: the checklist's next version; a stale base version is a 409.
    const fewer = { fields: CHECKLIST.fields.slice(0, 2) };
    const res = await call(t, admin, 'PUT', '/item/acceptance-template/edit', {
      id,
      name: `竣工验收 ${process.pid}`,
      kind: 'completion',
      note: null,
      design: fewer,
      baseVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ designVersion: 2, note: null });
    expect(res.json().data.design.fields).toHaveLength(2);
    const stale = await call(t, admin, 'PUT', '/item/acceptance-template/edit', {
      id,
      name: `竣工验收 ${process.pid}`,
      kind: 'completion',
      design: CHECKLIST,
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);

    const listed = await call(t, admin, 'GET', '/item/acceptance-template/page?kind=completion');
    expect(listed.json().data.records.map((r: { id: number }) => r.id)).toContain(id);
    const handovers = await call(t, admin, 'GET', '/item/acceptance-template/page?kind=handover');
    expect(handovers.json().data.records.map((r: { id: number }) => r.id)).not.toContain(id);

    // Disabled: not offered, and a completion with it is a 409.
    const off = await call(t, admin, 'PUT', '/item/acceptance-template/enable', {
      id,
      enabled: false,
    });
    expect(off.json().data).toMatchObject({ enabled: false });
    const made = await finished(t, admin);
    const refused = await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, id, { data: { power: true, fire: true } }),
      409,
    );
    expect(refused.msg).toBe(`the acceptance template 竣工验收 ${process.pid} is disabled`);
  });

  it('refuses a completion whose checklist fails or is invalid, writing nothing, then completes with a passing one', async () => {
    const admin = await adminOf(t);
    const made = await finished(t, admin);
    const checklist = await newAcceptanceTemplate(t, admin);
    const handover = await newAcceptanceTemplate(t, admin, 'handover');
    const before = await rows(t);

    // A required yes/no item answered no: 409 naming it; the optional one does not count.
    const failed = await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { data: { ...PASSING, fire: false, clean: false } }),
      409,
    );
    expect(failed.msg).toBe(
      `project ${made.code} cannot be completed: these acceptance items did not pass: 消防合格`,
    );
    // A required field left empty: 400 naming it.
    const { score: _score, ...unscored } = PASSING;
    const empty = await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { data: unscored }),
      400,
    );
    expect(empty.msg).toContain('评分');
    // A value of the wrong type, a day in the future, a day before the last stage ended, no
    // signer, a handover template, an unknown one, a photo not the caller's: 400.
    await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { data: { ...PASSING, score: 'x' } }),
      400,
    );
    await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { acceptedOn: day(1) }),
      400,
    );
    const early = await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { acceptedOn: day(-5) }),
      400,
    );
    expect(early.msg).toBe(
      `the acceptance day may not be before ${day(-4)}, when the last stage finished`,
    );
    await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { signerName: ' ' }),
      400,
    );
    await post(t, admin, '/item/complete', completion(made.id, handover), 400);
    await post(t, admin, '/item/complete', completion(made.id, 2147480000), 400);
    const stranger = await person(t, []);
    const foreign = await upload(t, stranger, 'not yours');
    await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { fileIds: [foreign] }),
      400,
    );
    expect(await rows(t)).toEqual(before);
    const [still] = await t.db.select().from(project).where(eq(project.id, made.id));
    expect(still).toMatchObject({ status: 'active', actualEnd: null });

    // Passing: completed on the acceptance day, the checklist kept with its photo.
    const photo = await upload(t, admin, 'site photo');
    const done = await post(
      t,
      admin,
      '/item/complete',
      completion(made.id, checklist, { acceptedOn: day(-3), fileIds: [photo] }),
    );
    expect(done.data).toMatchObject({
      projectId: made.id,
      kind: 'completion',
      templateId: checklist,
      acceptedOn: day(-3),
      signerName: '王店长',
      itemCount: 3,
      passedCount: 2,
      designVersion: 1,
      data: PASSING,
    });
    expect(done.data.files.map((f: { id: string }) => f.id)).toEqual([photo]);
    expect(done.data.design.fields).toHaveLength(5);
    const detail = await call(t, admin, 'GET', `/item/detail?id=${made.id}`);
    expect(detail.json().data).toMatchObject({ status: 'completed', actualEnd: day(-3) });
    const statement = await call(t, admin, 'GET', `/item/statement?projectId=${made.id}`);
    expect(statement.statusCode).toBe(200);
    // Another completion (or handover) of a completed project: the 409 of a closed project.
    const again = await post(t, admin, '/item/complete', completion(made.id, checklist), 409);
    expect(again.msg).toBe(
      `project ${made.code} is completed or discarded: it takes no more changes`,
    );
    await post(t, admin, '/item/handover/add', completion(made.id, handover), 409);
    const list = await call(t, admin, 'GET', `/item/acceptance/list?projectId=${made.id}`);
    expect(list.json().data).toHaveLength(1);
    // Its photo is read by whoever sees the project, not by a stranger.
    const viewer = await person(t, [P.view]);
    expect((await call(t, viewer, 'GET', `/admin/files/${photo}`)).statusCode).toBe(200);
    expect((await call(t, stranger, 'GET', `/admin/files/${photo}`)).statusCode).toBe(404);
  });

  it('keeps shop handover checklists as new records, each as filled in', async () => {
    const admin = await adminOf(t);
    const site = await person(t, [P.view, P.handover]);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const handover = await newAcceptanceTemplate(t, admin, 'handover');
    const checklist = await newAcceptanceTemplate(t, admin);
    const body = completion(made.id, handover, { acceptedOn: day(0) });
    // A completion template, a stage that is not a handover stage: 400.
    await post(t, site, '/item/handover/add', completion(made.id, checklist), 400);
    await post(t, site, '/item/handover/add', { ...body, stageId: made.stages[0]!.id }, 400);
    // A handover item answered no is kept as answered: the handover is a record, not a gate.
    const first = await post(t, site, '/item/handover/add', {
      ...body,
      data: { ...PASSING, fire: false },
    });
    expect(first.data).toMatchObject({ kind: 'handover', itemCount: 3, passedCount: 1 });
    const second = await post(t, site, '/item/handover/add', body);
    expect(second.data.id).not.toBe(first.data.id);
    const list = await call(
      t,
      site,
      'GET',
      `/item/acceptance/list?projectId=${made.id}&kind=handover`,
    );
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([
      second.data.id,
      first.data.id,
    ]);
    expect(list.json().data[1].data).toMatchObject({ fire: false });
    const none = await call(
      t,
      site,
      'GET',
      `/item/acceptance/list?projectId=${made.id}&kind=completion`,
    );
    expect(none.json().data).toEqual([]);
  });

  it('answers 403 without the key and 404 for another store’s project', async () => {
    const admin = await adminOf(t);
    const made = await finished(t, admin);
    const checklist = await newAcceptanceTemplate(t, admin);
    const handover = await newAcceptanceTemplate(t, admin, 'handover');
    const viewer = await person(t, [P.view]);
    const template = { name: `无权 ${process.pid}`, kind: 'completion', design: CHECKLIST };
    for (const [url, body] of [
      ['/item/acceptance-template/add', template],
      ['/item/complete', completion(made.id, checklist)],
      ['/item/handover/add', completion(made.id, handover)],
    ] as const) {
      expect((await call(t, viewer, 'POST', url, body)).statusCode, url).toBe(403);
    }
    const edit = { id: checklist, ...template };
    expect((await call(t, viewer, 'PUT', '/item/acceptance-template/edit', edit)).statusCode).toBe(
      403,
    );
    const nobody = await person(t, []);
    expect(
      (await call(t, nobody, 'GET', `/item/acceptance/list?projectId=${made.id}`)).statusCode,
    ).toBe(403);
    expect((await call(t, nobody, 'GET', '/item/acceptance-template/page')).statusCode).toBe(403);
    // The completion key alone reads the templates it fills in.
    const completer = await person(t, [P.complete]);
    expect((await call(t, completer, 'GET', '/item/acceptance-template/page')).statusCode).toBe(
      200,
    );

    const before = await rows(t);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.complete, P.handover], 'stores', [second!.id]);
    await post(t, elsewhere, '/item/complete', completion(made.id, checklist), 404);
    await post(t, elsewhere, '/item/handover/add', completion(made.id, handover), 404);
    expect(
      (await call(t, elsewhere, 'GET', `/item/acceptance/list?projectId=${made.id}`)).statusCode,
    ).toBe(404);
    expect(await rows(t)).toEqual(before);
  });
});
