import { PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import { appUser } from '../../db/schema/users';
import { upload } from '../ware-order/test-fixtures';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import {
  project,
  projectInspection,
  projectInspectionEvent,
  projectInspectionIssue,
  projectSampling,
} from './tables';
import { addSampling, day, newProject, newTemplate, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;

interface Issue {
  id: number;
  seq: number;
  status: string;
  overdue: boolean;
  deadline: string;
  events: Array<{ action: string; note: string | null; deadline: string | null }>;
  canRectify: boolean;
  canVerify: boolean;
  canReopen: boolean;
}

async function rows(t: Harness) {
  return {
    inspections: await t.db.$count(projectInspection),
    issues: await t.db.$count(projectInspectionIssue),
    events: await t.db.$count(projectInspectionEvent),
    samplings: await t.db.$count(projectSampling),
  };
}

async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

describe.each(areaEngines())('inspection records and sampling on %s', (engine) => {
  const t = useTestApp(engine);

  /** A project of the first store, an inspector (view, inspect) and a site editor (view, edit). */
  async function setUp() {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin));
    const inspector = await person(t, [P.view, P.inspect]);
    const editor = await person(t, [P.view, P.edit]);
    return { admin, made, inspector, editor };
  }

  const record = (projectId: number, responsibleId: number, more: object = {}) => ({
    projectId,
    inspectedOn: day(-5),
    summary: '吊顶与水电巡检',
    issues: [
      {
        description: '吊顶龙骨间距过大',
        severity: 'major',
        responsibleId,
        deadline: day(-1),
      },
      { description: '插座未接地', severity: 'critical', responsibleId, deadline: day(3) },
    ],
    ...more,
  });

  it('refuses a bad record with 400/403/404/409 and writes nothing', async () => {
    const { made, inspector, editor } = await setUp();
    const before = await rows(t);
    const good = record(made.id, editor.id);
    // A day in the future, a deadline before the inspection, an unknown responsible person,
    // a photo the caller may not read, a stage of no such project.
    await post(t, inspector, '/item/inspection/add', { ...good, inspectedOn: day(1) }, 400);
    const early = await post(
      t,
      inspector,
      '/item/inspection/add',
      {
        ...good,
        issues: [{ ...good.issues[0], deadline: day(-6) }],
      },
      400,
    );
    expect(JSON.stringify(early)).toContain('issues');
    await post(
      t,
      inspector,
      '/item/inspection/add',
      { ...good, issues: [{ ...good.issues[0], responsibleId: 2147480000 }] },
      400,
    );
    const foreign = await upload(t, editor, 'not yours');
    await post(t, inspector, '/item/inspection/add', { ...good, fileIds: [foreign] }, 400);
    await post(t, inspector, '/item/inspection/add', { ...good, stageId: 2147480000 }, 400);
    // Without the inspect key: 403.
    await post(t, editor, '/item/inspection/add', good, 403);
    // Another store's project: 404.
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.inspect, P.edit], 'stores', [second!.id]);
    await post(t, elsewhere, '/item/inspection/add', good, 404);
    expect(
      (await call(t, elsewhere, 'GET', `/item/inspection/page?projectId=${made.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, elsewhere, 'GET', `/item/quality/summary?projectId=${made.id}`)).statusCode,
    ).toBe(404);
    // A completed project takes no records: 409.
    await t.db.update(project).set({ status: 'completed' }).where(eq(project.id, made.id));
    await post(t, inspector, '/item/inspection/add', good, 409);
    await addSampling(t, inspector, { projectId: made.id, sampledOn: day(0) }, 409);
    expect(await rows(t)).toEqual(before);
  });

  it('moves issues open → rectified → closed or reopened, keeping their history, and flags overdue ones', async () => {
    const { made, inspector, editor } = await setUp();
    const other = await person(t, [P.view, P.inspect]);
    const photo = await upload(t, inspector, 'ceiling');
    const saved = (
      await post(t, inspector, '/item/inspection/add', {
        ...record(made.id, editor.id),
        stageId: made.stages[1]!.id,
        fileIds: [photo],
      })
    ).data;
    expect(saved).toMatchObject({
      inspectedOn: day(-5),
      inspector: { userId: inspector.id },
      stageName: '隐蔽工程',
      status: 'valid',
      openCount: 2,
      overdueCount: 1,
      photoCount: 1,
      canVoid: true,
    });
    const [late, next] = saved.issues as Issue[];
    expect(late).toMatchObject({ seq: 1, status: 'open', overdue: true, events: [] });
    expect(next).toMatchObject({ seq: 2, status: 'open', overdue: false });
    // The inspector may not rectify (the project's edit key does); the editor may.
    await post(
      t,
      inspector,
      '/item/inspection/rectify',
      { issueId: late!.id, note: '已调整' },
      403,
    );
    const fix = await upload(t, editor, 'fixed ceiling');
    const rectified = (
      await post(t, editor, '/item/inspection/rectify', {
        issueId: late!.id,
        note: '龙骨已加密',
        fileIds: [fix],
      })
    ).data;
    const r1 = (rectified.issues as Issue[])[0]!;
    expect(r1).toMatchObject({ status: 'rectified', overdue: false, canRectify: false });
    expect(rectified.overdueCount).toBe(0);
    // Rectified twice: 409; verified by another inspector (not this record's): 403.
    await post(t, editor, '/item/inspection/rectify', { issueId: late!.id, note: '再次' }, 409);
    await post(t, other, '/item/inspection/verify', { issueId: late!.id }, 403);
    const closed = (
      await post(t, inspector, '/item/inspection/verify', { issueId: late!.id, note: '复查合格' })
    ).data;
    expect((closed.issues as Issue[])[0]).toMatchObject({
      status: 'closed',
      events: [
        { action: 'rectify', note: '龙骨已加密' },
        { action: 'verify', note: '复查合格' },
      ],
    });
    // A closed issue is not verified or reopened again; an open one is not verified.
    await post(t, inspector, '/item/inspection/verify', { issueId: late!.id }, 409);
    await post(
      t,
      inspector,
      '/item/inspection/reopen',
      { issueId: late!.id, note: 'x', deadline: day(2) },
      409,
    );
    await post(t, inspector, '/item/inspection/verify', { issueId: next!.id }, 409);
    // The second: rectified, then reopened by an editor with a new deadline (not a past one).
    await post(t, editor, '/item/inspection/rectify', { issueId: next!.id, note: '已接地' });
    await post(
      t,
      editor,
      '/item/inspection/reopen',
      { issueId: next!.id, note: '仍未接地', deadline: day(-1) },
      400,
    );
    const reopened = (
      await post(t, editor, '/item/inspection/reopen', {
        issueId: next!.id,
        note: '仍未接地',
        deadline: day(5),
      })
    ).data;
    expect((reopened.issues as Issue[])[1]).toMatchObject({
      status: 'open',
      deadline: day(5),
      events: [
        { action: 'rectify', note: '已接地' },
        { action: 'reopen', note: '仍未接地', deadline: day(5) },
      ],
    });
    // The list: filters by issue status, severity and overdue; the project's figures.
    const second = (
      await post(t, inspector, '/item/inspection/add', {
        projectId: made.id,
        inspectedOn: day(-10),
        summary: '防水巡检',
        issues: [
          { description: '渗水', severity: 'minor', responsibleId: editor.id, deadline: day(-8) },
        ],
      })
    ).data;
    const list = async (q: string) => {
      const res = await call(t, inspector, 'GET', `/item/inspection/page?projectId=${made.id}${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        total: number;
        records: Array<{ id: number; overdueCount: number }>;
      };
    };
    expect((await list('')).records.map((r) => r.id)).toEqual([saved.id, second.id]);
    expect((await list('&overdue=true')).records.map((r) => r.id)).toEqual([second.id]);
    expect((await list('&severity=critical')).records.map((r) => r.id)).toEqual([saved.id]);
    expect((await list('&issueStatus=closed')).records.map((r) => r.id)).toEqual([saved.id]);
    const summary = await call(t, editor, 'GET', `/item/quality/summary?projectId=${made.id}`);
    expect(summary.json().data).toMatchObject({
      inspections: 2,
      openIssues: 2,
      rectifiedIssues: 0,
      overdueIssues: 1,
      samplings: 0,
      lastSampling: null,
      canInspect: false,
    });
    // Voided with a reason: out of the figures, no more changes.
    const voided = (
      await post(t, inspector, '/item/inspection/void', { id: second.id, reason: '记错项目' })
    ).data;
    expect(voided).toMatchObject({ status: 'voided', voidReason: '记错项目', overdueCount: 0 });
    expect(voided.issues[0]).toMatchObject({ status: 'open', overdue: false, canRectify: false });
    await post(t, inspector, '/item/inspection/void', { id: second.id, reason: '再次' }, 409);
    await post(
      t,
      editor,
      '/item/inspection/rectify',
      { issueId: second.issues[0].id, note: 'x' },
      409,
    );
    const after = await call(t, editor, 'GET', `/item/quality/summary?projectId=${made.id}`);
    expect(after.json().data).toMatchObject({ inspections: 1, openIssues: 1, overdueIssues: 0 });
  });

  it('lets whoever sees the project read the photos, and nobody else', async () => {
    const { made, inspector, editor } = await setUp();
    const photo = await upload(t, inspector, 'site photo');
    const saved = (
      await post(t, inspector, '/item/inspection/add', {
        ...record(made.id, editor.id),
        fileIds: [photo],
      })
    ).data;
    expect(saved.files).toEqual([{ id: photo, name: 'photo.png', url: `/admin/files/${photo}` }]);
    const fix = await upload(t, editor, 'fix photo');
    await post(t, editor, '/item/inspection/rectify', {
      issueId: saved.issues[0].id,
      note: '好了',
      fileIds: [fix],
    });
    const score = await upload(t, inspector, 'sampling photo');
    await addSampling(t, inspector, { projectId: made.id, sampledOn: day(0), fileIds: [score] });
    const viewer = await person(t, [P.view]);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view], 'stores', [second!.id]);
    const stranger = await person(t, []);
    for (const id of [photo, fix, score]) {
      expect((await call(t, viewer, 'GET', `/admin/files/${id}`)).statusCode).toBe(200);
      expect((await call(t, elsewhere, 'GET', `/admin/files/${id}`)).statusCode).toBe(404);
      expect((await call(t, stranger, 'GET', `/admin/files/${id}`)).statusCode).toBe(404);
    }
  });

  it('shows a newcomer the demo project’s inspections and samplings', async () => {
    const admin = await adminOf(t);
    const found = await call(
      t,
      admin,
      'GET',
      `/item/page?keyword=${encodeURIComponent('北京朝阳')}`,
    );
    const id = found.json().data.records[0].id as number;
    const summary = await call(t, admin, 'GET', `/item/quality/summary?projectId=${id}`);
    expect(summary.json().data).toMatchObject({
      inspections: 2,
      openIssues: 2,
      rectifiedIssues: 0,
      overdueIssues: 1,
      samplings: 2,
      lastSampling: { percent: '60.00', passed: false },
    });
    const closed = await call(
      t,
      admin,
      'GET',
      `/item/inspection/page?projectId=${id}&issueStatus=closed`,
    );
    const [record] = closed.json().data.records;
    const detail = await call(t, admin, 'GET', `/item/inspection/detail?id=${record.id}`);
    expect(detail.json().data.issues[0].events.map((e: { action: string }) => e.action)).toEqual([
      'rectify',
      'verify',
    ]);
    // Its samplings scored the demo's designed checklist 施工质量抽检表 (version 1).
    const samplings = await call(t, admin, 'GET', `/item/sampling/page?projectId=${id}`);
    const [failed, passed] = samplings.json().data.records;
    expect([failed, passed]).toMatchObject([
      { templateName: '施工质量抽检表', designVersion: 1, percent: '60.00', passed: false },
      { templateName: '施工质量抽检表', designVersion: 1, percent: '90.00', passed: true },
    ]);
    const scored = await call(t, admin, 'GET', `/item/sampling/detail?id=${failed.id}`);
    expect(scored.json().data.items).toEqual([
      { name: '施工与图纸一致', maxScore: 10, score: 8, note: null },
      { name: '成品保护', maxScore: 10, score: 6, note: '地砖有两处磕碰' },
      { name: '文明施工', maxScore: 10, score: 4, note: '垃圾未清运' },
    ]);
  });

  it('exports a project’s inspection issues, filtered as the list is, for the export key', async () => {
    const { made, inspector, editor } = await setUp();
    await post(t, inspector, '/item/inspection/add', record(made.id, editor.id));
    const exporter = await person(t, [P.view, P.export]);
    const url = `/item/inspection/export?projectId=${made.id}`;
    expect((await call(t, inspector, 'GET', url)).statusCode).toBe(403);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.export], 'stores', [second!.id]);
    expect((await call(t, elsewhere, 'GET', url)).statusCode).toBe(404);
    const all = await t.app.inject({ method: 'GET', url, headers: exporter.headers });
    expect(all.statusCode, all.body).toBe(200);
    const sheet = await readXlsx(all.rawPayload, 12);
    expect(sheet.header.slice(0, 3)).toEqual(['Inspected on', 'Stage', 'Inspector']);
    const [who] = await t.db
      .select({ nickname: appUser.nickname })
      .from(appUser)
      .where(eq(appUser.id, editor.id));
    expect(sheet.rows.map((r) => r.cells.map(cellText).slice(5))).toEqual([
      ['1', '吊顶龙骨间距过大', 'Major', who!.nickname, day(-1), 'To rectify', 'yes'],
      ['2', '插座未接地', 'Critical', who!.nickname, day(3), 'To rectify', ''],
    ]);
    const late = await t.app.inject({
      method: 'GET',
      url: `${url}&overdue=true`,
      headers: exporter.headers,
    });
    expect((await readXlsx(late.rawPayload, 12)).rows).toHaveLength(1);
  });

  it('exports a project’s samplings, filtered as the list is, headed in the caller’s language', async () => {
    const { made, inspector } = await setUp();
    await addSampling(t, inspector, { projectId: made.id, sampledOn: day(-2), note: '一处空鼓' });
    await addSampling(t, inspector, { projectId: made.id, sampledOn: day(-1), passMark: 73 });
    const exporter = await person(t, [P.view, P.export]);
    const url = `/item/sampling/export?projectId=${made.id}`;
    expect((await call(t, inspector, 'GET', url)).statusCode).toBe(403);
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.export], 'stores', [second!.id]);
    expect((await call(t, elsewhere, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, exporter, 'GET', `${url}&passed=maybe`)).statusCode).toBe(400);

    const all = await t.app.inject({ method: 'GET', url, headers: exporter.headers });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(all.rawPayload, 12);
    expect(sheet.header).toEqual([
      'Sampled on',
      'Stage',
      'Inspector',
      'Items',
      'Score',
      'Out of',
      'Percent',
      'Pass mark (%)',
      'Result',
      'Note',
      'Record status',
      'Void reason',
    ]);
    const [who] = await t.db
      .select({ nickname: appUser.nickname })
      .from(appUser)
      .where(eq(appUser.id, inspector.id));
    // Newest first, as the list; 17 of 23 is 73.91 %, passed at 73 and failed at 80.
    expect(sheet.rows.map((r) => r.cells.map(cellText))).toEqual([
      [day(-1), '', who!.nickname, '3', '17', '23', '73.91', '73', 'Passed', '', 'Valid', ''],
      [
        day(-2),
        '',
        who!.nickname,
        '3',
        '17',
        '23',
        '73.91',
        '80',
        'Failed',
        '一处空鼓',
        'Valid',
        '',
      ],
    ]);
    const failed = await t.app.inject({
      method: 'GET',
      url: `${url}&passed=false`,
      headers: { ...exporter.headers, 'accept-language': 'zh-CN' },
    });
    const zh = await readXlsx(failed.rawPayload, 12);
    expect(zh.header.slice(0, 3)).toEqual(['抽检日期', '阶段', '抽检人']);
    expect(zh.rows.map((r) => r.cells.map(cellText).slice(7, 9))).toEqual([['80', '不合格']]);
  });
});
