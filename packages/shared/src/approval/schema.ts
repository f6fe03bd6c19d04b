import { z } from 'zod';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import type { QueryParams, Serialized } from '../wire';
import {
  APPROVAL_ACTIONS,
  APPROVAL_DOC_TYPES,
  APPROVAL_MAX_STEPS,
  APPROVAL_MAX_USERS,
  APPROVAL_STATUSES,
  APPROVAL_STEP_MODES,
  APPROVAL_TASKS_MAX,
  APPROVAL_TASK_STATUSES,
  APPROVAL_TRAIL_ACTIONS,
  APPROVAL_VIEWS,
  EMPTY_APPROVER_RULES,
  SELF_APPROVAL_RULES,
  TIMEOUT_ACTIONS,
} from './constants';

/*
 * Wire contracts of `/approval` (AREAS.md §1, issue #17): flow templates, requests, their tasks
 * and trail, the approval centre's views and the approver's actions. Amounts travel as decimal
 * text, never floats.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.amount');

// ---- flow templates -------------------------------------------------------------------------

/** Who approves a step. */
export const approverRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('users'), userIds: z.array(rowId).min(1).max(APPROVAL_MAX_USERS) }),
  z.object({ kind: z.literal('role'), roleId: rowId }),
  z.object({ kind: z.literal('deptHead') }),
  z.object({ kind: z.literal('custodian') }),
  z.object({ kind: z.literal('warehouseKeeper') }),
]);
export type ApproverRuleValue = z.infer<typeof approverRuleSchema>;

export const approvalStepSchema = z.object({
  name: text(40),
  approvers: approverRuleSchema,
  mode: z.enum(APPROVAL_STEP_MODES),
  whenEmpty: z.enum(EMPTY_APPROVER_RULES).default('admin'),
  whenApplicant: z.enum(SELF_APPROVAL_RULES).default('skip'),
  /** Hours a task may wait before the timeout applies; null: never. */
  timeoutHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .nullable()
    .default(null),
  timeoutAction: z.enum(TIMEOUT_ACTIONS).default('remind'),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/**
 * When a template applies: every condition given must hold (amount at least / below, one of the
 * categories, one of the enterprises). The enabled template with the highest priority whose
 * conditions hold is chosen; none: the request is refused with a clear message.
 */
export const approvalConditionSchema = z
  .object({
    minAmount: amount.nullable().default(null),
    maxAmount: amount.nullable().default(null),
    categoryIds: z.array(rowId).max(100).default([]),
    enterpriseIds: z.array(rowId).max(100).default([]),
  })
  .refine(
    (c) =>
      c.minAmount === null || c.maxAmount === null || Number(c.minAmount) < Number(c.maxAmount),
    {
      message: 'validation.amountRange',
      path: ['maxAmount'],
    },
  );
export type ApprovalCondition = z.infer<typeof approvalConditionSchema>;

export const approvalTemplateSchema = z.object({
  templateId: z.number().int(),
  docType: z.enum(APPROVAL_DOC_TYPES),
  name: z.string(),
  priority: z.number().int(),
  enabled: z.boolean(),
  condition: approvalConditionSchema,
  steps: z.array(approvalStepSchema),
  /** Each save is a new version; a running request keeps the one it started with. */
  version: z.number().int(),
  /** Requests still pending on this template (any version). */
  pendingCount: z.number().int(),
  updatedAt: z.date(),
});
export type ApprovalTemplateRecord = z.infer<typeof approvalTemplateSchema>;
export type ApprovalTemplateWire = Serialized<ApprovalTemplateRecord>;

const templateShape = {
  docType: z.enum(APPROVAL_DOC_TYPES),
  name: text(64),
  priority: z.number().int().min(0).max(1000).default(0),
  enabled: z.boolean().default(true),
  condition: approvalConditionSchema.default({
    minAmount: null,
    maxAmount: null,
    categoryIds: [],
    enterpriseIds: [],
  }),
  steps: z.array(approvalStepSchema).min(1).max(APPROVAL_MAX_STEPS),
};
export const approvalTemplateCreateBody = z.object(templateShape);
export const approvalTemplateUpdateBody = z.object({
  ...templateShape,
  templateId: rowId,
  /** The version read: a stale save is a 409. */
  version: z.number().int().min(0),
});
export type ApprovalTemplateCreateBody = z.input<typeof approvalTemplateCreateBody>;
export type ApprovalTemplateUpdateBody = z.input<typeof approvalTemplateUpdateBody>;

/** The flow templates' sortable fields (`sort=priority,desc`). */
export const APPROVAL_TEMPLATE_SORTS = ['name', 'docType', 'priority', 'updatedAt'] as const;

export const approvalTemplatePageQuery = pageQuery.extend({
  docType: z.enum(APPROVAL_DOC_TYPES).optional(),
  name: queryText.optional(),
  sort: sortParam(APPROVAL_TEMPLATE_SORTS),
});
export type ApprovalTemplatePageParams = QueryParams<z.infer<typeof approvalTemplatePageQuery>>;

/**
 * POST /approval/template/preview: who would approve a document of `docType` that `applicantId`
 * submits with `payload` (the document's create body), step by step, and which template.
 */
export const approvalPreviewBody = z.object({
  docType: z.enum(APPROVAL_DOC_TYPES),
  applicantId: rowId,
  payload: z.record(z.string(), z.unknown()),
});
export type ApprovalPreviewBody = z.input<typeof approvalPreviewBody>;

/**
 * GET /approval/template/preview/choices: what the preview of `docType` lets one pick besides
 * assets (the warehouse of a warehouse-in, the lock of a door password), found by `q`.
 */
export const approvalPreviewChoicesQuery = z.object({
  docType: z.enum(APPROVAL_DOC_TYPES),
  q: queryText.optional(),
});
export type ApprovalPreviewChoicesQuery = z.input<typeof approvalPreviewChoicesQuery>;
export const approvalPreviewChoiceSchema = z.object({ id: z.number().int(), label: z.string() });
export type ApprovalPreviewChoice = z.infer<typeof approvalPreviewChoiceSchema>;

// ---- people, steps, trail -------------------------------------------------------------------

export const approvalPersonSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  username: z.string(),
});
export type ApprovalPerson = z.infer<typeof approvalPersonSchema>;

