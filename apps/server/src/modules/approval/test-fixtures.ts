/** Shared by the approval suites only (not part of the server). */
import type {
  ApprovalDocType,
  ApprovalRequestDetailWire,
  ApprovalStep,
  ApprovalTemplateCreateBody,
} from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { recordAudit } from '../../core/audit';
import { Conflict } from '../../core/errors';
import { appUser, approvalRequest, approvalTemplate, auditLog, notice } from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  signIn,
  useTestApp,
  type Engine,
  type TestApp,
} from '../../../test/helpers';
import type { ApprovalDocFacts, ApprovalDocHandler } from './doc-handler';
import type { ApprovalEngine } from './engine';

/** The document type the fake documents stand in for (an asset damage report). */
export const FAKE_TYPE: ApprovalDocType = 'damage';
/** Its notices: 11 to approvers, 21 to applicants. */
export const APPROVAL_NOTICE = 11;
export const APPLICATION_NOTICE = 21;

interface FakeDoc {
  facts: ApprovalDocFacts;
  /** Its effect can no longer apply (the asset moved meanwhile). */
  refuse: boolean;
}

/**
 * Documents kept in memory whose effect and outcomes are audit rows (entity `test-doc`),
 * written in the engine's transaction: they commit or roll back with the approval.
 */
export function fakeDocuments() {
  const docs = new Map<number, FakeDoc>();
  // Far above the demo's own documents of this type (their requests hold the low ids).
  let next = 1_000_000;
  const handler: ApprovalDocHandler = {
    docType: FAKE_TYPE,
    async facts(_tx, id) {
      return docs.get(id)!.facts;
    },
    async previewFacts(_tx, payload) {
      return factsOf(String(payload.amount ?? '0'));
    },
    async apply(tx, id, ctx) {
      if (docs.get(id)!.refuse) throw new Conflict('asset.staleVersion');
      await recordAudit(tx, {
        actor: null,
        action: 'apply',
        entity: 'test-doc',
        entityId: id,
        after: { ...ctx },
      });
    },
    async onOutcome(tx, id, outcome, ctx) {
      await recordAudit(tx, {
        actor: null,
        action: outcome,
        entity: 'test-doc',
        entityId: id,
        after: { ...ctx },
      });
    },
    async detail(_tx, id) {
      return { docId: id, amount: docs.get(id)?.facts.amount ?? null };
    },
  };
  const factsOf = (amount: string, more: Partial<ApprovalDocFacts> = {}): ApprovalDocFacts => ({
    title: `测试单据 ${amount}`,
    amount,
    categoryIds: [],
    enterpriseId: null,
    custodianIds: [],
    keeperIds: [],
    ...more,
  });
  return {
    handler,
    /** A new document with these facts; its id. */
    add(amount: string, more: Partial<ApprovalDocFacts> = {}): number {
      docs.set(++next, { facts: factsOf(amount, more), refuse: false });
      return next;
    },
    refuse(id: number, refuse = true) {
      docs.get(id)!.refuse = refuse;
    },
    setFacts(id: number, more: Partial<ApprovalDocFacts>) {
      const doc = docs.get(id)!;
      doc.facts = { ...doc.facts, ...more };
    },
  };
}

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

export interface Person {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** A new signed-in user holding `roles` (none: only what every signed-in user may do). */
export async function person(t: Harness, roles: string[] = []): Promise<Person> {
  const user = await createUser(t, { roles });
  const { access_token } = await signIn(t, user.username, user.password);
  return { id: user.id, username: user.username, headers: bearer(access_token) };
}

export async function admin(t: Harness): Promise<Person> {
  const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
  const [row] = await t.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.username, 'admin'));
  return { id: row!.id, username: 'admin', headers: bearer(access_token) };
}

/**
 * Sets the demo's templates of the fake type aside (disabled): each test brings its own, so a
 * catch-all demo template never answers for a document no test template applies to.
 */
export async function setAsideDemoTemplates(t: Harness): Promise<void> {
  await t.db
    .update(approvalTemplate)
    .set({ enabled: false })
    .where(eq(approvalTemplate.docType, FAKE_TYPE));
}

let band = 1000;

