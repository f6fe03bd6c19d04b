/*
 * The projects area's words and keys without zod (AREAS.md §6, issue #21), so a page may take
 * them on its first load. Its wire contracts are in ./schema.ts, the scheduling rule in
 * ./schedule.ts; docs/projects.md explains the decisions.
 */

/** What a project builds: a new store, a renovation, a relocation. */
export const PROJECT_TYPES = ['newStore', 'renovation', 'relocation'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * What a stage is: drawings, design, a design change, as-built drawings, start of work,
 * handover, an inspection, hidden-work acceptance, completion, sampling, anything else.
 */
export const PROJECT_STAGE_KINDS = [
  'drawing',
  'design',
  'designChange',
  'asBuilt',
  'startWork',
  'handover',
  'inspection',
  'hiddenAcceptance',
  'completion',
  'sampling',
  'general',
] as const;
export type ProjectStageKind = (typeof PROJECT_STAGE_KINDS)[number];

/** A project: planned, active once its first stage starts, then completed or discarded. */
export const PROJECT_STATUSES = ['planning', 'active', 'completed', 'discarded'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The statuses of a project still open to work (planning or active); the others are closed. */
export const OPEN_PROJECT_STATUSES = [
  'planning',
  'active',
] as const satisfies readonly ProjectStatus[];

/** Whether a project in `status` is open to work; a completed or discarded one takes no more. */
export const projectOpen = (status: string): boolean =>
  (OPEN_PROJECT_STATUSES as readonly string[]).includes(status);

/** A project's stage: not started, in progress, done. */
export const PROJECT_STAGE_STATUSES = ['notStarted', 'inProgress', 'done'] as const;
export type ProjectStageStatus = (typeof PROJECT_STAGE_STATUSES)[number];

/**
 * Why a stage may not start yet: a stage it depends on is not done, or a gate stage it depends
 * on is done but its hidden-work acceptance is not signed.
 */
export const PROJECT_STAGE_BLOCKS = ['notDone', 'gateUnsigned'] as const;
export type ProjectStageBlock = (typeof PROJECT_STAGE_BLOCKS)[number];

/** A cost visa (签证): a draft, in approval, approved, rejected, withdrawn by its applicant. */
export const COST_VISA_STATUSES = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type CostVisaStatus = (typeof COST_VISA_STATUSES)[number];

/** `XM` (项目) + yyyyMMdd + a 6-digit daily sequence. */
export const PROJECT_CODE_PREFIX = 'XM';
/** `QZ` (签证) + yyyyMMdd + a 6-digit daily sequence. */
export const COST_VISA_CODE_PREFIX = 'QZ';

/** The most stages a template (and so a project) has. */
export const PROJECT_MAX_STAGES = 50;
/** A stage's planned length in days: 1 to this. */
export const PROJECT_STAGE_DAYS_MAX = 365;
/** The most evidence files a cost visa carries. */
export const COST_VISA_MAX_FILES = 20;

/** The link area of a notice about a cost visa (`/item/cost-visa-detail?id=`). */
export const COST_VISA_LINK_AREA = 'cost-visa';
/**
 * The link area of a design change (`/item/item-drawing-design-change?id=`): its applicant's
 * outcome notice (47) opens it (the approvers' notice, 46, opens the approval request).
 */
export const DESIGN_CHANGE_LINK_AREA = 'design-change';
/** The link area of a notice about a project (`/item/detail?id=`). */
export const PROJECT_LINK_AREA = 'project';

export const PROJECT_PERMISSIONS = {
  view: 'project_view',
  add: 'project_add',
  /** Header fields, and the stages' start, finish and gate signature. */
  edit: 'project_edit',
  /** Project templates and acceptance templates: add, edit, enable. */
  template: 'project_template',
  /** Cost visas: add and submit. */
  visa: 'project_visa',
  /** Deductions, and completing a project with its acceptance checklist. */
  complete: 'project_complete',
  export: 'project_export',
  /** Site inspection records and quality samplings: add, verify, reopen, void. */
  inspect: 'project_inspect',
  /** Requesting a project's discarding (through approval). */
  discard: 'project_discard',
  /** Applying to start work on a start-of-work stage (through approval). */
  startWork: 'project_start_work',
  // ---- materials and dispatch (docs/projects.md, "SKU orders and dispatches") ----
  /** SKU orders: add and cancel (ordering one through purchasing takes `purchase_order_add`). */
  skuOrder: 'project_sku_order',
  /** Serving a SKU order from warehouse stock, and taking an issue back (a reversal). */
  skuIssue: 'project_sku_issue',
  /** Dispatches: add, dispatch, finish, cancel. */
  dispatch: 'project_dispatch',
  /** A project's contractor enterprises and their documents: add, remove, replace (#21). */
  contractor: 'project_contractor',
  /** Repair orders under a completed project's warranty: raise or link one (#21). */
  warranty: 'project_warranty',
  /** Filling in the shop handover checklist (`/item/item-inspection`). */
  handover: 'project_handover',
  /** Drawings: add them and their versions, of every kind (docs/projects.md "Drawings"). */
  drawing: 'project_drawing',
  /** Marking a version of a design drawing as the approved design. */
  designApprove: 'project_design_approve',
  /** Design changes: add them (through approval). */
  designChange: 'project_design_change',
} as const;

/**
 * A request through approval of a project's own (a discarding, a start-of-work application):
 * in approval (also while sent back to its applicant), approved, rejected, withdrawn (or
 * cancelled).
 */
export const PROJECT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ProjectRequestStatus = (typeof PROJECT_REQUEST_STATUSES)[number];

/** `ZF` (作废) + yyyyMMdd + a 6-digit daily sequence: a discarding request. */
export const PROJECT_DISCARD_CODE_PREFIX = 'ZF';
/** `BF` (报废) + yyyyMMdd + a 6-digit daily sequence: a material discard. */
export const MATERIAL_DISCARD_CODE_PREFIX = 'BF';
/** `KG` (开工) + yyyyMMdd + a 6-digit daily sequence: a start-of-work application. */
export const START_WORK_CODE_PREFIX = 'KG';
/** The most files a discarding request or a start-of-work application carries. */
export const PROJECT_REQUEST_MAX_FILES = 20;

// ---- contractor enterprises and warranty repair orders (`/item/item-enterprise`,
// `/item/item-repairorder-detail`) ---------------------------------------------------------------

/** What an enterprise does on a project. */
export const PROJECT_CONTRACTOR_ROLES = [
  'generalContractor',
  'subcontractor',
  'supervisor',
  'designer',
] as const;
export type ProjectContractorRole = (typeof PROJECT_CONTRACTOR_ROLES)[number];

/** A contractor's document: business licence, qualification, insurance, safety certificate. */
export const CONTRACTOR_DOC_KINDS = ['licence', 'qualification', 'insurance', 'safety'] as const;
export type ContractorDocKind = (typeof CONTRACTOR_DOC_KINDS)[number];

/** A document's state on a day: valid, about to lapse (within its reminder days), lapsed. */
export const CONTRACTOR_DOC_STATES = ['valid', 'expiring', 'expired'] as const;
export type ContractorDocState = (typeof CONTRACTOR_DOC_STATES)[number];

/** Days before a document lapses that the project's manager is told, unless given. */
export const CONTRACTOR_DOC_REMIND_DAYS = 30;

/**
 * A project's warranty: this many days from its completion (actual end) day, inclusive. A
 * constant, not a project field: every store fitting is handed over with the same one-year
 * defects warranty (docs/projects.md).
 */
export const PROJECT_WARRANTY_DAYS = 365;

/** The link area of a notice about a project's contractor documents (`/item/item-enterprise`). */
export const PROJECT_CONTRACTOR_LINK_AREA = 'project-contractor';
