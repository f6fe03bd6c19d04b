import {
  APPROVAL_DOC_TYPES,
  APPROVAL_STATUSES,
  APPROVAL_TASK_STATUSES,
  APPROVAL_TRAIL_ACTIONS,
  type ApprovalCondition,
  type ApprovalDocType,
  type ApprovalStatus,
  type ApprovalStep,
  type ApprovalTaskStatus,
  type ApprovalTrailAction,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from './columns';
import { versionedColumns } from './versioned-columns';
import { enterprise } from './org';
import { createdBy } from './user-columns';
import { appUser } from './users';

/*
 * The approval engine (AREAS.md §1, issue #17): flow templates and their versions, requests,
 * one task per approver and step, an immutable trail, and the people copied.
 */

/** The facts a request was submitted with (ApprovalDocFacts of modules/approval/doc-handler.ts). */
export interface StoredApprovalFacts {
  title: string;
  amount: string | null;
  categoryIds: number[];
  enterpriseId: number | null;
  custodianIds: number[];
  keeperIds: number[];
}

/**
 * A flow template of one document type. `version` is the number of its current version (a
 * row of approval_template_version) and the row's version: each save adds a version and a
 * stale save is a 409. Its condition is kept here too, so choosing a template reads one table.
 */
export const approvalTemplate = pg.pgTable(
  'approval_template',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    docType: pg.varchar('doc_type', { length: 24 }).$type<ApprovalDocType>().notNull(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    priority: pg.integer('priority').notNull().default(0),
    enabled: pg.boolean('enabled').notNull().default(true),
    condition: pg.jsonb('condition').$type<ApprovalCondition>().notNull(),
    version: pg.integer('version').notNull().default(1),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('approval_template_doc_type_idx').on(t.docType, t.priority.desc(), t.id),
    pg.check(
      'approval_template_doc_type_check',
      sql`${t.docType} in (${listOf(APPROVAL_DOC_TYPES)})`,
    ),
  ],
);

/**
 * One saved version of a template: what a request started on keeps running on it. It keeps the
 * template's name and type, so a finished request still reads them once the template is gone.
 */
export const approvalTemplateVersion = pg.pgTable(
  'approval_template_version',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    templateId: pg.integer('template_id').references(() => approvalTemplate.id, {
      onDelete: 'set null',
    }),
    version: pg.integer('version').notNull(),
    docType: pg.varchar('doc_type', { length: 24 }).$type<ApprovalDocType>().notNull(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    steps: pg.jsonb('steps').$type<ApprovalStep[]>().notNull(),
    condition: pg.jsonb('condition').$type<ApprovalCondition>().notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('approval_template_version_unique').on(t.templateId, t.version)],
);

/**
 * A request: one business document going through approval. Pending with a current step while
 * its approvers decide; pending with no current step when sent back to the applicant (they
 * resubmit); approved, rejected, withdrawn or cancelled at the end. `round` grows with every
 * send-back, so a step's tasks of this round are told from earlier ones. `version` grows with
 * every action: an action names the version it was decided on.
 */
export const approvalRequest = pg.pgTable(
  'approval_request',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** AP + yyyyMMdd (the stores' day) + 6-digit daily sequence. */
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    docType: pg.varchar('doc_type', { length: 24 }).$type<ApprovalDocType>().notNull(),
    documentId: pg.integer('document_id').notNull(),
    applicantId: needs('applicant_id', () => appUser.id),
    enterpriseId: pg.integer('enterprise_id').references(() => enterprise.id, {
      onDelete: 'set null',
    }),
    title: pg.varchar('title', { length: 200 }).notNull(),
    status: pg
      .varchar('status', { length: 16 })
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    currentStep: pg.smallint('current_step'),
    round: pg.smallint('round').notNull().default(1),
    templateVersionId: needs('template_version_id', () => approvalTemplateVersion.id),
    /** What the handler told at the last submit: the conditions and rules read these. */
    facts: pg.jsonb('facts').$type<StoredApprovalFacts>().notNull(),
    ...versionedColumns(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    pg.uniqueIndex('approval_request_document_unique').on(t.docType, t.documentId),
    // My requests, newest first; every list's order.
    pg.index('approval_request_applicant_idx').on(t.applicantId, t.createdAt.desc(), t.id.desc()),
    pg.index('approval_request_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The to-do list: pending requests newest first, each checked on the approver's task.
    pg
      .index('approval_request_pending_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending'`),
    pg.index('approval_request_version_idx').on(t.templateVersionId),
    pg.check('approval_request_status_check', sql`${t.status} in (${listOf(APPROVAL_STATUSES)})`),
    pg.check(
      'approval_request_doc_type_check',
      sql`${t.docType} in (${listOf(APPROVAL_DOC_TYPES)})`,
    ),
  ],
);

/**
 * One approver's part in one step of one round. A sequential step's later approvers wait
 * (`seq` orders them); `due_at` is when the step's timeout applies, `reminded_at` when the
 * timer claimed it (once).
 */
export const approvalTask = pg.pgTable(
  'approval_task',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: partOf('request_id', () => approvalRequest.id),
    step: pg.smallint('step').notNull(),
    round: pg.smallint('round').notNull(),
    seq: pg.smallint('seq').notNull().default(0),
    /**
     * The person the task is on; null on a role's task (`roleId`) until one of its holders
     * decides it, who is then written here (docs/approvals.md "A role's task").
     */
    approverId: pg.integer('approver_id').references(() => appUser.id, { onDelete: 'restrict' }),
    /**
     * A step of mode "any one" whose rule is a role keeps one task for the role: whoever holds
     * the role when they act may decide it. Null on a person's task.
     */
    roleId: pg.integer('role_id'),
    status: pg.varchar('status', { length: 16 }).$type<ApprovalTaskStatus>().notNull(),
    transferredFromId: pg.integer('transferred_from_id').references(() => appUser.id, {
      onDelete: 'set null',
    }),
    comment: pg.varchar('comment', { length: 500 }),
    actedAt: timestamptz('acted_at'),
    dueAt: timestamptz('due_at'),
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The to-do list and the done list: an approver's tasks by status.
    pg.index('approval_task_approver_idx').on(t.approverId, t.status, t.requestId),
    pg.index('approval_task_request_idx').on(t.requestId, t.step, t.round, t.seq),
    // The to-do list of a role's holders.
    pg
      .index('approval_task_role_idx')
      .on(t.roleId, t.status, t.requestId)
      .where(sql`${t.roleId} is not null`),
    pg.check(
      'approval_task_on_someone_check',
      sql`${t.approverId} is not null or ${t.roleId} is not null`,
    ),
    // The timeout check reads only pending tasks with a due time.
    pg
      .index('approval_task_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' and ${t.dueAt} is not null`),
    pg.check('approval_task_status_check', sql`${t.status} in (${listOf(APPROVAL_TASK_STATUSES)})`),
  ],
);

/** A trail comment's words in a language other than the default one. */
export type TrailTranslations = Partial<Record<'en-US', string>>;

/** What happened to a request, who did it and why. Rows are only ever added. */
export const approvalTrail = pg.pgTable(
  'approval_trail',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    requestId: partOf('request_id', () => approvalRequest.id),
    action: pg.varchar('action', { length: 16 }).$type<ApprovalTrailAction>().notNull(),
    /** Null: the engine itself (a timeout). */
    actorId: pg.integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    step: pg.smallint('step'),
    comment: pg.varchar('comment', { length: 500 }),
    /**
     * The comment in the other languages when the system wrote it (an edit's summary, a refused
     * effect): each reader sees their own. Null: a person's words, the same for everyone.
     */
    translations: pg.jsonb('translations').$type<TrailTranslations>(),
    /** The users the action concerned (a transfer's new approver, the people copied). */
    targets: pg
      .integer('targets')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    pg.index('approval_trail_request_idx').on(t.requestId, t.id),
    // "Done by me": the requests a user acted on.
    pg.index('approval_trail_actor_idx').on(t.actorId, t.requestId),
    pg.check(
      'approval_trail_action_check',
      sql`${t.action} in (${listOf(APPROVAL_TRAIL_ACTIONS)})`,
    ),
  ],
);

/** People copied on a request: they are told and may read it; `read_at` once they opened it. */
export const approvalCc = pg.pgTable(
  'approval_cc',
  {
    requestId: partOf('request_id', () => approvalRequest.id),
    userId: partOf('user_id', () => appUser.id),
    addedBy: pg.integer('added_by').references(() => appUser.id, { onDelete: 'set null' }),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.requestId, t.userId] }),
    pg.index('approval_cc_user_idx').on(t.userId, t.requestId),
  ],
);

/** The last request number given per day (the stores'). */
export const approvalCodeCounter = pg.pgTable('approval_code_counter', {
  day: pg.date('day', { mode: 'string' }).primaryKey(),
  lastValue: pg.integer('last_value').notNull(),
});
