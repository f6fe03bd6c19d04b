import { z } from 'zod';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { isoDay } from '../asset/schema';
import { signaturePng } from '../asset/document-schema';
import { pageQuery, queryBoolean, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  COST_VISA_MAX_FILES,
  COST_VISA_STATUSES,
  PROJECT_MAX_STAGES,
  PROJECT_STAGE_BLOCKS,
  PROJECT_STAGE_DAYS_MAX,
  PROJECT_STAGE_KINDS,
  PROJECT_STAGE_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from './constants';
import { personSchema } from '../person';
import { projectDiscardBriefSchema, startWorkBriefSchema } from './requests';
import { designChangeSchema } from './drawings';

/*
 * Wire contracts of `/item` (AREAS.md §6, issue #21): project templates and their stages,
 * projects with the stages copied from a template, the stages' start, finish and gate
 * signature, cost visas (through approval), deductions, and the completion statement. Amounts
 * travel as decimal text with two decimals at most, days as `YYYY-MM-DD`.
 */

/** A non-negative amount: up to 12 integer digits and 2 decimals (numeric(14,2)). */
export const projectMoney = z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price');
/** A cost visa's amount: signed (a saving is negative), never zero. */
export const costVisaAmount = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'validation.price')
  .refine((s) => Number(s) !== 0, 'validation.projectAmountZero');
/** A deduction's amount: more than zero. */
export const deductionAmount = projectMoney.refine(
  (s) => Number(s) > 0,
  'validation.projectAmountZero',
);

// ---- templates ------------------------------------------------------------------------------

/** One stage of a template as written: its place, what it is, how long, after which stages. */
export const projectStageBody = z.object({
  seq: z.number().int().min(1).max(PROJECT_MAX_STAGES),
  name: requiredText(50),
  kind: z.enum(PROJECT_STAGE_KINDS),
  plannedDays: z.number().int().min(1).max(PROJECT_STAGE_DAYS_MAX),
  /** Earlier stages' `seq` it starts after (none: it starts with the project). */
  dependsOn: z
    .array(z.number().int().min(1).max(PROJECT_MAX_STAGES))
    .max(PROJECT_MAX_STAGES)
    .default([]),
  /** A gate: its hidden-work acceptance must be signed before the stages after it start. */
  gate: z.boolean().default(false),
  /**
   * The stage's required checklist: a designed form (a form design's id), filled in on the
   * project before the stage may finish.
   */
  checklistFormId: rowId.nullable().default(null),
});
export type ProjectStageInput = z.input<typeof projectStageBody>;
export type ProjectStageSpec = z.infer<typeof projectStageBody>;

/** Stages numbered 1..n in order, each depending only on earlier ones, each once. */
export const projectStagesBody = z
  .array(projectStageBody)
  .min(1)
  .max(PROJECT_MAX_STAGES)
  .superRefine((stages, ctx) => {
    stages.forEach((stage, i) => {
      if (stage.seq !== i + 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'seq'], message: 'validation.projectStageSeq' });
      }
      if (
        stage.dependsOn.some((seq) => seq >= stage.seq) ||
        new Set(stage.dependsOn).size !== stage.dependsOn.length
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'dependsOn'],
          message: 'validation.projectStageDepends',
        });
      }
    });
  });

export const projectTemplateBody = z.object({
  name: requiredText(50),
  projectType: z.enum(PROJECT_TYPES),
  note: optionalText(500).default(null),
  enabled: z.boolean().default(true),
  stages: projectStagesBody,
});
export type ProjectTemplateCreate = z.infer<typeof projectTemplateBody>;
export type ProjectTemplateInput = z.input<typeof projectTemplateBody>;

/** PUT /item/template/edit: the whole template again (a template in use gets a new version). */
export const projectTemplateEditBody = projectTemplateBody.extend({ id: rowId });
export type ProjectTemplateEdit = z.infer<typeof projectTemplateEditBody>;
export type ProjectTemplateEditInput = z.input<typeof projectTemplateEditBody>;

export const projectTemplateEnableBody = z.object({ id: rowId, enabled: z.boolean() });
export type ProjectTemplateEnable = z.infer<typeof projectTemplateEnableBody>;

