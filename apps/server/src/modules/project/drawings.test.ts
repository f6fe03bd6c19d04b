import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { adminOf, call, noticesTo, type Harness, type Person } from '../warehouse/test-fixtures';
import { filePart } from '../ware-order/test-fixtures';
import { demoPlanPdf, demoRenderingPng } from './demo-drawing-files';
import { projectDesignChange, projectDrawing, projectDrawingVersion } from './tables';
import {
  completion,
  flow,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;
const ALL = Object.values(P);

/** Uploads `bytes` as `name` of `type` through /admin/files as `by`; the file's id. */
async function uploadAs(t: Harness, by: Person, name: string, type: string, bytes: Buffer) {
  const body = filePart(name, type, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/files',
    headers: { ...by.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

const pdfOf = (revision: number) => demoPlanPdf({ sheetNo: 'A-01', title: 'Plan', revision });

async function drawingsOf(t: Harness, by: Person, projectId: number, query = '') {
  const res = await call(t, by, 'GET', `/item/drawing/list?projectId=${projectId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe.each(areaEngines())('project drawings and design changes on %s', (engine) => {
  const t = useTestApp(engine);

  it('keeps every version of a drawing, newest first, each previewed with its own type', async () => {
    const admin = await adminOf(t);
    const drafter = await person(t, [P.view, P.drawing]);
    const approver = await person(t, [P.view, P.designApprove]);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const first = await pdfOf(1);
    const v1 = await uploadAs(t, drafter, 'A-01.pdf', 'application/pdf', first);
    const added = await call(t, drafter, 'POST', '/item/drawing/add', {
      projectId: made.id,
      stageId: made.stages[0]!.id,
      kind: 'construction',
      title: '平面布置图',
      sheetNo: 'A-01',
      fileId: v1,
      note: '原始方案',
    });
    expect(added.statusCode, added.body).toBe(200);
    const drawing = added.json().data.drawings[0];
    expect(drawing).toMatchObject({
      kind: 'construction',
      title: '平面布置图',
      stageName: made.stages[0]!.name,
      versions: [
        { version: 1, fileName: 'A-01.pdf', fileType: 'application/pdf', note: '原始方案' },
      ],
    });
    const second = await pdfOf(2);
    const v2 = await uploadAs(t, drafter, 'A-01 v2.pdf', 'application/pdf', second);
    const next = await call(t, drafter, 'POST', '/item/drawing/version', {
      drawingId: drawing.id,
      fileId: v2,
      note: '增加货架',
    });
    expect(next.statusCode, next.body).toBe(200);
    const versions = next.json().data.drawings[0].versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // The first version is as it was: same row, same file, same bytes.
    expect(versions[1]).toMatchObject({ id: drawing.versions[0].id, fileId: v1, note: '原始方案' });

    // Whoever sees the project previews each version inline, with the file's own type.
    const viewer = await person(t, [P.view]);
    const old = await call(t, viewer, 'GET', versions[1].previewUrl);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect(old.headers['content-disposition']).toBe('inline');
    expect(old.rawPayload.equals(first)).toBe(true);
    const now = await call(t, viewer, 'GET', versions[0].previewUrl);
    expect(now.rawPayload.equals(second)).toBe(true);
    // …and reads the files themselves as well.
    expect((await call(t, viewer, 'GET', `/admin/files/${v1}`)).statusCode).toBe(200);

    // A design drawing as a picture; the approver marks its version, a construction one has none.
    const png = demoRenderingPng(1);
    const picture = await uploadAs(t, drafter, 'D-01.png', 'image/png', png);
    const design = await call(t, drafter, 'POST', '/item/drawing/add', {
      projectId: made.id,
      kind: 'design',
      title: '门头效果图',
      fileId: picture,
    });
    expect(design.statusCode, design.body).toBe(200);
    const list = await drawingsOf(t, viewer, made.id, '&kind=design');
    expect(list.drawings).toHaveLength(1);
    const rendering = list.drawings[0];
    const shown = await call(t, viewer, 'GET', rendering.versions[0].previewUrl);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(png)).toBe(true);
    const marked = await call(t, approver, 'POST', '/item/drawing/approve', {
      drawingId: rendering.id,
      versionId: rendering.versions[0].id,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const approved = marked.json().data.drawings.find((d: { id: number }) => d.id === rendering.id);
    expect(approved).toMatchObject({
      approvedVersionId: rendering.versions[0].id,
      approvedBy: { userId: approver.id },
    });
    const wrongKind = await call(t, approver, 'POST', '/item/drawing/approve', {
      drawingId: drawing.id,
      versionId: versions[0].id,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().msg).toBe('only a design drawing has an approved version');
    const otherVersion = await call(t, approver, 'POST', '/item/drawing/approve', {
      drawingId: rendering.id,
      versionId: versions[0].id,
    });
    expect(otherVersion.statusCode).toBe(400);
    // Filtered by stage: only the construction drawing is of the first stage.
    const ofStage = await drawingsOf(t, viewer, made.id, `&stageId=${made.stages[0]!.id}`);
    expect(ofStage.drawings.map((d: { id: number }) => d.id)).toEqual([drawing.id]);
    expect(ofStage).toMatchObject({ canUpload: false, canApproveDesign: false });
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const admin = await adminOf(t);
    const drafter = await person(t, [P.view, P.drawing, P.designChange]);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const other = await newProject(t, admin, await newTemplate(t, admin));
    const pdf = await uploadAs(t, drafter, 'a.pdf', 'application/pdf', await pdfOf(1));
    const text = await uploadAs(t, drafter, 'a.txt', 'text/plain', Buffer.from('not a drawing'));
    const foreign = await uploadAs(t, admin, 'b.pdf', 'application/pdf', await pdfOf(1));
    const base = { projectId: made.id, kind: 'construction', title: '平面图', fileId: pdf };
    const drawing = (await call(t, drafter, 'POST', '/item/drawing/add', base)).json().data
      .drawings[0];
    const before = {
      drawings: await t.db.$count(projectDrawing),
      versions: await t.db.$count(projectDrawingVersion),
      changes: await t.db.$count(projectDesignChange),
    };
    for (const [url, body, msg] of [
      ['/item/drawing/add', { ...base, title: '图2', fileId: text }, 'a drawing must be a PDF'],
      ['/item/drawing/add', { ...base, title: '图2', fileId: foreign }, 'a drawing must be a PDF'],
      ['/item/drawing/add', { ...base, title: '图2', fileId: 'nope' }, 'a drawing must be a PDF'],
      ['/item/drawing/add', { ...base, title: '' }, undefined],
      ['/item/drawing/add', { ...base, kind: 'sketch' }, undefined],
      [
        '/item/drawing/add',
        { ...base, title: '图2', stageId: other.stages[0]!.id },
        'that stage is not',
      ],
      ['/item/drawing/version', { drawingId: drawing.id, fileId: text }, 'a drawing must be'],
      [
        '/item/design-change/add',
        { projectId: made.id, title: 'x', reason: 'x', costImpact: '1.005' },
        undefined,
      ],
      [
        '/item/design-change/add',
        { projectId: made.id, title: 'x', reason: '', costImpact: '1' },
        undefined,
      ],
      [
        '/item/design-change/add',
        { projectId: other.id, title: 'x', reason: 'x', costImpact: '1', drawingIds: [drawing.id] },
        'a drawing named is not one of this project',
      ],
      [
        '/item/design-change/add',
        { projectId: made.id, title: 'x', reason: 'x', costImpact: '1', fileIds: [foreign] },
        undefined,
      ],
    ] as const) {
      const res = await call(t, drafter, 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)} ${res.body}`).toBe(400);
      if (msg) expect(res.json().msg).toContain(msg.replace('that stage is not', ''));
    }
    // The same name twice in one kind is a 409, as nothing else is written.
    const twice = await call(t, drafter, 'POST', '/item/drawing/add', base);
    expect(twice.statusCode).toBe(409);
    expect({
      drawings: await t.db.$count(projectDrawing),
      versions: await t.db.$count(projectDrawingVersion),
      changes: await t.db.$count(projectDesignChange),
    }).toEqual(before);
  });

  it('counts an approved design change in the statement as an approved visa, a rejected or pending one not at all', async () => {
    const admin = await adminOf(t);
    const approver = await person(t, [P.view]);
    const site = await person(t, [P.view, P.designChange]);
    await flow(t, admin, 'designChange', approver.id);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const add = async (title: string, costImpact: string) => {
      const res = await call(t, site, 'POST', '/item/design-change/add', {
        projectId: made.id,
        stageId: made.stages[1]!.id,
        title,
        reason: '现场条件变化',
        costImpact,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const extra = await add('增加货架', '2350.10');
    expect(extra).toMatchObject({ status: 'pending', counted: false, costImpact: '2350.10' });
    expect(extra.code).toMatch(/^BG\d{14}$/);
    const saving = await add('取消吊顶', '-1200.00');
    const refused = await add('夜间施工', '4500.00');
    const open = await add('收银台后移', '1800.00');
    // The approver is told of each (46), opening the approval request.
    const asked = await noticesTo(t, approver.id, NOTICE_TYPES.designChangeApproval);
    expect(asked).toHaveLength(4);
    expect(asked[0]).toMatchObject({ linkArea: 'approval', linkId: String(extra.requestId) });

    await decide(t, approver, extra.requestId, 'approve');
    await decide(t, approver, saving.requestId, 'approve');
    await decide(t, approver, refused.requestId, 'reject');
    // The applicant hears each outcome (47), opening the design change itself.
    const told = await noticesTo(t, site.id, NOTICE_TYPES.designChangeApplication);
    expect(told).toHaveLength(3);
    expect(told[0]).toMatchObject({ linkArea: 'design-change', linkId: String(extra.id) });

    const statement = (await call(t, site, 'GET', `/item/statement?projectId=${made.id}`)).json()
      .data;
    // 420000.50 + 2350.10 − 1200.00 = 421150.60; the rejected and the pending count nothing.
    expect(statement).toMatchObject({ designChangeTotal: '1150.10', total: '421150.60' });
    expect(
      statement.designChanges.map((c: { title: string; status: string; counted: boolean }) => [
        c.title,
        c.status,
        c.counted,
      ]),
    ).toEqual([
      ['增加货架', 'approved', true],
      ['取消吊顶', 'approved', true],
      ['夜间施工', 'rejected', false],
      ['收银台后移', 'pending', false],
    ]);
    const detail = (await call(t, site, 'GET', `/item/detail?id=${made.id}`)).json().data;
    expect(detail).toMatchObject({ designChangeTotal: '1150.10', statementTotal: '421150.60' });
    const list = (
      await call(t, site, 'GET', `/item/design-change/list?projectId=${made.id}`)
    ).json().data;
    expect(list).toMatchObject({ approvedTotal: '1150.10', canAdd: true });
    expect(list.changes.map((c: { id: number }) => c.id)).toEqual([
      open.id,
      refused.id,
      saving.id,
      extra.id,
    ]);
    // One in approval keeps the project from completing and from being discarded.
    const checklist = await newAcceptanceTemplate(t, admin);
    const complete = await call(t, admin, 'POST', '/item/complete', completion(made.id, checklist));
    expect(complete.statusCode).toBe(409);
    const discard = await call(t, admin, 'POST', '/item/discard/add', {
      projectId: made.id,
      reason: '终止',
    });
    expect(discard.statusCode).toBe(409);
    expect(discard.json().msg).toBe(
      `project ${made.code} still has 1 design change(s) in approval`,
    );
    // Withdrawn by its applicant, it counts nothing either.
    const withdraw = await call(t, site, 'POST', `/approval/${open.requestId}/withdraw`, {
      version: (await call(t, site, 'GET', `/approval/${open.requestId}`)).json().data.version,
      comment: '',
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const after = (await call(t, site, 'GET', `/item/design-change/detail?id=${open.id}`)).json()
      .data;
    expect(after).toMatchObject({ status: 'withdrawn', counted: false });
    const again = (await call(t, site, 'GET', `/item/statement?projectId=${made.id}`)).json().data;
    expect(again.total).toBe('421150.60');
  });

  it('asks each key of its own call: 403 without it', async () => {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const pdf = await uploadAs(t, admin, 'a.pdf', 'application/pdf', await pdfOf(1));
    const drawing = (
      await call(t, admin, 'POST', '/item/drawing/add', {
        projectId: made.id,
        kind: 'design',
        title: '效果图',
        fileId: pdf,
      })
    ).json().data.drawings[0];
    const version = drawing.versions[0];
    for (const [method, url, body, key] of [
      ['GET', `/item/drawing/list?projectId=${made.id}`, undefined, P.view],
      ['GET', version.previewUrl, undefined, P.view],
      ['GET', `/item/design-change/list?projectId=${made.id}`, undefined, P.view],
      [
        'POST',
        '/item/drawing/add',
        { projectId: made.id, kind: 'design', title: '新图', fileId: pdf },
        P.drawing,
      ],
      ['POST', '/item/drawing/version', { drawingId: drawing.id, fileId: pdf }, P.drawing],
      [
        'POST',
        '/item/drawing/approve',
        { drawingId: drawing.id, versionId: version.id },
        P.designApprove,
      ],
      [
        'POST',
        '/item/design-change/add',
        { projectId: made.id, title: 'x', reason: 'x', costImpact: '1' },
        P.designChange,
      ],
    ] as const) {
      const without = await person(
        t,
        ALL.filter((k) => k !== key),
      );
      const res = await call(t, without, method, url, body);
      expect(res.statusCode, `${method} ${url} without ${key}`).toBe(403);
    }
    expect(
      await t.db.$count(projectDrawingVersion, eq(projectDrawingVersion.drawingId, drawing.id)),
    ).toBe(1);
  });

  it('keeps another store’s project out of sight (404) and a discarded project’s drawings closed (409)', async () => {
    const admin = await adminOf(t);
    const templateId = await newTemplate(t, admin);
    const [first, second] = await stores(t);
    const theirs = await newProject(t, admin, templateId, { storeId: second!.id });
    const approver = await person(t, [P.view]);
    await flow(t, admin, 'designChange', approver.id);
    await flow(t, admin, 'projectDiscard', approver.id);
    const pdf = await uploadAs(t, admin, 'a.pdf', 'application/pdf', await pdfOf(1));
    const drawing = (
      await call(t, admin, 'POST', '/item/drawing/add', {
        projectId: theirs.id,
        kind: 'design',
        title: '效果图',
        fileId: pdf,
      })
    ).json().data.drawings[0];
    const change = await call(t, admin, 'POST', '/item/design-change/add', {
      projectId: theirs.id,
      title: '变更',
      reason: '原因',
      costImpact: '0',
    });
    expect(change.statusCode, change.body).toBe(200);
    await decide(t, approver, change.json().data.requestId, 'approve');
    const local = await person(t, ALL, 'stores', [first!.id]);
    const mine = await uploadAs(t, local, 'b.pdf', 'application/pdf', await pdfOf(1));
    for (const [method, url, body] of [
      ['GET', `/item/drawing/list?projectId=${theirs.id}`, undefined],
      ['GET', drawing.versions[0].previewUrl, undefined],
      ['GET', `/item/design-change/list?projectId=${theirs.id}`, undefined],
      ['GET', `/item/design-change/detail?id=${change.json().data.id}`, undefined],
      [
        'POST',
        '/item/drawing/add',
        { projectId: theirs.id, kind: 'design', title: 'x', fileId: mine },
      ],
      ['POST', '/item/drawing/version', { drawingId: drawing.id, fileId: mine }],
      [
        'POST',
        '/item/drawing/approve',
        { drawingId: drawing.id, versionId: drawing.versions[0].id },
      ],
      [
        'POST',
        '/item/design-change/add',
        { projectId: theirs.id, title: 'x', reason: 'x', costImpact: '1' },
      ],
    ] as const) {
      const res = await call(t, local, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t, local, 'GET', `/admin/files/${pdf}`)).statusCode).toBe(404);

    // Discarded on approval.
    const discard = await call(t, admin, 'POST', '/item/discard/add', {
      projectId: theirs.id,
      reason: '终止',
    });
    expect(discard.statusCode, discard.body).toBe(200);
    await decide(t, approver, discard.json().data.requestId, 'approve');
    const closed = `project ${theirs.code} is completed or discarded: it takes no more changes`;
    for (const [url, body] of [
      ['/item/drawing/add', { projectId: theirs.id, kind: 'design', title: 'x', fileId: pdf }],
      ['/item/drawing/version', { drawingId: drawing.id, fileId: pdf }],
      ['/item/drawing/approve', { drawingId: drawing.id, versionId: drawing.versions[0].id }],
      [
        '/item/design-change/add',
        { projectId: theirs.id, title: 'x', reason: 'x', costImpact: '1' },
      ],
    ] as const) {
      const res = await call(t, admin, 'POST', url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().msg).toBe(closed);
    }
    // Its drawings stay readable.
    const list = await drawingsOf(t, admin, theirs.id);
    expect(list).toMatchObject({ projectStatus: 'discarded', canUpload: false });
    expect(list.drawings[0].versions).toHaveLength(1);
  });
});
