import {
  COST_VISA_STATUSES,
  PROJECT_STAGE_KINDS,
  PROJECT_STAGE_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectTemplateStage,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, timestamptz, updatedAt } from '../../db/schema/columns';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';

/*
 * The projects area's tables (AREAS.md §6, docs/projects.md): drizzle-kit reads every
 * `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them from here.
 */

/** A project template: its stages in order, kept whole (a project copies them when made). */
export const projectTemplate = pgTable(
  'project_template',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    projectType: varchar('project_type', { length: 12 }).notNull(),
    note: varchar('note', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    /** 1, then one more each time it is saved again. */
    version: integer('version').notNull().default(1),
    stages: jsonb('stages').$type<ProjectTemplateStage[]>().notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_template_name_idx').on(t.name),
    check('project_template_type_check', sql`${t.projectType} in (${listOf(PROJECT_TYPES)})`),
  ],
);

/** A project at a store, made from a template. */
export const project = pgTable(
  'project',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 24 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    storeId: needs('store_id', () => store.id),
    projectType: varchar('project_type', { length: 12 }).notNull(),
    templateId: needs('template_id', () => projectTemplate.id),
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull(),
    contractAmount: numeric('contract_amount', { precision: 14, scale: 2 }).notNull(),
    managerId: integer('manager_id').references(() => appUser.id, { onDelete: 'set null' }),
    supervisorId: integer('supervisor_id').references(() => appUser.id, { onDelete: 'set null' }),
    plannedStart: date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: date('planned_end', { mode: 'string' }).notNull(),
    actualStart: date('actual_start', { mode: 'string' }),
    actualEnd: date('actual_end', { mode: 'string' }),
    status: varchar('status', { length: 12 }).notNull().default('planning'),
    note: varchar('note', { length: 500 }),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_code_idx').on(t.code),
    index('project_store_idx').on(t.storeId, t.id),
    index('project_created_idx').on(t.createdAt, t.id),
    check('project_type_check', sql`${t.projectType} in (${listOf(PROJECT_TYPES)})`),
    check('project_status_check', sql`${t.status} in (${listOf(PROJECT_STATUSES)})`),
  ],
);

/** A project's stage, copied from its template and scheduled (modules/project/schedule). */
export const projectStage = pgTable(
  'project_stage',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    plannedDays: smallint('planned_days').notNull(),
    dependsOn: jsonb('depends_on').$type<number[]>().notNull().default([]),
    gate: boolean('gate').notNull().default(false),
    /** The acceptance checklist (a form design's id). */
    checklistFormId: integer('checklist_form_id'),
    plannedStart: date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: date('planned_end', { mode: 'string' }).notNull(),
    actualStart: date('actual_start', { mode: 'string' }),
    actualEnd: date('actual_end', { mode: 'string' }),
    status: varchar('status', { length: 12 }).notNull().default('notStarted'),
    /** How many days the last rescheduling moved it (negative: earlier). */
    shiftDays: integer('shift_days').notNull().default(0),
    gateSignedBy: integer('gate_signed_by').references(() => appUser.id, { onDelete: 'set null' }),
    gateSignedAt: timestamptz('gate_signed_at'),
    gateNote: varchar('gate_note', { length: 500 }),
  },
  (t) => [
    uniqueIndex('project_stage_seq_idx').on(t.projectId, t.seq),
    check('project_stage_kind_check', sql`${t.kind} in (${listOf(PROJECT_STAGE_KINDS)})`),
    check('project_stage_status_check', sql`${t.status} in (${listOf(PROJECT_STAGE_STATUSES)})`),
  ],
);

/** A cost visa (签证): a change to the project's cost, through approval. */
export const costVisa = pgTable(
  'cost_visa',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 24 }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    requestId: integer('request_id'),
    applicantId: needs('applicant_id', () => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cost_visa_code_idx').on(t.code),
    index('cost_visa_project_idx').on(t.projectId, t.id),
    check('cost_visa_status_check', sql`${t.status} in (${listOf(COST_VISA_STATUSES)})`),
    check('cost_visa_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A deduction from a project's statement. */
export const projectDeduction = pgTable(
  'project_deduction',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_deduction_project_idx').on(t.projectId, t.id),
    check('project_deduction_amount_check', sql`${t.amount} > 0`),
  ],
);