export const approvalTaskSchema = z.object({
  taskId: z.number().int(),
  approver: approvalPersonSchema,
  status: z.enum(APPROVAL_TASK_STATUSES),
  /** The approver this task was transferred from, if any. */
  transferredFrom: approvalPersonSchema.nullable(),
  comment: z.string().nullable(),
  actedAt: z.date().nullable(),
  dueAt: z.date().nullable(),
});
export type ApprovalTaskRecord = z.infer<typeof approvalTaskSchema>;

/** A step of the route: done, the current one, one to come, or skipped (nobody, or the applicant). */
export const approvalRouteStepSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  mode: z.enum(APPROVAL_STEP_MODES),
  state: z.enum(['done', 'current', 'coming', 'skipped']),
  tasks: z.array(approvalTaskSchema),
  /** For a step to come: who would approve it, as the rule finds them today. */
  expected: z.array(approvalPersonSchema),
});
export type ApprovalRouteStep = z.infer<typeof approvalRouteStepSchema>;

export const approvalTrailSchema = z.object({
  trailId: z.number().int(),
  action: z.enum(APPROVAL_TRAIL_ACTIONS),
  actor: approvalPersonSchema.nullable(),
  step: z.number().int().nullable(),
  comment: z.string().nullable(),
  /** Who the action concerned: the new approver of a transfer, the people copied. */
  targets: z.array(approvalPersonSchema),
  at: z.date(),
});
export type ApprovalTrailRecord = z.infer<typeof approvalTrailSchema>;

export const approvalPreviewSchema = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  version: z.number().int(),
  steps: z.array(approvalRouteStepSchema),
});
export type ApprovalPreview = z.infer<typeof approvalPreviewSchema>;

// ---- requests -------------------------------------------------------------------------------