/**
 * A fresh amount band: a template made with `templateFor(band)` applies only to documents of
 * that amount, so tests sharing a database never choose each other's templates.
 */
export const newBand = () => String(++band);

/** A step with the defaults of the contract. */
export function step(
  approvers: ApprovalStep['approvers'],
  mode: ApprovalStep['mode'] = 'any',
  more: Partial<ApprovalStep> = {},
): ApprovalStep {
  return {
    name: `步骤 ${mode}`,
    approvers,
    mode,
    whenEmpty: 'admin',
    whenApplicant: 'skip',
    timeoutHours: null,
    timeoutAction: 'remind',
    ...more,
  };
}

/** POST /approval/template as `by`: a template for documents of amount `amount` exactly. */
export async function createTemplate(
  t: Harness,
  by: Person,
  amount: string,
  steps: ApprovalStep[],
  more: Partial<ApprovalTemplateCreateBody> = {},
) {
  const body: ApprovalTemplateCreateBody = {
    docType: FAKE_TYPE,
    name: `模板 ${amount}`,
    priority: 10,
    condition: {
      minAmount: amount,
      maxAmount: `${amount}.01`,
      categoryIds: [],
      enterpriseIds: [],
    },
    steps,
    ...more,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/approval/template',
    headers: by.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { templateId: number; version: number } }>().data;
}

/** Submits fake document `documentId` as `applicant` through the engine, as an area would. */
export async function submit(
  t: Harness,
  engine: ApprovalEngine,
  documentId: number,
  applicantId: number,
) {
  return t.db.transaction((tx) =>
    engine.submit(tx, { docType: FAKE_TYPE, documentId, applicantId }),
  );
}

export async function detail(t: Harness, by: Person, requestId: number, language = 'zh-CN') {
  return t.app.inject({
    url: `/approval/${requestId}`,
    headers: { ...by.headers, 'accept-language': language },
  });
}

/** The detail as `by` reads it (it must be readable). */
export async function read(t: Harness, by: Person, requestId: number, language = 'zh-CN') {
  const res = await detail(t, by, requestId, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApprovalRequestDetailWire }>().data;
}

/** POST /approval/:id/<action> as `by`, at the request's current version unless given. */
export async function act(
  t: Harness,
  by: Person,
  requestId: number,
  action: string,
  body: Record<string, unknown> = {},
) {
  const version = body.version ?? (await versionOf(t, requestId));
  return t.app.inject({
    method: 'POST',
    url: `/approval/${requestId}/${action}`,
    headers: by.headers,
    payload: { ...body, version },
  });
}

export async function versionOf(t: Harness, requestId: number): Promise<number> {
  const [row] = await t.db
    .select({ version: approvalRequest.version })
    .from(approvalRequest)
    .where(eq(approvalRequest.id, requestId));
  return row!.version;
}

/** The notices about request `requestId` each user got, as `[recipient, type]` pairs in order. */
export async function noticesOf(t: Harness, requestId: number) {
  const rows = await t.db
    .select({ recipientId: notice.recipientId, type: notice.type, text: notice.text })
    .from(notice)
    .where(and(eq(notice.linkArea, 'approval'), eq(notice.linkId, String(requestId))))
    .orderBy(asc(notice.id));
  return rows;
}

/** What the fake document went through: its audit rows' actions, in order. */
export async function effectsOf(t: Harness, documentId: number) {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'test-doc'), eq(auditLog.entityId, String(documentId))))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => r.action);
}

/**
 * A suite's app on `engine` with the fake documents registered, the administrator signed in
 * (`boss()`) and the demo's templates set aside; `approvals()` is the app's engine.
 */
export function useApprovalApp(engine: Engine) {
  const docs = fakeDocuments();
  let approvals: ApprovalEngine | undefined;
  let boss: Person | undefined;
  const t = useTestApp(engine, {
    build: {
      approvals: (e) => {
        e.override(docs.handler);
        approvals = e;
      },
    },
  });
  beforeAll(async () => {
    boss = await admin(t);
    await setAsideDemoTemplates(t);
  });
  return { t, docs, approvals: () => approvals!, boss: () => boss! };
}
