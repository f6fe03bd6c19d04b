/*
 * The approval engine's words and keys without zod (AREAS.md §1, issue #17), so a page may take
 * them on its first load. Its wire contracts are in ./schema.ts.
 */
import { NOTICE_TYPES, type NoticeType } from '../notice';
import { COST_VISA_LINK_AREA, DESIGN_CHANGE_LINK_AREA } from '../project/constants';

/**
 * The document types that go through approval. Each registers its payload contract, its effect
 * and its notice pair with the engine; the warehouse, purchasing, door-lock and project areas add
 * theirs here.
 */
export const APPROVAL_DOC_TYPES = [
  'lending',
  'pickup',
  'return',
  'transfer',
  'writeOff',
  'damage',
  'rollback',
  'warehouseIn',
  'specialOrder',
  'stocktake',
  'purchaseOrder',
  'doorPassword',
  'costVisa',
  /** A change of an approved purchase work order (its amount: the difference in total). */
  'purchaseAmendment',
  'projectDiscard',
  'startWork',
  /** A project's design change (its amount: the cost impact). */
  'designChange',
  /** Discarding some of a project's materials (what its issued SKU orders hold). */
  'materialDiscard',
] as const;
export type ApprovalDocType = (typeof APPROVAL_DOC_TYPES)[number];

/** A request: pending until its last step decides, or the applicant withdraws it. */
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How a step's approvers decide: any one (或签), all (会签), one after another (依次). */
export const APPROVAL_STEP_MODES = ['any', 'all', 'sequential'] as const;
export type ApprovalStepMode = (typeof APPROVAL_STEP_MODES)[number];

/**
 * Who approves a step: named users, the holders of a role, the applicant's department head,
 * the custodian of the document's assets, the keeper of the warehouse concerned.
 */
export const APPROVER_RULES = [
  'users',
  'role',
  'deptHead',
  'custodian',
  'warehouseKeeper',
] as const;
export type ApproverRule = (typeof APPROVER_RULES)[number];

/** A step whose rule finds nobody: skipped, or given to the administrators. */
export const EMPTY_APPROVER_RULES = ['skip', 'admin'] as const;
export type EmptyApproverRule = (typeof EMPTY_APPROVER_RULES)[number];

/** An applicant who is also an approver of a step: the step is skipped, or they decide too. */
export const SELF_APPROVAL_RULES = ['skip', 'keep'] as const;
export type SelfApprovalRule = (typeof SELF_APPROVAL_RULES)[number];

/** Past a step's timeout: remind its approvers, then (optionally) decide for them. */
export const TIMEOUT_ACTIONS = ['remind', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/**
 * One approver's task: waiting (a later approver of a sequential step, or a later step), pending
 * (theirs to decide), then approved, rejected, sent back, transferred, or cancelled (the step
 * or the request ended without them).
 */
export const APPROVAL_TASK_STATUSES = [
  'waiting',
  'pending',
  'approved',
  'rejected',
  'sentBack',
  'transferred',
  'cancelled',
] as const;
export type ApprovalTaskStatus = (typeof APPROVAL_TASK_STATUSES)[number];

/** What a trail row records. The trail is never changed. */
export const APPROVAL_TRAIL_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'sendBack',
  'resubmit',
  /** The applicant changed the document sent back to them (then resubmitted it). */
  'edit',
  'withdraw',
  /** The document's owner ended it (the document was cancelled). */
  'cancel',
  'transfer',
  'cc',
  'skip',
  'remind',
  'autoApprove',
  'autoReject',
  'effectRefused',
] as const;
export type ApprovalTrailAction = (typeof APPROVAL_TRAIL_ACTIONS)[number];

/** The approval centre's views: my to-do, done by me, my requests, copied to me. */
export const APPROVAL_VIEWS = ['todo', 'done', 'mine', 'cc'] as const;
export type ApprovalView = (typeof APPROVAL_VIEWS)[number];