export const approvalRequestRowSchema = z.object({
  requestId: z.number().int(),
  code: z.string(),
  docType: z.enum(APPROVAL_DOC_TYPES),
  /** The document's own summary line (its code, assets, counterpart). */
  title: z.string(),
  applicant: approvalPersonSchema,
  status: z.enum(APPROVAL_STATUSES),
  /** 0-based index of the current step; null once decided. */
  currentStep: z.number().int().nullable(),
  currentStepName: z.string().nullable(),
  /** The document's business record (the lifecycle document's id), for its own page. */
  documentId: z.number().int(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
  version: z.number().int(),
});
export type ApprovalRequestRow = z.infer<typeof approvalRequestRowSchema>;

export const approvalRequestDetailSchema = approvalRequestRowSchema.extend({
  templateName: z.string(),
  templateVersion: z.number().int(),
  /** The document as its type shows it (the lifecycle document's detail). */
  document: z.record(z.string(), z.unknown()),
  route: z.array(approvalRouteStepSchema),
  trail: z.array(approvalTrailSchema),
  cc: z.array(approvalPersonSchema),
  /** What the viewer may do now. */
  actions: z.array(z.enum(APPROVAL_ACTIONS)),
  /** The viewer's open task, which approve/reject/transfer act on. */
  myTaskId: z.number().int().nullable(),
});
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetailSchema>;
export type ApprovalRequestDetailWire = Serialized<ApprovalRequestDetail>;

export const approvalPageQuery = pageQuery.extend({
  view: z.enum(APPROVAL_VIEWS).default('todo'),
  docType: z.enum(APPROVAL_DOC_TYPES).optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  /** Code, title or applicant's name. */
  keyword: queryText.optional(),
  /** Only this applicant's requests (a person card's open requests), within the view. */
  applicantId: queryRowId.optional(),
  createdFrom: z.coerce.date().optional(),
  createdTo: z.coerce.date().optional(),
});
export type ApprovalPageQuery = z.infer<typeof approvalPageQuery>;
export type ApprovalPageParams = QueryParams<ApprovalPageQuery>;

/** GET /approval/counts: the viewer's to-do (pending), done, requests (pending) and unread copies. */
export const approvalCountsSchema = z.object({
  todo: z.number().int(),
  done: z.number().int(),
  mine: z.number().int(),
  cc: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item).max(APPROVAL_TASKS_MAX)])
    .transform((v): z.output<T>[] => (Array.isArray(v) ? v : [v]))
    .default([]);

/** A document named on GET /approval/tasks as `costVisa:12`: the request that carries it. */
export const approvalTaskDocument = z
  .string()
  .regex(/^[A-Za-z]+:[1-9]\d{0,9}$/)
  .transform((v, ctx) => {
    const [docType, id] = v.split(':') as [string, string];
    const type = z.enum(APPROVAL_DOC_TYPES).safeParse(docType);
    if (!type.success || Number(id) > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'not a document' });
      return z.NEVER;
    }
    return { docType: type.data, documentId: Number(id) };
  });

/**
 * GET /approval/tasks?requestId=1&requestId=2&document=costVisa:12 (each repeatable): of these
 * requests, and of the requests carrying these documents (an approver's notice of a type in
 * APPROVER_NOTICE_LINK_AREAS names the document), those waiting on the caller's decision now.
 * The message drawer asks once for its page of approvers' notices.
 */
export const approvalTasksQuery = z
  .object({ requestId: listOf(queryRowId), document: listOf(approvalTaskDocument) })
  .superRefine((q, ctx) => {
    const named = q.requestId.length + q.document.length;
    if (named < 1 || named > APPROVAL_TASKS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['requestId'],
        message: `name 1 to ${APPROVAL_TASKS_MAX} requests or documents`,
      });
    }
  });
export type ApprovalTaskDocument = z.output<typeof approvalTaskDocument>;

/** A request the caller may approve or reject now, at its current version. */
export const approvalOpenTaskSchema = z.object({
  requestId: z.number().int(),
  /** The document the request carries (a notice naming the document finds its task by these). */
  docType: z.enum(APPROVAL_DOC_TYPES),
  documentId: z.number().int(),
  code: z.string(),
  version: z.number().int(),
  /** The caller's pending task on the current step. */
  taskId: z.number().int(),
});
export type ApprovalOpenTask = z.infer<typeof approvalOpenTaskSchema>;

// ---- actions (POST /approval/:id/<action>) --------------------------------------------------

/** Every action names the request's version it was decided on: a stale one is a 409. */
const acted = { version: z.number().int().min(0), comment: z.string().trim().max(500).default('') };

export const approvalApproveBody = z.object(acted);
export const approvalRejectBody = z.object({ ...acted, comment: text(500) });
/** Back to the applicant (`toStep` null: they change the document and resubmit) or an earlier step. */
export const approvalSendBackBody = z.object({
  ...acted,
  comment: text(500),
  toStep: z.number().int().min(0).max(APPROVAL_MAX_STEPS).nullable(),
});
export const approvalTransferBody = z.object({ ...acted, toUserId: rowId });
export const approvalCcBody = z.object({
  ...acted,
  userIds: z.array(rowId).min(1).max(APPROVAL_MAX_USERS),
});
export const approvalWithdrawBody = z.object(acted);
export const approvalResubmitBody = z.object(acted);
export type ApprovalApproveBody = z.input<typeof approvalApproveBody>;
export type ApprovalRejectBody = z.input<typeof approvalRejectBody>;
export type ApprovalSendBackBody = z.input<typeof approvalSendBackBody>;
export type ApprovalTransferBody = z.input<typeof approvalTransferBody>;
export type ApprovalCcBody = z.input<typeof approvalCcBody>;

export const approvalIdParams = z.object({ id: queryRowId });