export const projectTemplateStageSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  kind: z.enum(PROJECT_STAGE_KINDS),
  plannedDays: z.number().int(),
  dependsOn: z.array(z.number().int()),
  gate: z.boolean(),
  checklistFormId: z.number().int().nullable(),
});
export type ProjectTemplateStage = z.infer<typeof projectTemplateStageSchema>;

export const projectTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  note: z.string().nullable(),
  enabled: z.boolean(),
  /** 1, then one more each time it is edited. */
  version: z.number().int(),
  stageCount: z.number().int(),
  /** The sum of the stages' days along the longest chain of dependencies. */
  totalDays: z.number().int(),
  /** Projects created from it (their stages are copies: editing it never changes them). */
  projectCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ProjectTemplateRecord = z.infer<typeof projectTemplateSchema>;
export type ProjectTemplate = Serialized<ProjectTemplateRecord>;

export const projectTemplateDetailSchema = projectTemplateSchema.extend({
  stages: z.array(projectTemplateStageSchema),
});
export type ProjectTemplateDetailRecord = z.infer<typeof projectTemplateDetailSchema>;
export type ProjectTemplateDetail = Serialized<ProjectTemplateDetailRecord>;

export const projectTemplatePageQuery = pageQuery.extend({
  projectType: z.enum(PROJECT_TYPES).optional(),
  enabled: queryBoolean.optional(),
  /** Part of the name. */
  keyword: queryText.optional(),
  sort: sortParam(['updatedAt', 'name']),
});
export type ProjectTemplatePageQuery = z.infer<typeof projectTemplatePageQuery>;
export type ProjectTemplatePageParams = Partial<QueryParams<ProjectTemplatePageQuery>>;

// ---- projects -------------------------------------------------------------------------------

/** POST /item/add: a project from a template; its stages are copied and scheduled. */
export const projectCreateBody = z.object({
  name: requiredText(100),
  storeId: rowId,
  projectType: z.enum(PROJECT_TYPES),
  templateId: rowId,
  budget: projectMoney,
  contractAmount: projectMoney,
  managerId: rowId.nullable().default(null),
  supervisorId: rowId.nullable().default(null),
  plannedStart: isoDay,
  note: optionalText(500).default(null),
});
export type ProjectCreate = z.infer<typeof projectCreateBody>;
export type ProjectCreateInput = z.input<typeof projectCreateBody>;

/**
 * PUT /item/edit: the header only (the type and template stay). A new planned start is taken
 * while the project is planning (its stages are scheduled again), refused (409) after.
 */
export const projectEditBody = projectCreateBody
  .omit({ projectType: true, templateId: true })
  .extend({ id: rowId });
export type ProjectEdit = z.infer<typeof projectEditBody>;
export type ProjectEditInput = z.input<typeof projectEditBody>;

export const projectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  templateId: z.number().int(),
  templateName: z.string(),
  budget: z.string(),
  contractAmount: z.string(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  supervisorId: z.number().int().nullable(),
  supervisorName: z.string().nullable(),
  plannedStart: z.string(),
  /** The schedule's latest planned end. */
  plannedEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  note: z.string().nullable(),
  stageCount: z.number().int(),
  doneCount: z.number().int(),
  createdBy: personSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ProjectRecord = z.infer<typeof projectSchema>;
export type Project = Serialized<ProjectRecord>;

/** A stage that keeps another from starting, and why. */
export const projectStageBlockerSchema = z.object({
  stageId: z.number().int(),
  seq: z.number().int(),
  name: z.string(),
  reason: z.enum(PROJECT_STAGE_BLOCKS),
});
export type ProjectStageBlocker = z.infer<typeof projectStageBlockerSchema>;

/** A project's stage: a copy of its template's stage, scheduled and under way. */
export const projectStageSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  ...projectTemplateStageSchema.shape,
  plannedStart: z.string(),
  plannedEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  status: z.enum(PROJECT_STAGE_STATUSES),
  /** How many days the last rescheduling moved it (negative: earlier). */
  shiftDays: z.number().int(),
  gateSignedBy: personSchema.nullable(),
  gateSignedAt: z.date().nullable(),
  gateNote: z.string().nullable(),
  /** The stored PNG of the gate's drawn signature (null: not signed, or signed before 0063). */
  gateSignatureFileId: z.string().nullable(),
  /** What keeps it from starting now (empty: it may start, or it has started). */
  blockers: z.array(projectStageBlockerSchema),
  /**
   * A start-of-work stage's latest application to start work (null: none, or another kind). Such
   * a stage starts only with an approved one.
   */
  startWork: startWorkBriefSchema.nullable(),
  /**
   * How often its checklist form (checklistFormId) was filled in for it: a stage with a form
   * finishes only after it has been (0 for a stage without one).
   */
  checklistFilled: z.number().int(),
});
export type ProjectStageRecord = z.infer<typeof projectStageSchema>;
export type ProjectStage = Serialized<ProjectStageRecord>;

