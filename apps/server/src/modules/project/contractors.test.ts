import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { enterprise } from '../../db/schema/org';
import { createNoticeService } from '../notice/service';
import { upload } from '../ware-order/test-fixtures';
import { adminOf, call, noticesTo, type Harness, type Person } from '../warehouse/test-fixtures';
import { sendContractorDocReminders } from './contractor-reminders';
import { project, projectContractor, projectContractorDoc } from './tables';
import { day, newProject, newTemplate, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;
const DAY = 86_400_000;
let serial = 0;

interface Doc {
  id: number;
  kind: string;
  number: string;
  validUntil: string;
  state: string;
  daysLeft: number;
  replacedById: number | null;
  file: { id: string; name: string } | null;
}
interface Contractor {
  id: number;
  enterpriseId: number;
  enterpriseName: string;
  role: string;
  removedAt: string | null;
  removeReason: string | null;
  documents: Doc[];
}
interface Contractors {
  canEdit: boolean;
  contractors: Contractor[];
}

async function post(t: Harness, by: Person, url: string, body: object, status = 200) {
  const res = await call(t, by, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Contractors;
}

async function list(t: Harness, by: Person, projectId: number, status = 200) {
  const res = await call(t, by, 'GET', `/item/contractor/list?projectId=${projectId}`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Contractors;
}

const rows = async (t: Harness) => ({
  contractors: await t.db.$count(projectContractor),
  docs: await t.db.$count(projectContractorDoc),
});

describe.each(areaEngines())('project contractors and their documents on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
  });
  afterAll(() => bus?.close());

  async function setUp() {
    const admin = await adminOf(t);
    const manager = await person(t, [P.view]);
    const made = await newProject(t, admin, await newTemplate(t, admin), { managerId: manager.id });
    const editor = await person(t, [P.view, P.contractor]);
    const tag = `${++serial}-${process.pid}`;
    const ents = await t.db
      .insert(enterprise)
      .values([
        { code: `ZB-${tag}`, name: `华建装饰 ${tag}` },
        { code: `SJ-${tag}`, name: `远景设计 ${tag}` },
      ])
      .returning({ id: enterprise.id, name: enterprise.name });
    return { admin, manager, made, editor, ents };
  }

  it('adds contractors, flags lapsed and lapsing documents, replaces one keeping the old, removes with a record', async () => {
    const { made, editor, ents } = await setUp();
    const [a, b] = ents;
    let got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: a!.id,
      role: 'generalContractor',
    });
    expect(got.canEdit).toBe(true);
    expect(got.contractors.map((c) => [c.enterpriseName, c.role])).toEqual([
      [a!.name, 'generalContractor'],
    ]);
    const general = got.contractors[0]!;
    // The same enterprise in the same role again: 409, nothing written.
    const before = await rows(t);
    await post(
      t,
      editor,
      '/item/contractor/add',
      { projectId: made.id, enterpriseId: a!.id, role: 'generalContractor' },
      409,
    );
    expect(await rows(t)).toEqual(before);

    const licence = await upload(t, editor, 'licence scan');
    const insurance = await upload(t, editor, 'insurance scan');
    const safety = await upload(t, editor, 'safety scan');
    const doc = (kind: string, number: string, validUntil: string, fileId: string) =>
      post(t, editor, '/item/contractor/doc/add', {
        contractorId: general.id,
        kind,
        number,
        validUntil,
        fileId,
      });
    await doc('licence', 'YYZZ-001', day(200), licence);
    await doc('insurance', 'BX-2026', day(10), insurance);
    got = await doc('safety', 'AQ-77', day(-3), safety);
    const states = got.contractors[0]!.documents.map((d) => [d.number, d.state, d.daysLeft]);
    // Current documents, the soonest to lapse first.
    expect(states).toEqual([
      ['AQ-77', 'expired', -3],
      ['BX-2026', 'expiring', 10],
      ['YYZZ-001', 'valid', 200],
    ]);

    // The lapsed safety certificate replaced: the new one is current, the old one still listed
    // with its file, naming its successor.
    const renewed = await upload(t, editor, 'renewed safety scan');
    const old = got.contractors[0]!.documents[0]!;
    got = await post(t, editor, '/item/contractor/doc/replace', {
      docId: old.id,
      number: 'AQ-78',
      validUntil: day(365),
      fileId: renewed,
    });
    const docs = got.contractors[0]!.documents;
    const fresh = docs.find((d) => d.number === 'AQ-78')!;
    expect(fresh).toMatchObject({ kind: 'safety', state: 'valid', replacedById: null });
    expect(docs.at(-1)).toMatchObject({ id: old.id, number: 'AQ-77', replacedById: fresh.id });
    expect(docs.at(-1)!.file?.id).toBe(safety);
    // Replaced once: a second replacement of it is a 409, nothing written.
    const mid = await rows(t);
    await post(
      t,
      editor,
      '/item/contractor/doc/replace',
      { docId: old.id, number: 'AQ-79', validUntil: day(300), fileId: renewed },
      409,
    );
    expect(await rows(t)).toEqual(mid);
    // The old file stays readable by whoever sees the project.
    const viewer = await person(t, [P.view]);
    expect((await call(t, viewer, 'GET', `/admin/files/${safety}`)).statusCode).toBe(200);

    // Removed: kept with who and why, listed after the current ones, its documents too.
    got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: b!.id,
      role: 'designer',
    });
    const designer = got.contractors.find((c) => c.role === 'designer')!;
    got = await post(t, editor, '/item/contractor/remove', { id: designer.id, reason: '设计完成' });
    expect(got.contractors.at(-1)).toMatchObject({ id: designer.id, removeReason: '设计完成' });
    expect(got.contractors.at(-1)!.removedAt).not.toBeNull();
    expect(await t.db.$count(projectContractor, eq(projectContractor.id, designer.id))).toBe(1);
    // Removed twice, or a document for it: 409.
    await post(t, editor, '/item/contractor/remove', { id: designer.id, reason: '再次' }, 409);
    await post(
      t,
      editor,
      '/item/contractor/doc/add',
      {
        contractorId: designer.id,
        kind: 'licence',
        number: 'X',
        validUntil: day(9),
        fileId: renewed,
      },
      409,
    );
    // Added again later in the same role: a new row beside the record of the old one.
    got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: b!.id,
      role: 'designer',
    });
    expect(got.contractors.filter((c) => c.enterpriseId === b!.id)).toHaveLength(2);
  });

  it('keeps the only general contractor of a project under way (409)', async () => {
    const { made, editor, ents } = await setUp();
    const got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: ents[0]!.id,
      role: 'generalContractor',
    });
    await t.db.update(project).set({ status: 'active' }).where(eq(project.id, made.id));
    const only = got.contractors[0]!;
    await post(t, editor, '/item/contractor/remove', { id: only.id, reason: '换总包' }, 409);
    await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: ents[1]!.id,
      role: 'generalContractor',
    });
    await post(t, editor, '/item/contractor/remove', { id: only.id, reason: '换总包' });
  });

  it('refuses bad input (400), a missing key (403), another scope (404), a closed project (409), writing nothing', async () => {
    const { admin, made, editor, ents } = await setUp();
    const got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: ents[0]!.id,
      role: 'subcontractor',
    });
    const sub = got.contractors[0]!;
    const file = await upload(t, editor, 'scan');
    const goodDoc = {
      contractorId: sub.id,
      kind: 'insurance',
      number: 'BX-1',
      validUntil: day(30),
      fileId: file,
    };
    const before = await rows(t);
    // 400: unknown role, kind, enterprise; a bad day; no file; a file not the caller's.
    const add = { projectId: made.id, enterpriseId: ents[1]!.id, role: 'subcontractor' };
    await post(t, editor, '/item/contractor/add', { ...add, role: 'owner' }, 400);
    await post(t, editor, '/item/contractor/add', { ...add, enterpriseId: 2147480000 }, 400);
    await post(t, editor, '/item/contractor/doc/add', { ...goodDoc, kind: 'diploma' }, 400);
    await post(
      t,
      editor,
      '/item/contractor/doc/add',
      { ...goodDoc, validUntil: '2026-02-30' },
      400,
    );
    await post(t, editor, '/item/contractor/doc/add', { ...goodDoc, fileId: '' }, 400);
    await post(t, editor, '/item/contractor/doc/add', { ...goodDoc, number: ' ' }, 400);
    const foreign = await upload(t, admin, 'not yours');
    await post(t, editor, '/item/contractor/doc/add', { ...goodDoc, fileId: foreign }, 400);
    await post(t, editor, '/item/contractor/remove', { id: sub.id, reason: '' }, 400);
    // 403: the view key alone.
    const viewer = await person(t, [P.view]);
    await post(t, viewer, '/item/contractor/add', add, 403);
    await post(t, viewer, '/item/contractor/doc/add', goodDoc, 403);
    await post(t, viewer, '/item/contractor/doc/replace', { ...goodDoc, docId: 1 }, 403);
    await post(t, viewer, '/item/contractor/remove', { id: sub.id, reason: '无' }, 403);
    expect((await list(t, viewer, made.id)).canEdit).toBe(false);
    // 404: a project of another store, read or written.
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.contractor], 'stores', [second!.id]);
    await list(t, elsewhere, made.id, 404);
    await post(t, elsewhere, '/item/contractor/add', add, 404);
    await post(t, elsewhere, '/item/contractor/doc/add', goodDoc, 404);
    await post(t, elsewhere, '/item/contractor/remove', { id: sub.id, reason: '无' }, 404);
    // 409: a discarded project takes no writes.
    await t.db.update(project).set({ status: 'discarded' }).where(eq(project.id, made.id));
    await post(t, editor, '/item/contractor/add', add, 409);
    await post(t, editor, '/item/contractor/doc/add', goodDoc, 409);
    await post(t, editor, '/item/contractor/remove', { id: sub.id, reason: '无' }, 409);
    expect((await list(t, editor, made.id)).canEdit).toBe(false);
    expect(await rows(t)).toEqual(before);
  });

  it('tells the project manager once per document before it lapses (notice 50), however many check at once', async () => {
    const notices = createNoticeService({ db: t.db, bus });
    const now = new Date();
    // Whatever the demo has lapsing now is sent first, so only ours is lapsing afterwards.
    await sendContractorDocReminders(t.db, notices, now);
    const { made, manager, editor, ents } = await setUp();
    const got = await post(t, editor, '/item/contractor/add', {
      projectId: made.id,
      enterpriseId: ents[0]!.id,
      role: 'generalContractor',
    });
    const contractorId = got.contractors[0]!.id;
    const add = async (number: string, validUntil: string, remindDays = 30) => {
      const fileId = await upload(t, editor, number);
      const res = await post(t, editor, '/item/contractor/doc/add', {
        contractorId,
        kind: 'insurance',
        number,
        validUntil,
        remindDays,
        fileId,
      });
      return res.contractors[0]!.documents.find((d) => d.number === number)!;
    };
    const soon = await add('BX-SOON', day(10));
    const later = await add('BX-LATER', day(40));
    await add('BX-GONE', day(-1));

    const rounds = await Promise.all(
      [1, 2, 3].map(() => sendContractorDocReminders(t.db, notices, now)),
    );
    expect(rounds.flat()).toEqual([soon.id]);
    const told = await noticesTo(t, manager.id, NOTICE_TYPES.contractorDocExpiring);
    const [{ name }] = (await t.db
      .select({ name: project.name })
      .from(project)
      .where(eq(project.id, made.id))) as [{ name: string }];
    expect(told).toEqual([
      {
        id: told[0]!.id,
        text: `项目 ${made.code} ${name}：${ents[0]!.name} 的证件 BX-SOON 将于 ${day(10)} 到期（剩 10 天），请索取新证件`,
        linkArea: 'project-contractor',
        linkId: String(made.id),
      },
    ]);
    expect(await sendContractorDocReminders(t.db, notices, now)).toEqual([]);
    // Eleven days on the second is within its 30 days; the first is not told again.
    const elevenOn = new Date(now.getTime() + 11 * DAY);
    expect(await sendContractorDocReminders(t.db, notices, elevenOn)).toEqual([later.id]);
    // A replaced document is not reminded; its renewal is, when it comes close.
    const renewed = await upload(t, editor, 'renewed');
    await post(t, editor, '/item/contractor/doc/replace', {
      docId: later.id,
      number: 'BX-NEXT',
      validUntil: day(45),
      remindDays: 5,
      fileId: renewed,
    });
    expect(await sendContractorDocReminders(t.db, notices, elevenOn)).toEqual([]);
    expect(
      await sendContractorDocReminders(t.db, notices, new Date(now.getTime() + 41 * DAY)),
    ).toHaveLength(1);
    expect(await noticesTo(t, manager.id, NOTICE_TYPES.contractorDocExpiring)).toHaveLength(3);
  });
});
