import type {
  CostVisa,
  Inspection,
  InspectionDetail,
  InspectionIssueDetail,
  ProjectQuality,
  SamplingDetail,
  Project,
  ProjectDeduction,
  ProjectDetail,
  ProjectStage,
  ProjectTemplate,
  ProjectTemplateDetail,
} from '@depot/shared';

const admin = { userId: 1, nickname: '管理员' };

export const PROJECT: Project = {
  id: 3,
  code: 'XM20261120000001',
  name: '徐汇店翻新',
  storeId: 2,
  storeName: '徐汇店',
  projectType: 'renovation',
  templateId: 1,
  templateName: '门店翻新标准流程',
  budget: '500000.00',
  contractAmount: '420000.00',
  managerId: 7,
  managerName: '项目经理老陈',
  supervisorId: null,
  supervisorName: null,
  plannedStart: '2026-11-20',
  plannedEnd: '2026-12-14',
  actualStart: '2026-11-20',
  actualEnd: null,
  status: 'active',
  note: null,
  stageCount: 3,
  doneCount: 1,
  createdBy: admin,
  createdAt: '2026-11-19T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};

export const stage = (over: Partial<ProjectStage>): ProjectStage => ({
  id: 31,
  projectId: 3,
  seq: 1,
  name: '拆除',
  kind: 'general',
  plannedDays: 5,
  dependsOn: [],
  gate: false,
  checklistFormId: null,
  plannedStart: '2026-11-20',
  plannedEnd: '2026-11-24',
  actualStart: null,
  actualEnd: null,
  status: 'notStarted',
  shiftDays: 0,
  gateSignedBy: null,
  gateSignedAt: null,
  gateNote: null,
  gateSignatureFileId: null,
  blockers: [],
  startWork: null,
  checklistFilled: 0,
  ...over,
});

/** Demolition done, the hidden pipework (a gate) in progress, tiling waiting for its sign-off. */
export const DETAIL: ProjectDetail = {
  ...PROJECT,
  stages: [
    stage({
      actualStart: '2026-11-20',
      actualEnd: '2026-11-24',
      status: 'done',
    }),
    stage({
      id: 32,
      seq: 2,
      name: '水电隐蔽工程',
      kind: 'hiddenAcceptance',
      plannedDays: 10,
      dependsOn: [1],
      gate: true,
      plannedStart: '2026-11-25',
      plannedEnd: '2026-12-04',
      actualStart: '2026-11-25',
      status: 'inProgress',
    }),
    stage({
      id: 33,
      seq: 3,
      name: '铺贴',
      plannedDays: 10,
      dependsOn: [2],
      plannedStart: '2026-12-05',
      plannedEnd: '2026-12-14',
      blockers: [{ stageId: 32, seq: 2, name: '水电隐蔽工程', reason: 'notDone' }],
    }),
  ],
  visas: {
    count: 1,
    approvedCount: 1,
    approvedTotal: '8000.00',
    pendingCount: 0,
    pendingTotal: '0.00',
  },
  deductionTotal: '2000.00',
  designChangeTotal: '0.00',
  statementTotal: '426000.00',
  canEdit: true,
  canStage: true,
  canVisa: true,
  canDeduct: true,
  canComplete: true,
  discard: null,
  canDiscard: true,
  pendingMaterialDiscards: [],
  canStartWork: true,
};

export const TEMPLATE: ProjectTemplate = {
  id: 1,
  name: '门店翻新标准流程',
  projectType: 'renovation',
  note: null,
  enabled: true,
  version: 1,
  stageCount: 3,
  totalDays: 25,
  projectCount: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
};

export const TEMPLATE_DETAIL: ProjectTemplateDetail = {
  ...TEMPLATE,
  stages: DETAIL.stages.map((s) => ({
    seq: s.seq,
    name: s.name,
    kind: s.kind,
    plannedDays: s.plannedDays,
    dependsOn: s.dependsOn,
    gate: s.gate,
    checklistFormId: s.checklistFormId,
  })),
};

export const page = <T>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

export const visa = (over: Partial<CostVisa>): CostVisa => ({
  id: 5,
  code: 'QZ20261126000001',
  projectId: 3,
  projectCode: PROJECT.code,
  projectName: PROJECT.name,
  stageId: 32,
  stageName: '水电隐蔽工程',
  title: '增加强电回路',
  reason: '厨房设备功率增加，需新增两路强电回路',
  amount: '8000.00',
  amountUpper: '捌仟元整',
  status: 'approved',
  applicant: { userId: 7, nickname: '项目经理老陈' },
  requestId: 41,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  ...over,
});

export const DEDUCTION: ProjectDeduction = {
  id: 8,
  projectId: 3,
  reason: '工期延误违约金',
  amount: '2000.00',
  createdBy: admin,
  createdAt: '2026-11-28T02:00:00.000Z',
};

// ---- inspection records and quality sampling ------------------------------------------------

const inspectorPerson = { userId: 9, nickname: '巡检员小周' };
const contractor = { userId: 12, nickname: '施工队老王' };

export const issue = (over: Partial<InspectionIssueDetail>): InspectionIssueDetail => ({
  id: 71,
  inspectionId: 51,
  seq: 1,
  description: '吊顶龙骨间距过大',
  severity: 'major',
  responsible: contractor,
  deadline: '2026-11-26',
  status: 'open',
  overdue: true,
  events: [],
  canRectify: true,
  canVerify: false,
  canReopen: false,
  ...over,
});

export const INSPECTION: InspectionDetail = {
  id: 51,
  projectId: 3,
  projectCode: 'XM20261120000001',
  projectName: '徐汇店翻新',
  stageId: 32,
  stageName: '水电隐蔽工程',
  inspectedOn: '2026-11-24',
  inspector: inspectorPerson,
  summary: '吊顶与水电巡检',
  status: 'valid',
  voidReason: null,
  voidedBy: null,
  voidedAt: null,
  photoCount: 1,
  openCount: 2,
  overdueCount: 1,
  createdAt: '2026-11-24T03:00:00.000Z',
  files: [{ id: 'p-1', name: '吊顶.jpg', url: '/admin/files/p-1' }],
  issues: [
    issue({}),
    issue({
      id: 72,
      seq: 2,
      description: '插座未接地',
      severity: 'critical',
      deadline: '2026-12-30',
      status: 'rectified',
      overdue: false,
      canRectify: false,
      canVerify: true,
      canReopen: true,
      events: [
        {
          id: 1,
          action: 'rectify',
          note: '已重新接地',
          deadline: null,
          files: [],
          actor: contractor,
          createdAt: '2026-11-25T03:00:00.000Z',
        },
      ],
    }),
  ],
  canVoid: true,
};

/** The list's row of INSPECTION (no history, no steps). */
export const INSPECTION_ROW: Inspection = {
  ...INSPECTION,
  issues: INSPECTION.issues.map(
    ({ events: _e, canRectify: _r, canVerify: _v, canReopen: _o, ...i }) => i,
  ),
};

export const SAMPLING: SamplingDetail = {
  id: 61,
  projectId: 3,
  stageId: null,
  stageName: null,
  sampledOn: '2026-11-25',
  inspector: inspectorPerson,
  passMark: 80,
  totalScore: 17,
  maxScore: 23,
  percent: '73.91',
  passed: false,
  note: null,
  itemCount: 3,
  templateId: 9,
  templateName: '施工质量抽检表',
  designVersion: 1,
  status: 'valid',
  voidReason: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  items: [
    { name: '墙面平整', maxScore: 10, score: 9, note: '一处空鼓' },
    { name: '地砖', maxScore: 10, score: 8, note: null },
    { name: '开关插座', maxScore: 3, score: 0, note: null },
  ],
  files: [],
  canVoid: true,
};

export const QUALITY: ProjectQuality = {
  inspections: 2,
  openIssues: 3,
  rectifiedIssues: 1,
  overdueIssues: 1,
  samplings: 2,
  lastSampling: { id: 61, sampledOn: '2026-11-25', percent: '73.91', passed: false },
  canInspect: true,
};