/** A project's cost visas in figures (the statement counts approved ones only). */
export const projectVisaSummarySchema = z.object({
  count: z.number().int(),
  approvedCount: z.number().int(),
  approvedTotal: z.string(),
  pendingCount: z.number().int(),
  pendingTotal: z.string(),
});
export type ProjectVisaSummary = z.infer<typeof projectVisaSummarySchema>;

export const projectDetailSchema = projectSchema.extend({
  stages: z.array(projectStageSchema),
  visas: projectVisaSummarySchema,
  deductionTotal: z.string(),
  /** The approved design changes' cost impact (counted as approved visas are). */
  designChangeTotal: z.string(),
  /** Contract + approved visas + approved design changes − deductions (the statement's total). */
  statementTotal: z.string(),
  /** What the caller may do with it now (their keys and its status). */
  canEdit: z.boolean(),
  canStage: z.boolean(),
  canVisa: z.boolean(),
  canDeduct: z.boolean(),
  canComplete: z.boolean(),
  /** Its latest discarding request (null: none). */
  discard: projectDiscardBriefSchema.nullable(),
  /** May request its discarding now (open, the key, no request in approval). */
  canDiscard: z.boolean(),
  /**
   * Its material discards in approval, oldest first: while one is, the project can be neither
   * completed nor discarded.
   */
  pendingMaterialDiscards: z.array(z.object({ id: z.number().int(), code: z.string() })),
  /** May apply to start work on its start-of-work stages (open, the key). */
  canStartWork: z.boolean(),
});
export type ProjectDetailRecord = z.infer<typeof projectDetailSchema>;
export type ProjectDetail = Serialized<ProjectDetailRecord>;

