import {
  ACCEPTANCE_TEMPLATE_KINDS,
  ACCEPTANCE_RECORD_KINDS,
  CONTRACTOR_DOC_KINDS,
  COST_VISA_STATUSES,
  DRAWING_KINDS,
  DISPATCH_EVENT_ACTIONS,
  DISPATCH_KINDS,
  DISPATCH_STATUSES,
  SKU_ORDER_EVENT_ACTIONS,
  SKU_ORDER_STATUSES,
  INSPECTION_EVENT_ACTIONS,
  INSPECTION_ISSUE_STATUSES,
  INSPECTION_SEVERITIES,
  PROJECT_CONTRACTOR_ROLES,
  PROJECT_STAGE_KINDS,
  PROJECT_STAGE_STATUSES,
  PROJECT_STATUSES,
  PROJECT_REQUEST_STATUSES,
  PROJECT_TYPES,
  QUALITY_RECORD_STATUSES,
  type ProjectTemplateStage,
  type SamplingItem,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from '../../db/schema/columns';
import { versionedColumns } from '../../db/schema/versioned-columns';
import { repairOrder } from '../../db/schema/eam';
import { storedFile } from '../../db/schema/files';
import { formDesign, formDesignVersion } from '../../db/schema/form';
import { enterprise, store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { purchaseOrder, sku, supplier } from '../purchase/tables';
import { warehouse } from '../warehouse/tables';

/*
 * The projects area's tables (AREAS.md §6, docs/projects.md): drizzle-kit reads every
 * `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them from here.
 */

/*
 * Column sets shared by the project's documents (each a function: drizzle needs fresh column
 * builders per table). Spread into a table, they keep the columns' names and types.
 */

/** A numbered document of a project: its id, its code, the project it belongs to. */
const projectDocumentColumns = () => ({
  id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: pg.varchar('code', { length: 24 }).notNull(),
  projectId: partOf('project_id', () => project.id),
});

/** A request through approval: evidence files, its state, the approval request, the applicant. */
const approvalRequestColumns = () => ({
  fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
  status: pg.varchar('status', { length: 12 }).notNull().default('pending'),
  requestId: pg.integer('request_id'),
  applicantId: needs('applicant_id', () => appUser.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The check that a request's state is one of PROJECT_REQUEST_STATUSES. */
const requestStatusCheck = (table: string, status: pg.AnyPgColumn) =>
  pg.check(`${table}_status_check`, sql`${status} in (${listOf(PROJECT_REQUEST_STATUSES)})`);

/** A quality record (inspection, sampling): its evidence files, valid until voided (why, who, when). */
const qualityRecordColumns = () => ({
  fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
  status: pg.varchar('status', { length: 8 }).notNull().default('valid'),
  voidReason: pg.varchar('void_reason', { length: 500 }),
  voidedBy: pg.integer('voided_by').references(() => appUser.id, { onDelete: 'set null' }),
  voidedAt: timestamptz('voided_at'),
  createdAt: createdAt(),
});

/** The check that a quality record's state is one of QUALITY_RECORD_STATUSES. */
const qualityStatusCheck = (table: string, status: pg.AnyPgColumn) =>
  pg.check(`${table}_status_check`, sql`${status} in (${listOf(QUALITY_RECORD_STATUSES)})`);

/** An order kept by version with a timeline: its state (from `initial`), maker, version. */
const versionedOrderColumns = (initial: string) => ({
  status: pg.varchar('status', { length: 12 }).notNull().default(initial),
  createdBy: needs('created_by', () => appUser.id),
  ...versionedColumns(),
});

/** A timeline row after its order's id: who did what when, from → to, a note. */
const timelineColumns = () => ({
  action: pg.varchar('action', { length: 12 }).notNull(),
  fromStatus: pg.varchar('from_status', { length: 12 }),
  toStatus: pg.varchar('to_status', { length: 12 }).notNull(),
  note: pg.varchar('note', { length: 500 }),
  actorId: pg.integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
  at: timestamptz('at').notNull().defaultNow(),
});

/**
 * An order's timeline table: each row after the order's id (`owner`, deleted with the order) and
 * its timelineColumns, indexed by order then id (`indexName`), its action one of `actions`.
 */
function timelineTable<K extends string>(
  name: string,
  owner: { key: K; column: string; ref: () => pg.AnyPgColumn },
  actions: readonly string[],
  indexName: string,
) {
  const ownerColumn = { [owner.key]: partOf(owner.column, owner.ref) } as Record<
    K,
    ReturnType<typeof partOf<string>>
  >;
  return pg.pgTable(
    name,
    {
      id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
      ...ownerColumn,
      ...timelineColumns(),
    },
    (t) => [
      pg.index(indexName).on(t[owner.key], t.id),
      pg.check(`${name}_action_check`, sql`${t.action} in (${listOf(actions)})`),
    ],
  );
}

/** A project template: its stages in order, kept whole (a project copies them when made). */
export const projectTemplate = pg.pgTable(
  'project_template',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: pg.varchar('name', { length: 50 }).notNull(),
    projectType: pg.varchar('project_type', { length: 12 }).notNull(),
    note: pg.varchar('note', { length: 500 }),
    enabled: pg.boolean('enabled').notNull().default(true),
    /** 1, then one more each time it is saved again. */
    version: pg.integer('version').notNull().default(1),
    stages: pg.jsonb('stages').$type<ProjectTemplateStage[]>().notNull(),
    createdBy: pg.integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('project_template_name_idx').on(t.name),
    pg.check('project_template_type_check', sql`${t.projectType} in (${listOf(PROJECT_TYPES)})`),
  ],
);

/** A project at a store, made from a template. */
export const project = pg.pgTable(
  'project',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 24 }).notNull(),
    name: pg.varchar('name', { length: 100 }).notNull(),
    storeId: needs('store_id', () => store.id),
    projectType: pg.varchar('project_type', { length: 12 }).notNull(),
    templateId: needs('template_id', () => projectTemplate.id),
    budget: pg.numeric('budget', { precision: 14, scale: 2 }).notNull(),
    contractAmount: pg.numeric('contract_amount', { precision: 14, scale: 2 }).notNull(),
    managerId: pg.integer('manager_id').references(() => appUser.id, { onDelete: 'set null' }),
    supervisorId: pg
      .integer('supervisor_id')
      .references(() => appUser.id, { onDelete: 'set null' }),
    plannedStart: pg.date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: pg.date('planned_end', { mode: 'string' }).notNull(),
    actualStart: pg.date('actual_start', { mode: 'string' }),
    actualEnd: pg.date('actual_end', { mode: 'string' }),
    status: pg.varchar('status', { length: 12 }).notNull().default('planning'),
    note: pg.varchar('note', { length: 500 }),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('project_code_idx').on(t.code),
    pg.index('project_store_idx').on(t.storeId, t.id),
    pg.index('project_created_idx').on(t.createdAt, t.id),
    pg.check('project_type_check', sql`${t.projectType} in (${listOf(PROJECT_TYPES)})`),
    pg.check('project_status_check', sql`${t.status} in (${listOf(PROJECT_STATUSES)})`),
  ],
);

/** A project's stage, copied from its template and scheduled (modules/project/schedule). */
export const projectStage = pg.pgTable(
  'project_stage',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    seq: pg.smallint('seq').notNull(),
    name: pg.varchar('name', { length: 50 }).notNull(),
    kind: pg.varchar('kind', { length: 20 }).notNull(),
    plannedDays: pg.smallint('planned_days').notNull(),
    dependsOn: pg.jsonb('depends_on').$type<number[]>().notNull().default([]),
    gate: pg.boolean('gate').notNull().default(false),
    /** The required checklist (a form design's id): filled in before the stage finishes. */
    checklistFormId: pg.integer('checklist_form_id'),
    plannedStart: pg.date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: pg.date('planned_end', { mode: 'string' }).notNull(),
    actualStart: pg.date('actual_start', { mode: 'string' }),
    actualEnd: pg.date('actual_end', { mode: 'string' }),
    status: pg.varchar('status', { length: 12 }).notNull().default('notStarted'),
    /** How many days the last rescheduling moved it (negative: earlier). */
    shiftDays: pg.integer('shift_days').notNull().default(0),
    gateSignedBy: pg
      .integer('gate_signed_by')
      .references(() => appUser.id, { onDelete: 'set null' }),
    gateSignedAt: timestamptz('gate_signed_at'),
    gateNote: pg.varchar('gate_note', { length: 500 }),
    /** The gate signer's drawn signature (a PNG file); null before 0063. */
    gateSignatureFileId: pg.uuid('gate_signature_file_id').references(() => storedFile.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    pg.uniqueIndex('project_stage_seq_idx').on(t.projectId, t.seq),
    pg.check('project_stage_kind_check', sql`${t.kind} in (${listOf(PROJECT_STAGE_KINDS)})`),
    pg.check('project_stage_status_check', sql`${t.status} in (${listOf(PROJECT_STAGE_STATUSES)})`),
  ],
);

/** A cost visa (签证): a change to the project's cost, through approval. */
export const costVisa = pg.pgTable(
  'cost_visa',
  {
    ...projectDocumentColumns(),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    title: pg.varchar('title', { length: 100 }).notNull(),
    reason: pg.varchar('reason', { length: 1000 }).notNull(),
    amount: pg.numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
    status: pg.varchar('status', { length: 12 }).notNull().default('draft'),
    requestId: pg.integer('request_id'),
    applicantId: needs('applicant_id', () => appUser.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('cost_visa_code_idx').on(t.code),
    pg.index('cost_visa_project_idx').on(t.projectId, t.id),
    pg.check('cost_visa_status_check', sql`${t.status} in (${listOf(COST_VISA_STATUSES)})`),
    pg.check('cost_visa_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A deduction from a project's statement. */
export const projectDeduction = pg.pgTable(
  'project_deduction',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    reason: pg.varchar('reason', { length: 200 }).notNull(),
    amount: pg.numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('project_deduction_project_idx').on(t.projectId, t.id),
    pg.check('project_deduction_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A site inspection record (巡检记录): never edited once saved; voided with a reason. */
export const projectInspection = pg.pgTable(
  'project_inspection',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    inspectedOn: pg.date('inspected_on', { mode: 'string' }).notNull(),
    inspectorId: needs('inspector_id', () => appUser.id),
    summary: pg.varchar('summary', { length: 1000 }).notNull(),
    ...qualityRecordColumns(),
  },
  (t) => [
    pg.index('project_inspection_project_idx').on(t.projectId, t.inspectedOn, t.id),
    qualityStatusCheck('project_inspection', t.status),
  ],
);

/** An issue found by an inspection, with whom it falls to and by when. */
export const projectInspectionIssue = pg.pgTable(
  'project_inspection_issue',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    inspectionId: pg
      .integer('inspection_id')
      .notNull()
      .references(() => projectInspection.id, { onDelete: 'cascade' }),
    projectId: partOf('project_id', () => project.id),
    seq: pg.smallint('seq').notNull(),
    description: pg.varchar('description', { length: 500 }).notNull(),
    severity: pg.varchar('severity', { length: 8 }).notNull(),
    responsibleId: needs('responsible_id', () => appUser.id),
    deadline: pg.date('deadline', { mode: 'string' }).notNull(),
    status: pg.varchar('status', { length: 10 }).notNull().default('open'),
    /** The deadline its overdue notice (41) was sent for: once per issue and deadline. */
    remindedFor: pg.date('reminded_for', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('project_inspection_issue_seq_idx').on(t.inspectionId, t.seq),
    pg.index('project_inspection_issue_project_idx').on(t.projectId, t.status, t.deadline),
    pg.check(
      'project_inspection_issue_severity_check',
      sql`${t.severity} in (${listOf(INSPECTION_SEVERITIES)})`,
    ),
    pg.check(
      'project_inspection_issue_status_check',
      sql`${t.status} in (${listOf(INSPECTION_ISSUE_STATUSES)})`,
    ),
  ],
);

/** What was done to an issue after its record was saved: its history, never rewritten. */
export const projectInspectionEvent = pg.pgTable(
  'project_inspection_event',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    issueId: pg
      .integer('issue_id')
      .notNull()
      .references(() => projectInspectionIssue.id, { onDelete: 'cascade' }),
    action: pg.varchar('action', { length: 8 }).notNull(),
    note: pg.varchar('note', { length: 500 }),
    /** A reopening's new deadline. */
    deadline: pg.date('deadline', { mode: 'string' }),
    fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
    actorId: needs('actor_id', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('project_inspection_event_issue_idx').on(t.issueId, t.id),
    pg.check(
      'project_inspection_event_action_check',
      sql`${t.action} in (${listOf(INSPECTION_EVENT_ACTIONS)})`,
    ),
  ],
);

/**
 * A quality sampling (质量抽检): a sampling checklist (an acceptance template of kind `sampling`)
 * scored at the design version it had; the items as scored and the totals made by the server.
 */
export const projectSampling = pg.pgTable(
  'project_sampling',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    sampledOn: pg.date('sampled_on', { mode: 'string' }).notNull(),
    inspectorId: needs('inspector_id', () => appUser.id),
    passMark: pg.smallint('pass_mark').notNull(),
    /** The checklist scored and its version (null on samplings kept before 0065). */
    templateId: pg.integer('template_id').references(() => projectAcceptanceTemplate.id),
    designVersion: pg.integer('design_version'),
    items: pg.jsonb('items').$type<SamplingItem[]>().notNull(),
    totalScore: pg.integer('total_score').notNull(),
    maxScore: pg.integer('max_score').notNull(),
    passed: pg.boolean('passed').notNull(),
    note: pg.varchar('note', { length: 500 }),
    ...qualityRecordColumns(),
  },
  (t) => [
    pg.index('project_sampling_project_idx').on(t.projectId, t.sampledOn, t.id),
    qualityStatusCheck('project_sampling', t.status),
    pg.check(
      'project_sampling_score_check',
      sql`${t.maxScore} > 0 and ${t.totalScore} between 0 and ${t.maxScore}`,
    ),
    pg.check('project_sampling_pass_mark_check', sql`${t.passMark} between 1 and 100`),
  ],
);

/**
 * A request to discard a project (作废), through approval as document type `projectDiscard`:
 * approved, the project is discarded. One in approval per project at a time.
 */
export const projectDiscard = pg.pgTable(
  'project_discard',
  {
    ...projectDocumentColumns(),
    reason: pg.varchar('reason', { length: 1000 }).notNull(),
    ...approvalRequestColumns(),
  },
  (t) => [
    pg.uniqueIndex('project_discard_code_idx').on(t.code),
    pg.index('project_discard_project_idx').on(t.projectId, t.id),
    pg
      .uniqueIndex('project_discard_pending_idx')
      .on(t.projectId)
      .where(sql`${t.status} = 'pending'`),
    requestStatusCheck('project_discard', t.status),
  ],
);

/**
 * An application to start work (开工申请) on a start-of-work stage, through approval as document
 * type `startWork`: approved, the stage starts on `start_on`. One in approval per stage at a time.
 */
export const projectStartWork = pg.pgTable(
  'project_start_work',
  {
    ...projectDocumentColumns(),
    stageId: pg
      .integer('stage_id')
      .notNull()
      .references(() => projectStage.id, { onDelete: 'cascade' }),
    startOn: pg.date('start_on', { mode: 'string' }).notNull(),
    crew: pg.varchar('crew', { length: 200 }).notNull(),
    safetyNotes: pg.varchar('safety_notes', { length: 1000 }),
    ...approvalRequestColumns(),
  },
  (t) => [
    pg.uniqueIndex('project_start_work_code_idx').on(t.code),
    pg.index('project_start_work_project_idx').on(t.projectId, t.id),
    pg
      .uniqueIndex('project_start_work_pending_idx')
      .on(t.stageId)
      .where(sql`${t.status} = 'pending'`),
    requestStatusCheck('project_start_work', t.status),
  ],
);

// ---- materials and dispatch (docs/projects.md, "SKU orders and dispatches") ------------------

/**
 * A SKU order (物料单) of a project, optionally for one stage: SKUs × quantities, served once
 * from a warehouse's stock (its lines' `out` movements) or through purchasing (its work orders
 * in `project_sku_order_work`). Never rewritten: each step is a row of its timeline.
 */
export const projectSkuOrder = pg.pgTable(
  'project_sku_order',
  {
    ...projectDocumentColumns(),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    title: pg.varchar('title', { length: 100 }).notNull(),
    neededBy: pg.date('needed_by', { mode: 'string' }),
    note: pg.varchar('note', { length: 500 }),
    /** The warehouse it was issued from (served from stock). */
    warehouseId: pg
      .integer('warehouse_id')
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    ...versionedOrderColumns('open'),
  },
  (t) => [
    pg.uniqueIndex('project_sku_order_code_idx').on(t.code),
    pg.index('project_sku_order_project_idx').on(t.projectId, t.id),
    pg.check('project_sku_order_status_check', sql`${t.status} in (${listOf(SKU_ORDER_STATUSES)})`),
  ],
);

/** A SKU order's line: a SKU once, a quantity; `movementId` its issue's ledger row. */
export const projectSkuOrderLine = pg.pgTable(
  'project_sku_order_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    skuOrderId: pg
      .integer('sku_order_id')
      .notNull()
      .references(() => projectSkuOrder.id, { onDelete: 'cascade' }),
    skuId: needs('sku_id', () => sku.id),
    quantity: pg.integer('quantity').notNull(),
    sort: pg.smallint('sort').notNull(),
    movementId: pg.integer('movement_id'),
  },
  (t) => [
    pg.uniqueIndex('project_sku_order_line_sku_idx').on(t.skuOrderId, t.skuId),
    pg.check('project_sku_order_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Discarding some of a project's materials (物料报废), through approval as document type
 * `materialDiscard`: approved, its lines' quantities leave what the project holds of their SKU
 * order lines (docs/projects.md). Its rows are the record: no SKU order or movement is changed.
 */
export const projectMaterialDiscard = pg.pgTable(
  'project_material_discard',
  {
    ...projectDocumentColumns(),
    reason: pg.varchar('reason', { length: 1000 }).notNull(),
    ...approvalRequestColumns(),
  },
  (t) => [
    pg.uniqueIndex('project_material_discard_code_idx').on(t.code),
    pg.index('project_material_discard_project_idx').on(t.projectId, t.id),
    requestStatusCheck('project_material_discard', t.status),
  ],
);

/** A material discard's line: how many of what a SKU order line of the project holds. */
export const projectMaterialDiscardLine = pg.pgTable(
  'project_material_discard_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    discardId: partOf('discard_id', () => projectMaterialDiscard.id),
    skuOrderLineId: needs('sku_order_line_id', () => projectSkuOrderLine.id),
    quantity: pg.integer('quantity').notNull(),
  },
  (t) => [
    pg.uniqueIndex('project_material_discard_line_idx').on(t.discardId, t.skuOrderLineId),
    pg.index('project_material_discard_line_sku_idx').on(t.skuOrderLineId),
    pg.check('project_material_discard_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The purchase work orders made from a SKU order (one live at a time). */
export const projectSkuOrderWork = pg.pgTable(
  'project_sku_order_work',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    skuOrderId: pg
      .integer('sku_order_id')
      .notNull()
      .references(() => projectSkuOrder.id, { onDelete: 'cascade' }),
    orderId: pg
      .integer('order_id')
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('project_sku_order_work_order_idx').on(t.orderId),
    pg.index('project_sku_order_work_sku_order_idx').on(t.skuOrderId),
  ],
);

/** A SKU order's timeline: who, when, from → to, a note (a reason, a work order's code). */
export const projectSkuOrderEvent = timelineTable(
  'project_sku_order_event',
  { key: 'skuOrderId', column: 'sku_order_id', ref: () => projectSkuOrder.id },
  SKU_ORDER_EVENT_ACTIONS,
  'project_sku_order_event_order_idx',
);

/**
 * A dispatch (派工单): a crew or a supplier sent to a project's stage for planned days, with
 * the materials of a SKU order of the project; planned → dispatched → done, or cancelled.
 */
export const projectDispatch = pg.pgTable(
  'project_dispatch',
  {
    ...projectDocumentColumns(),
    stageId: pg
      .integer('stage_id')
      .notNull()
      .references(() => projectStage.id, { onDelete: 'cascade' }),
    kind: pg.varchar('kind', { length: 12 }).notNull(),
    /** The crew's name, or the supplier's contact on site. */
    crew: pg.varchar('crew', { length: 100 }),
    supplierId: pg.integer('supplier_id').references(() => supplier.id, { onDelete: 'restrict' }),
    contact: pg.varchar('contact', { length: 50 }),
    phone: pg.varchar('phone', { length: 20 }),
    plannedStart: pg.date('planned_start', { mode: 'string' }).notNull(),
    plannedEnd: pg.date('planned_end', { mode: 'string' }).notNull(),
    skuOrderId: pg.integer('sku_order_id').references(() => projectSkuOrder.id, {
      onDelete: 'set null',
    }),
    note: pg.varchar('note', { length: 500 }),
    cancelReason: pg.varchar('cancel_reason', { length: 500 }),
    ...versionedOrderColumns('planned'),
  },
  (t) => [
    pg.uniqueIndex('project_dispatch_code_idx').on(t.code),
    pg.index('project_dispatch_project_idx').on(t.projectId, t.id),
    pg.index('project_dispatch_created_idx').on(t.createdAt, t.id),
    pg.check('project_dispatch_status_check', sql`${t.status} in (${listOf(DISPATCH_STATUSES)})`),
    pg.check('project_dispatch_kind_check', sql`${t.kind} in (${listOf(DISPATCH_KINDS)})`),
    pg.check(
      'project_dispatch_who_check',
      sql`(${t.kind} = 'crew' and ${t.crew} is not null) or (${t.kind} = 'supplier' and ${t.supplierId} is not null)`,
    ),
    pg.check('project_dispatch_days_check', sql`${t.plannedEnd} >= ${t.plannedStart}`),
  ],
);

/** A dispatch's timeline. */
export const projectDispatchEvent = timelineTable(
  'project_dispatch_event',
  { key: 'dispatchId', column: 'dispatch_id', ref: () => projectDispatch.id },
  DISPATCH_EVENT_ACTIONS,
  'project_dispatch_event_dispatch_idx',
);

// ---- contractors and warranty (`/item/item-enterprise`, `/item/item-repairorder-detail`) ----

/**
 * An enterprise of the organisation working on a project in a role. Removing it stamps
 * `removed_at` (who, why): the row stays, with its documents. One current row per enterprise
 * and role.
 */
export const projectContractor = pg.pgTable(
  'project_contractor',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    role: pg.varchar('role', { length: 20 }).notNull(),
    note: pg.varchar('note', { length: 200 }),
    addedBy: needs('added_by', () => appUser.id),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    removedAt: timestamptz('removed_at'),
    removedBy: pg.integer('removed_by').references(() => appUser.id, { onDelete: 'set null' }),
    removeReason: pg.varchar('remove_reason', { length: 200 }),
  },
  (t) => [
    pg.index('project_contractor_project_idx').on(t.projectId, t.id),
    pg.index('project_contractor_enterprise_idx').on(t.enterpriseId),
    pg
      .uniqueIndex('project_contractor_current_idx')
      .on(t.projectId, t.enterpriseId, t.role)
      .where(sql`${t.removedAt} is null`),
    pg.check(
      'project_contractor_role_check',
      sql`${t.role} in (${listOf(PROJECT_CONTRACTOR_ROLES)})`,
    ),
  ],
);

/**
 * A contractor's document (licence, insurance, safety certificate) with its valid-until. A
 * renewed one is a new row; the old one names it in `replaced_by` and stays readable. Notice
 * 50 claims `reminded_for` (the valid-until it was reminded of), as notice 35 does.
 */
export const projectContractorDoc = pg.pgTable(
  'project_contractor_doc',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contractorId: pg
      .integer('contractor_id')
      .notNull()
      .references(() => projectContractor.id, { onDelete: 'cascade' }),
    kind: pg.varchar('kind', { length: 16 }).notNull(),
    number: pg.varchar('number', { length: 64 }).notNull(),
    validUntil: pg.date('valid_until', { mode: 'string' }).notNull(),
    remindDays: pg.smallint('remind_days').notNull().default(30),
    fileId: pg
      .uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    replacedBy: pg.integer('replaced_by'),
    remindedFor: pg.date('reminded_for', { mode: 'string' }),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('project_contractor_doc_contractor_idx').on(t.contractorId, t.id),
    pg
      .index('project_contractor_doc_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.replacedBy} is null`),
    pg.check(
      'project_contractor_doc_kind_check',
      sql`${t.kind} in (${listOf(CONTRACTOR_DOC_KINDS)})`,
    ),
    pg.check('project_contractor_doc_remind_check', sql`${t.remindDays} between 0 and 365`),
  ],
);

/**
 * A repair order under a project's warranty: raised from the project (`raised`) or an order of
 * its store linked to it. An order is under one project at most; the repair order itself is
 * untouched.
 */
export const projectRepairOrder = pg.pgTable(
  'project_repair_order',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    orderId: pg
      .integer('order_id')
      .notNull()
      .references(() => repairOrder.id, { onDelete: 'cascade' }),
    raised: pg.boolean('raised').notNull(),
    linkedBy: needs('linked_by', () => appUser.id),
    linkedAt: timestamptz('linked_at').notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('project_repair_order_order_idx').on(t.orderId),
    pg.index('project_repair_order_project_idx').on(t.projectId, t.id),
  ],
);

/**
 * An acceptance template (验收模板, `/item/add-template`): a named checklist designed with the
 * form builder, for completing a project or for handing a shop over (docs/projects.md).
 */
export const projectAcceptanceTemplate = pg.pgTable(
  'project_acceptance_template',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: pg.varchar('name', { length: 50 }).notNull(),
    kind: pg.varchar('kind', { length: 12 }).notNull(),
    note: pg.varchar('note', { length: 500 }),
    enabled: pg.boolean('enabled').notNull().default(true),
    /** The checklist: a form design made with the template, saved as its versions. */
    formDesignId: needs('form_design_id', () => formDesign.id),
    createdBy: pg.integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('project_acceptance_template_name_idx').on(t.name),
    pg.uniqueIndex('project_acceptance_template_design_idx').on(t.formDesignId),
    pg.check(
      'project_acceptance_template_kind_check',
      sql`${t.kind} in (${listOf(ACCEPTANCE_TEMPLATE_KINDS)})`,
    ),
  ],
);

/**
 * A filled acceptance checklist of a project (竣工验收, 门店交接检查): the data as checked
 * against the design version it was filled in with, signed; never changed afterwards.
 */
export const projectAcceptance = pg.pgTable(
  'project_acceptance',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    kind: pg.varchar('kind', { length: 12 }).notNull(),
    /** The acceptance template; null for a stage's checklist (the form its stage names). */
    templateId: pg.integer('template_id').references(() => projectAcceptanceTemplate.id, {
      onDelete: 'restrict',
    }),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    formDesignId: pg.integer('form_design_id').notNull(),
    designVersion: pg.integer('design_version').notNull(),
    acceptedOn: pg.date('accepted_on', { mode: 'string' }).notNull(),
    signerName: pg.varchar('signer_name', { length: 50 }).notNull(),
    /** A completion signer's drawn signature (a PNG file); null for the others and before 0063. */
    signatureFileId: pg.uuid('signature_file_id').references(() => storedFile.id, {
      onDelete: 'restrict',
    }),
    note: pg.varchar('note', { length: 500 }),
    itemCount: pg.smallint('item_count').notNull(),
    passedCount: pg.smallint('passed_count').notNull(),
    data: pg.jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The photos, then the files of the form's upload fields: read by the project's viewers. */
    fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
    photoIds: pg.jsonb('photo_ids').$type<string[]>().notNull().default([]),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('project_acceptance_project_idx').on(t.projectId, t.kind, t.id),
    pg
      .foreignKey({
        name: 'project_acceptance_design_version_fk',
        columns: [t.formDesignId, t.designVersion],
        foreignColumns: [formDesignVersion.designId, formDesignVersion.version],
      })
      .onDelete('restrict'),
    pg.index('project_acceptance_stage_idx').on(t.stageId),
    pg.check(
      'project_acceptance_kind_check',
      sql`${t.kind} in (${listOf(ACCEPTANCE_RECORD_KINDS)})`,
    ),
    pg.check(
      'project_acceptance_template_check',
      sql`(${t.kind} = 'stage') = (${t.templateId} is null)`,
    ),
  ],
);

/**
 * A drawing of a project (图纸): construction, design or as-built (docs/projects.md "Drawings").
 * Its versions are rows of `project_drawing_version`, never rewritten; a design drawing names
 * its approved version here (who marked it, when).
 */
export const projectDrawing = pg.pgTable(
  'project_drawing',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: partOf('project_id', () => project.id),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    kind: pg.varchar('kind', { length: 12 }).notNull(),
    title: pg.varchar('title', { length: 100 }).notNull(),
    sheetNo: pg.varchar('sheet_no', { length: 40 }),
    approvedVersionId: pg.integer('approved_version_id'),
    approvedBy: pg.integer('approved_by').references(() => appUser.id, { onDelete: 'set null' }),
    approvedAt: timestamptz('approved_at'),
    createdBy: needs('created_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('project_drawing_project_idx').on(t.projectId, t.kind, t.id),
    pg.uniqueIndex('project_drawing_title_idx').on(t.projectId, t.kind, t.title),
    pg.check('project_drawing_kind_check', sql`${t.kind} in (${listOf(DRAWING_KINDS)})`),
  ],
);

/** One version of a drawing: an uploaded PDF or picture, numbered 1, 2, 3… */
export const projectDrawingVersion = pg.pgTable(
  'project_drawing_version',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    drawingId: pg
      .integer('drawing_id')
      .notNull()
      .references(() => projectDrawing.id, { onDelete: 'cascade' }),
    version: pg.smallint('version').notNull(),
    fileId: pg
      .uuid('file_id')
      .notNull()
      .references(() => storedFile.id),
    note: pg.varchar('note', { length: 500 }),
    uploadedBy: needs('uploaded_by', () => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('project_drawing_version_idx').on(t.drawingId, t.version),
    pg.index('project_drawing_version_file_idx').on(t.fileId),
    pg.check('project_drawing_version_check', sql`${t.version} > 0`),
  ],
);

/**
 * A design change (设计变更) through approval as document type `designChange`: approved, its
 * cost impact counts in the completion statement as an approved cost visa does.
 */
export const projectDesignChange = pg.pgTable(
  'project_design_change',
  {
    ...projectDocumentColumns(),
    stageId: pg.integer('stage_id').references(() => projectStage.id, { onDelete: 'set null' }),
    title: pg.varchar('title', { length: 100 }).notNull(),
    reason: pg.varchar('reason', { length: 1000 }).notNull(),
    costImpact: pg.numeric('cost_impact', { precision: 14, scale: 2 }).notNull(),
    drawingIds: pg.jsonb('drawing_ids').$type<number[]>().notNull().default([]),
    ...approvalRequestColumns(),
  },
  (t) => [
    pg.uniqueIndex('project_design_change_code_idx').on(t.code),
    pg.index('project_design_change_project_idx').on(t.projectId, t.id),
    requestStatusCheck('project_design_change', t.status),
  ],
);