/** What the viewer of a request may do now (the server decides; the page shows these). */
export const APPROVAL_ACTIONS = [
  'approve',
  'reject',
  'sendBack',
  'transfer',
  'cc',
  'withdraw',
  'resubmit',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The notice each document type raises: `approval` to an approver when a task lands on them,
 * `application` to the applicant at each outcome (SPEC §3 5–11 and 15–21; pick-up 27 and 28).
 */
export const APPROVAL_NOTICES: Record<
  ApprovalDocType,
  { approval: NoticeType; application: NoticeType }
> = {
  lending: { approval: NOTICE_TYPES.lendingApproval, application: NOTICE_TYPES.lendingApplication },
  pickup: { approval: NOTICE_TYPES.pickupApproval, application: NOTICE_TYPES.pickupApplication },
  return: { approval: NOTICE_TYPES.returnApproval, application: NOTICE_TYPES.returnApplication },
  transfer: {
    approval: NOTICE_TYPES.transferApproval,
    application: NOTICE_TYPES.transferApplication,
  },
  writeOff: {
    approval: NOTICE_TYPES.writeOffApproval,
    application: NOTICE_TYPES.writeOffApplication,
  },
  damage: { approval: NOTICE_TYPES.damageApproval, application: NOTICE_TYPES.damageApplication },
  rollback: {
    approval: NOTICE_TYPES.rollbackApproval,
    application: NOTICE_TYPES.rollbackApplication,
  },
  warehouseIn: {
    approval: NOTICE_TYPES.warehouseInApproval,
    application: NOTICE_TYPES.warehouseInApplication,
  },
  specialOrder: {
    approval: NOTICE_TYPES.specialOrderApproval,
    application: NOTICE_TYPES.specialOrderApplication,
  },
  stocktake: {
    approval: NOTICE_TYPES.stocktakeApproval,
    application: NOTICE_TYPES.stocktakeApplication,
  },
  purchaseOrder: {
    approval: NOTICE_TYPES.purchaseOrderApproval,
    application: NOTICE_TYPES.purchaseOrderApplication,
  },
  doorPassword: {
    approval: NOTICE_TYPES.doorLockPasswordApproval,
    application: NOTICE_TYPES.doorLockPasswordApplication,
  },
  costVisa: {
    approval: NOTICE_TYPES.costVisaApproval,
    application: NOTICE_TYPES.costVisaApplication,
  },
  // An amendment is about a purchase work order: the same pair (33/34), its words name the kind.
  purchaseAmendment: {
    approval: NOTICE_TYPES.purchaseOrderApproval,
    application: NOTICE_TYPES.purchaseOrderApplication,
  },
  projectDiscard: {
    approval: NOTICE_TYPES.projectDiscardApproval,
    application: NOTICE_TYPES.projectDiscardApplication,
  },
  startWork: {
    approval: NOTICE_TYPES.startWorkApproval,
    application: NOTICE_TYPES.startWorkApplication,
  },
  designChange: {
    approval: NOTICE_TYPES.designChangeApproval,
    application: NOTICE_TYPES.designChangeApplication,
  },
  materialDiscard: {
    approval: NOTICE_TYPES.materialDiscardApproval,
    application: NOTICE_TYPES.materialDiscardApplication,
  },
};

/**
 * Where an applicant's outcome notice opens the document itself (its id the document's) rather
 * than the approval request: the types whose own page shows what the outcome changed.
 */
export const APPLICANT_NOTICE_LINK_AREAS: Partial<Record<ApprovalDocType, string>> = {
  designChange: DESIGN_CHANGE_LINK_AREA,
  costVisa: COST_VISA_LINK_AREA,
};

/**
 * Where an approver's notice opens the document itself (its id the document's) rather than the
 * request: the cost visa's page shows its amount, reason and evidence, and links to its request.
 * The message drawer still approves from such a notice: GET /approval/tasks finds the request by
 * the document (`document=costVisa:12`).
 */
export const APPROVER_NOTICE_LINK_AREAS: Partial<Record<ApprovalDocType, string>> = {
  costVisa: COST_VISA_LINK_AREA,
};

/** The link area of a notice about an approval request (`/tutor/changeoffering?id=`). */
export const APPROVAL_LINK_AREA = 'approval';

/** A request's code: `AP` + yyyyMMdd + a 6-digit daily sequence. */
export const APPROVAL_CODE_PREFIX = 'AP';

/** The most approvers a rule may name, and the most steps a template may have. */
export const APPROVAL_MAX_USERS = 20;
export const APPROVAL_MAX_STEPS = 10;
/** Most requests one GET /approval/tasks asks about (a drawer page holds at most 50 notices). */
export const APPROVAL_TASKS_MAX = 100;

export const APPROVAL_PERMISSIONS = {
  template: {
    view: 'approval_template_view',
    add: 'approval_template_add',
    edit: 'approval_template_edit',
    del: 'approval_template_del',
  },
} as const;
