import type { AssetDocWire } from '@depot/shared';
import type { ApprovalDetail, ApprovalTemplate } from '../../../api/approval';

/** Times of the fixtures: a request submitted at 10:00 (Beijing), acted on at 11:00. */
export const AT = '2026-03-02T02:00:00.000Z';
export const LATER = '2026-03-02T03:00:00.000Z';

export const ADMIN = { userId: 1, nickname: '管理员', username: 'admin' };
export const STAFF = { userId: 5, nickname: '张三', username: 'zhangsan' };
export const MANAGER = { userId: 6, nickname: '李店长', username: 'li' };
export const KEEPER = { userId: 7, nickname: '王库管', username: 'wang' };

/** The users of the org pickers' list (GET /admin/user/list). */
export const USERS = [ADMIN, STAFF, MANAGER, KEEPER].map((p) => ({ ...p, deptId: 3 }));

/** A lending of two laptops by 张三, as the asset documents' detail answers it. */
export function lendingDoc(o: Partial<AssetDocWire> = {}): AssetDocWire {
  return {
    docId: 31,
    code: 'JY20260302000001',
    docType: 'lending',
    status: 'pending',
    reason: '外出巡店使用',
    applicant: { userId: STAFF.userId, nickname: STAFF.nickname },
    borrower: { userId: STAFF.userId, nickname: STAFF.nickname },
    dueDate: '2026-03-20',
    receiver: null,
    store: null,
    toCustodian: null,
    toWarehouse: null,
    rollbackOf: null,
    rolledBackBy: null,
    requestId: 12,
    approvalStatus: 'pending',
    items: [
      {
        assetId: 9,
        code: 'NB-000009',
        name: '联想 ThinkPad',
        statusBefore: null,
        statusAfter: null,
        status: 'idle',
      },
      {
        assetId: 10,
        code: 'NB-000010',
        name: '戴尔 Latitude',
        statusBefore: null,
        statusAfter: null,
        status: 'idle',
      },
    ],
    signedBy: null,
    signedAt: null,
    signatureFileId: null,
    createdAt: AT,
    version: 0,
    ...o,
  };
}

/**
 * Request 12: 张三's lending, at its second step (管理员 decides, any one), after 李店长
 * approved the first; a third step to come (王库管 expected). The viewer (管理员) may approve,
 * reject, send back, transfer and copy it.
 */
export function lendingRequest(o: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    requestId: 12,
    code: 'AP20260302000012',
    docType: 'lending',
    title: 'JY20260302000001 · 2 件资产 · 借用人 张三',
    applicant: STAFF,
    status: 'pending',
    currentStep: 1,
    currentStepName: '资产管理员审批',
    documentId: 31,
    createdAt: AT,
    finishedAt: null,
    version: 3,
    templateName: '借用审批',
    templateVersion: 2,
    document: { ...lendingDoc() },
    route: [
      {
        index: 0,
        name: '店长审批',
        mode: 'any',
        state: 'done',
        tasks: [
          {
            taskId: 41,
            approver: MANAGER,
            status: 'approved',
            transferredFrom: null,
            comment: '同意借用',
            actedAt: LATER,
            dueAt: null,
          },
        ],
        expected: [],
      },
      {
        index: 1,
        name: '资产管理员审批',
        mode: 'any',
        state: 'current',
        tasks: [
          {
            taskId: 42,
            approver: ADMIN,
            status: 'pending',
            transferredFrom: null,
            comment: null,
            actedAt: null,
            dueAt: null,
          },
        ],
        expected: [],
      },
      {
        index: 2,
        name: '库管确认',
        mode: 'all',
        state: 'coming',
        tasks: [],
        expected: [KEEPER],
      },
    ],
    trail: [
      {
        trailId: 1,
        action: 'submit',
        actor: STAFF,
        step: null,
        comment: null,
        targets: [],
        at: AT,
      },
      {
        trailId: 2,
        action: 'approve',
        actor: MANAGER,
        step: 0,
        comment: '同意借用',
        targets: [],
        at: LATER,
      },
      {
        trailId: 3,
        action: 'cc',
        actor: MANAGER,
        step: 0,
        comment: null,
        targets: [KEEPER],
        at: LATER,
      },
    ],
    cc: [KEEPER],
    actions: ['approve', 'reject', 'sendBack', 'transfer', 'cc'],
    myTaskId: 42,
    ...o,
  };
}

/** A row of the approval centre made from a request. */
export function rowOf(request: ApprovalDetail) {
  const {
    templateName: _n,
    templateVersion: _v,
    document: _d,
    route: _r,
    trail: _t,
    cc: _c,
    actions: _a,
    myTaskId: _m,
    ...row
  } = request;
  return row;
}

export function template(o: Partial<ApprovalTemplate> = {}): ApprovalTemplate {
  return {
    templateId: 3,
    docType: 'lending',
    name: '借用审批',
    priority: 10,
    enabled: true,
    condition: { minAmount: '1000', maxAmount: null, categoryIds: [2], enterpriseIds: [] },
    steps: [
      {
        name: '店长审批',
        approvers: { kind: 'deptHead' },
        mode: 'any',
        whenEmpty: 'admin',
        whenApplicant: 'skip',
        timeoutHours: 24,
        timeoutAction: 'remind',
      },
      {
        name: '资产管理员审批',
        approvers: { kind: 'users', userIds: [ADMIN.userId] },
        mode: 'any',
        whenEmpty: 'admin',
        whenApplicant: 'skip',
        timeoutHours: null,
        timeoutAction: 'remind',
      },
    ],
    version: 2,
    pendingCount: 1,
    updatedAt: AT,
    ...o,
  };
}
