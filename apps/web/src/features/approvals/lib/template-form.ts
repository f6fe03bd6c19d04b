import type {
  ApprovalDocType,
  ApprovalStepMode,
  ApprovalTemplateCreateBody,
  ApproverRule,
  EmptyApproverRule,
  SelfApprovalRule,
  TimeoutAction,
} from '@depot/shared';
import type { ApprovalTemplate } from '../../../api/approval';

/** One step as the editor's form holds it: every rule's picker value kept while switching. */
export interface StepValues {
  name?: string;
  kind?: ApproverRule;
  userIds?: number[];
  roleId?: number;
  mode?: ApprovalStepMode;
  whenEmpty?: EmptyApproverRule;
  whenApplicant?: SelfApprovalRule;
  timeoutHours?: number | null;
  timeoutAction?: TimeoutAction;
}

/** The template editor's form. Amounts are text, as they travel. */
export interface TemplateValues {
  docType?: ApprovalDocType;
  name?: string;
  priority?: number | null;
  enabled?: boolean;
  condition?: {
    minAmount?: string | null;
    maxAmount?: string | null;
    categoryIds?: number[];
    enterpriseIds?: number[];
  };
  steps?: StepValues[];
}

/** A new step: named people, any one decides, the engine's defaults for the rest. */
export const NEW_STEP: StepValues = {
  name: '',
  kind: 'users',
  userIds: [],
  mode: 'any',
  whenEmpty: 'admin',
  whenApplicant: 'skip',
  timeoutHours: null,
  timeoutAction: 'remind',
};

export const NEW_TEMPLATE: TemplateValues = {
  name: '',
  priority: 0,
  enabled: true,
  condition: { minAmount: '', maxAmount: '', categoryIds: [], enterpriseIds: [] },
  steps: [NEW_STEP],
};

const amount = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The step's approver rule: only what its kind reads. */
function approversOf(step: StepValues) {
  switch (step.kind) {
    case 'users':
      return { kind: 'users' as const, userIds: step.userIds ?? [] };
    case 'role':
      // Left empty, the shared schema says what is missing.
      return { kind: 'role' as const, roleId: step.roleId as number };
    case undefined:
      return { kind: 'users' as const, userIds: [] };
    default:
      return { kind: step.kind };
  }
}

/** The create body the form's values make (the update adds the id and version read). */
export function toTemplateBody(values: TemplateValues): ApprovalTemplateCreateBody {
  const condition = values.condition ?? {};
  return {
    docType: values.docType as ApprovalDocType,
    name: values.name ?? '',
    priority: values.priority ?? 0,
    enabled: values.enabled ?? true,
    condition: {
      minAmount: amount(condition.minAmount),
      maxAmount: amount(condition.maxAmount),
      categoryIds: condition.categoryIds ?? [],
      enterpriseIds: condition.enterpriseIds ?? [],
    },
    steps: (values.steps ?? []).map((step) => ({
      name: step.name ?? '',
      approvers: approversOf(step),
      mode: step.mode ?? 'any',
      whenEmpty: step.whenEmpty ?? 'admin',
      whenApplicant: step.whenApplicant ?? 'skip',
      timeoutHours: step.timeoutHours ?? null,
      timeoutAction: step.timeoutAction ?? 'remind',
    })),
  };
}

/** A saved template as the editor's form. */
export function toTemplateValues(template: ApprovalTemplate): TemplateValues {
  const { condition } = template;
  return {
    docType: template.docType,
    name: template.name,
    priority: template.priority,
    enabled: template.enabled,
    condition: {
      minAmount: condition.minAmount ?? '',
      maxAmount: condition.maxAmount ?? '',
      categoryIds: condition.categoryIds,
      enterpriseIds: condition.enterpriseIds,
    },
    steps: template.steps.map((step) => ({
      name: step.name,
      kind: step.approvers.kind,
      userIds: step.approvers.kind === 'users' ? step.approvers.userIds : [],
      roleId: step.approvers.kind === 'role' ? step.approvers.roleId : undefined,
      mode: step.mode,
      whenEmpty: step.whenEmpty,
      whenApplicant: step.whenApplicant,
      timeoutHours: step.timeoutHours,
      timeoutAction: step.timeoutAction,
    })),
  };
}

/**
 * Where an issue of the body shows in the form: the approver rule's fields sit on the step
 * itself (`steps.0.approvers.userIds` → `steps.0.userIds`).
 */
export function formPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  const [root, index, field, inner] = path;
  if (root === 'steps' && field === 'approvers') {
    return ['steps', index as PropertyKey, (inner ?? 'kind') as PropertyKey];
  }
  return [...path];
}