export const projectPageQuery = pageQuery.extend({
  status: z.enum(PROJECT_STATUSES).optional(),
  /** Only the projects open to work (OPEN_PROJECT_STATUSES): a dispatch's choices. */
  open: queryBoolean.optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  storeId: queryRowId.optional(),
  /** Part of the code or the name. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code', 'plannedStart', 'plannedEnd', 'contractAmount']),
});
export type ProjectPageQuery = z.infer<typeof projectPageQuery>;
export type ProjectPageParams = Partial<QueryParams<ProjectPageQuery>>;

// ---- stages ---------------------------------------------------------------------------------

/** POST /item/stage/start and /item/stage/finish: on which day (not in the future). */
export const projectStageDayBody = z.object({ stageId: rowId, day: isoDay });
export type ProjectStageDay = z.infer<typeof projectStageDayBody>;

/** POST /item/stage/sign: the hidden-work acceptance of a gate stage, once. */
export const projectStageSignBody = z.object({
  stageId: rowId,
  note: optionalText(500).default(null),
  /** The signer's drawn signature (a PNG data URL), kept as a file the project's viewers read. */
  signature: signaturePng,
});
export type ProjectStageSign = z.infer<typeof projectStageSignBody>;
export type ProjectStageSignInput = z.input<typeof projectStageSignBody>;

/** A not-started stage the finish moved, and by how many days (negative: earlier). */
export const projectStageMoveSchema = z.object({
  stageId: z.number().int(),
  name: z.string(),
  shiftDays: z.number().int(),
});
export type ProjectStageMove = z.infer<typeof projectStageMoveSchema>;

export const projectStageFinishSchema = z.object({ moved: z.array(projectStageMoveSchema) });
export type ProjectStageFinish = z.infer<typeof projectStageFinishSchema>;

// ---- cost visas -----------------------------------------------------------------------------

/** POST /item/visa/add: a draft, or submitted for approval at once (`submit`). */
export const costVisaCreateBody = z.object({
  projectId: rowId,
  stageId: rowId.nullable().default(null),
  title: requiredText(100),
  reason: requiredText(1000),
  amount: costVisaAmount,
  /** Uploads of POST /admin/files the caller may read. */
  fileIds: z
    .array(z.string().max(64))
    .max(COST_VISA_MAX_FILES)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
    .default([]),
  submit: z.boolean().default(false),
});
export type CostVisaCreate = z.infer<typeof costVisaCreateBody>;
export type CostVisaInput = z.input<typeof costVisaCreateBody>;

/** POST /item/visa/submit: a draft into approval. */
export const costVisaSubmitBody = z.object({ id: rowId });

export const costVisaFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type CostVisaFile = z.infer<typeof costVisaFileSchema>;

export const costVisaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
  title: z.string(),
  reason: z.string(),
  amount: z.string(),
  /** The amount in upper-case Chinese (大写金额; a saving starts 负). */
  amountUpper: z.string(),
  status: z.enum(COST_VISA_STATUSES),
  applicant: personSchema,
  /** Its approval request (null: a draft never submitted). */
  requestId: z.number().int().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type CostVisaRecord = z.infer<typeof costVisaSchema>;
export type CostVisa = Serialized<CostVisaRecord>;

export const costVisaDetailSchema = costVisaSchema.extend({
  fileIds: z.array(z.string()),
  /** The evidence files, each with its download address. */
  files: z.array(costVisaFileSchema),
  canSubmit: z.boolean(),
});
export type CostVisaDetailRecord = z.infer<typeof costVisaDetailSchema>;
export type CostVisaDetail = Serialized<CostVisaDetailRecord>;

export const costVisaPageQuery = pageQuery.extend({
  projectId: queryRowId,
  status: z.enum(COST_VISA_STATUSES).optional(),
  sort: sortParam(['createdAt', 'code', 'amount']),
});
export type CostVisaPageQuery = z.infer<typeof costVisaPageQuery>;
export type CostVisaPageParams = Partial<QueryParams<CostVisaPageQuery>>;

// ---- deductions and the statement -----------------------------------------------------------

export const projectDeductionBody = z.object({
  projectId: rowId,
  reason: requiredText(200),
  amount: deductionAmount,
});
export type ProjectDeductionCreate = z.infer<typeof projectDeductionBody>;

export const projectIdQuery = z.object({ projectId: queryRowId });
/** POST /item/complete. */
export const projectCompleteBody = z.object({ projectId: rowId });

export const projectDeductionSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  reason: z.string(),
  amount: z.string(),
  createdBy: personSchema,
  createdAt: z.date(),
});
export type ProjectDeductionRecord = z.infer<typeof projectDeductionSchema>;
export type ProjectDeduction = Serialized<ProjectDeductionRecord>;

/**
 * GET /item/statement: contract + approved visas + approved design changes − deductions =
 * total. Every visa and design change is listed; only approved ones are counted.
 */
export const projectStatementSchema = z.object({
  project: projectSchema,
  contractAmount: z.string(),
  visas: z.array(costVisaSchema.extend({ counted: z.boolean() })),
  visaTotal: z.string(),
  /** Every design change, `counted` when approved; their approved cost impact. */
  designChanges: z.array(designChangeSchema),
  designChangeTotal: z.string(),
  deductions: z.array(projectDeductionSchema),
  deductionTotal: z.string(),
  total: z.string(),
  /** The total in upper-case Chinese (大写金额). */
  totalUpper: z.string(),
});
export type ProjectStatementRecord = z.infer<typeof projectStatementSchema>;
export type ProjectStatement = Serialized<ProjectStatementRecord>;
