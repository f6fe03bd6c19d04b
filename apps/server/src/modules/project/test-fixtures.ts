/** Shared by the project suites only (not part of the server). */
import {
  type AcceptanceTemplateKind,
  type ApprovalDocType,
  type DataScopeKind,
  type ProjectStageInput,
} from '@depot/shared';
import { expect } from 'vitest';
import { daysFromToday } from '../../core/time-zone';
import { bearer, createUser, signIn } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { drawnSignature, signatureDataUrl } from '../../../test/signature-png';
import { store } from '../../db/schema/org';
import { userStore } from '../../db/schema/users';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';

/** A day `n` days from today in the stores' time (negative: before). */
export const day = daysFromToday;

/**
 * Design (3 days) → hidden works (4, a gate) → decoration (5) ; design → signage (2);
 * decoration and signage → completion (2).
 */
export const STAGES: ProjectStageInput[] = [
  { seq: 1, name: '设计', kind: 'design', plannedDays: 3, dependsOn: [] },
  {
    seq: 2,
    name: '隐蔽工程',
    kind: 'hiddenAcceptance',
    plannedDays: 4,
    dependsOn: [1],
    gate: true,
  },
  { seq: 3, name: '装饰', kind: 'general', plannedDays: 5, dependsOn: [2] },
  { seq: 4, name: '招牌', kind: 'general', plannedDays: 2, dependsOn: [1] },
  { seq: 5, name: '竣工', kind: 'completion', plannedDays: 2, dependsOn: [3, 4] },
];

let serial = 0;

/** A new signed-in user holding `keys`, over `scope` (with `storeIds`: those stores). */
export async function person(
  t: Harness,
  keys: readonly string[],
  scope: DataScopeKind = 'all',
  storeIds: number[] = [],
): Promise<Person> {
  const role = await roleGranting(t, keys, scope);
  const user = await createUser(t, { roles: [role.code] });
  if (storeIds.length) {
    await t.db.insert(userStore).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
  }
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

export async function stores(t: Harness) {
  return t.db.select({ id: store.id, name: store.name }).from(store).orderBy(store.id);
}

/** A flow template for `docType`: one step decided by `approverId`, above any other. */
export async function flow(
  t: Harness,
  admin: Person,
  docType: ApprovalDocType,
  approverId: number,
) {
  const res = await call(t, admin, 'POST', '/approval/template', {
    docType,
    name: `test ${docType} ${++serial}-${process.pid}`,
    priority: Math.min(900 + serial, 1000),
    steps: [{ name: 'check', approvers: { kind: 'users', userIds: [approverId] }, mode: 'any' }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new template of STAGES (or `stages`) made by `by`; its id. */
export async function newTemplate(
  t: Harness,
  by: Person,
  stages: ProjectStageInput[] = STAGES,
): Promise<number> {
  const res = await call(t, by, 'POST', '/item/template/add', {
    name: `测试模板 ${++serial}-${process.pid}`,
    projectType: 'renovation',
    stages,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

export interface StageRow {
  id: number;
  seq: number;
  name: string;
  status: string;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  shiftDays: number;
  blockers: Array<{ name: string; reason: string }>;
}

/** A new project at the first store from template `templateId`, starting `start`; its detail. */
export async function newProject(
  t: Harness,
  by: Person,
  templateId: number,
  fields: Record<string, unknown> = {},
) {
  const [first] = await stores(t);
  const res = await call(t, by, 'POST', '/item/add', {
    name: `测试项目 ${++serial}`,
    storeId: first!.id,
    projectType: 'renovation',
    templateId,
    budget: '500000.00',
    contractAmount: '420000.50',
    plannedStart: day(-30),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    code: string;
    status: string;
    plannedEnd: string;
    stages: StageRow[];
  };
}

/** A stage action by `by`; the answer's data (the status is checked). */
export async function stageAction(
  t: Harness,
  by: Person,
  action: 'start' | 'finish' | 'sign',
  body: object,
  status = 200,
) {
  const res = await call(t, by, 'POST', `/item/stage/${action}`, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

export async function stagesOf(t: Harness, by: Person, projectId: number): Promise<StageRow[]> {
  const res = await call(t, by, 'GET', `/item/detail?id=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.stages;
}

/** A checklist: two required yes/no items, one optional, a required rating and a note. */
export const CHECKLIST = {
  fields: [
    { kind: 'switch', vModel: 'power', label: '通电正常', required: true },
    { kind: 'switch', vModel: 'fire', label: '消防合格', required: true },
    { kind: 'switch', vModel: 'clean', label: '清洁完成', required: false },
    { kind: 'rate', vModel: 'score', label: '评分', required: true, max: 5 },
    { kind: 'textarea', vModel: 'remark', label: '意见' },
  ],
};

/** Data passing CHECKLIST. */
export const PASSING = { power: true, fire: true, clean: false, score: 4, remark: '合格' };

/**
 * A sampling checklist: three required scored items (墙面平整 and 地砖 out of 10, 开关插座 a
 * rating out of 3) and an optional one (吊顶 out of 2).
 */
export const SAMPLING_CHECKLIST = {
  fields: [
    { kind: 'number', vModel: 'wall', label: '墙面平整', required: true, min: 0, max: 10 },
    { kind: 'number', vModel: 'floor', label: '地砖', required: true, min: 0, max: 10 },
    { kind: 'rate', vModel: 'sockets', label: '开关插座', required: true, max: 3 },
    { kind: 'number', vModel: 'ceiling', label: '吊顶', required: false, min: 0, max: 2 },
  ],
};

/** Scores of SAMPLING_CHECKLIST: 17 of 23 (73.91 %), 墙面平整 with a note. */
export const SCORES = [
  { key: 'wall', score: 9, note: '一处空鼓' },
  { key: 'floor', score: 8 },
  { key: 'sockets', score: 0 },
];

/** A new acceptance template of `kind` with `design` (CHECKLIST) made by `by`; its id. */
export async function newAcceptanceTemplate(
  t: Harness,
  by: Person,
  kind: AcceptanceTemplateKind = 'completion',
  design: object = kind === 'sampling' ? SAMPLING_CHECKLIST : CHECKLIST,
): Promise<number> {
  const res = await call(t, by, 'POST', '/item/acceptance-template/add', {
    name: `验收模板 ${++serial}-${process.pid}`,
    kind,
    note: null,
    design,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/**
 * POST /item/sampling/add by `by` of SCORES on a new sampling checklist (made by the admin), with
 * `body` (the project, the day, …); the reply's data, the status asserted.
 */
export async function addSampling(t: Harness, by: Person, body: object, status = 200) {
  const templateId = await newAcceptanceTemplate(t, await adminOf(t), 'sampling');
  const res = await call(t, by, 'POST', '/item/sampling/add', {
    templateId,
    scores: SCORES,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

/** A drawn signature as the pad sends it (a PNG data URL). */
export const SIGNED = signatureDataUrl(drawnSignature(3));

/** The body of POST /item/complete for project `projectId`: PASSING, signed (drawn) today. */
export const completion = (
  projectId: number,
  templateId: number,
  fields: Record<string, unknown> = {},
) => ({
  projectId,
  templateId,
  acceptedOn: day(0),
  signerName: '王店长',
  signature: SIGNED,
  data: PASSING,
  ...fields,
});
