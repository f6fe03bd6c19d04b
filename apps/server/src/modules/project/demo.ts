import {
  NOTICE_TYPES,
  PERMISSION_KEYS,
  addDays,
  type ProjectStageInput,
  type ProjectTemplateCreate,
} from '@depot/shared';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { demoStep, demoTemplate } from '../approval/demo-template';
import { createApprovalEngine } from '../approval/engine';
import type { FileService } from '../files/service';
import type { SignatureStorage } from '../files/signature-file';
import type { NoticeService } from '../notice/service';
import { demoAcceptances, demoClearanceChecklist } from './acceptance-demo';
import { createInspectionWrites } from './inspection-write';
import { createProject } from './project-write';
import { sendIssueOverdueNotices } from './reminders';
import { createSettlement } from './settlement';
import { createStageActions } from './stage-actions';
import { createStageChecklists } from './stage-checklist';
import { createTemplateService } from './template-service';
import { costVisaHandler } from './visa-handler';
import { projectDiscardHandler } from './discard-handler';
import { createDiscardWrites } from './discard-write';
import { startWorkHandler } from './start-work-handler';
import { createStartWorkWrites } from './start-work-write';
import { createVisaWrites } from './visa-write';
import { designChangeHandler } from './design-change-handler';
import { seedDemoAsBuilt, seedDemoDrawings } from './drawing-demo';
import { seedDemoContractors } from './contractor-demo';
import { usersNamed } from '../../core/people';
import { storeDay } from '../../core/time-zone';

const stage = (
  seq: number,
  name: string,
  kind: ProjectStageInput['kind'],
  plannedDays: number,
  dependsOn: number[] = [],
  gate = false,
  checklistFormId: number | null = null,
) => ({ seq, name, kind, plannedDays, dependsOn, gate, checklistFormId });

/**
 * The two demo templates: a new store, a renovation (a hidden-work gate in each). The
 * renovation's 拆除清场 stage requires the designed checklist `clearance` (a form design of the
 * form builder) filled in on the project before it finishes.
 */
const templatesWith = (clearance: number): ProjectTemplateCreate[] => [
  {
    name: '新店标准流程',
    projectType: 'newStore',
    note: '从图纸到移交的新店工程',
    enabled: true,
    stages: [
      stage(1, '图纸设计', 'drawing', 5),
      stage(2, '施工图审核', 'design', 3, [1]),
      stage(3, '进场开工', 'startWork', 2, [2]),
      stage(4, '水电隐蔽工程', 'hiddenAcceptance', 6, [3], true),
      stage(5, '装饰装修', 'general', 10, [4]),
      stage(6, '设备安装', 'general', 4, [3]),
      stage(7, '消防验收', 'inspection', 2, [5, 6]),
      stage(8, '竣工验收', 'completion', 2, [7]),
      stage(9, '移交门店', 'handover', 1, [8]),
    ],
  },
  {
    name: '门店翻新流程',
    projectType: 'renovation',
    note: '营业门店的局部翻新',
    enabled: true,
    stages: [
      stage(1, '现场勘测', 'design', 2),
      stage(2, '拆除清场', 'general', 3, [1], false, clearance),
      stage(3, '隐蔽工程', 'hiddenAcceptance', 4, [2], true),
      stage(4, '饰面施工', 'general', 6, [3]),
      stage(5, '竣工验收', 'completion', 2, [4]),
    ],
  },
];

/**
 * Demo projects (only with demo data on; called by seed/seed.ts), through the area's own
 * services and the approval engine: the two templates; a project in planning, one active whose
 * first stage finished late and moved the stages after it, one waiting at an unsigned
 * hidden-work gate, and one completed with approved visas (one a saving), a deduction and its
 * statement; visas by the staff in approval (notice 36 to the administrator, who decides),
 * start-of-work applications rejected (45) and in approval (44), a project discarded on approval
 * (42, 43),
 * approved and rejected (notice 37 to the staff); the renovation's clearance checklist (a designed
 * form) filled in where that stage finished, not yet on the active project; the acceptance
 * templates, the completed one
 * completed with its filled checklist, the active one's shop handover checklist; on the active one, an inspection with an
 * overdue open issue, one with an issue rectified and verified, a passed and a failed sampling.
 */
export async function seedDemoProjects(
  tx: Db,
  ctx: {
    files: Pick<FileService, 'readable' | 'upload'>;
    notices: Pick<NoticeService, 'notify' | 'markAllRead'>;
    /** Where the gate's and the completion's drawn signatures are stored, as the server does. */
    signatures: SignatureStorage;
    /** A drawn signature as a PNG data URL, different per `seed`. */
    signature: (seed: number) => string;
    now?: Date;
  },
): Promise<void> {
  const [adminRow, staffRow] = await usersNamed(tx, ['admin', 'staff']);
  const stores = await tx.select({ id: store.id }).from(store).orderBy(store.id);
  if (!adminRow || !staffRow || stores.length === 0) return;
  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  // The staff act as a signed-in site engineer would (every store here: demo data).
  const staff = signedIn(staffRow, PERMISSION_KEYS, scopeOf(staffRow.id, { all: true }));
  const today = storeDay(ctx.now);
  const day = (n: number) => addDays(today, n);

  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(costVisaHandler);
  engine.register(projectDiscardHandler);
  engine.register(startWorkHandler);
  engine.register(designChangeHandler);
  await demoTemplate(tx, admin, 'costVisa', '成本签证审批', [
    demoStep('工程负责人审批', { kind: 'users', userIds: [adminRow.id] }),
  ]);
  await demoTemplate(tx, admin, 'projectDiscard', '项目作废审批', [
    demoStep('工程负责人审批', { kind: 'users', userIds: [adminRow.id] }),
  ]);
  await demoTemplate(tx, admin, 'startWork', '开工申请审批', [
    demoStep('工程负责人审批', { kind: 'users', userIds: [adminRow.id] }),
  ]);
  await demoTemplate(tx, admin, 'designChange', '设计变更审批', [
    demoStep('工程负责人审批', { kind: 'users', userIds: [adminRow.id] }),
  ]);
  const clearance = await demoClearanceChecklist(tx, admin);
  const templates = createTemplateService(tx);
  const [newStoreTemplate, renovationTemplate] = templatesWith(clearance.formId);
  const [newStore, renovation] = [
    await templates.add(admin, newStoreTemplate!),
    await templates.add(admin, renovationTemplate!),
  ];
  const stages = createStageActions(tx, ctx.signatures);
  const visas = createVisaWrites({ db: tx, engine, files: ctx.files });
  const settlement = createSettlement(tx);
  const storeAt = (i: number) => stores[i % stores.length]!.id;
  const make = (
    name: string,
    templateId: number,
    projectType: ProjectTemplateCreate['projectType'],
    i: number,
    start: number,
    money: { budget: string; contractAmount: string },
  ) =>
    createProject(tx, admin, {
      name,
      storeId: storeAt(i),
      projectType,
      templateId,
      ...money,
      managerId: adminRow.id,
      supervisorId: staffRow.id,
      plannedStart: day(start),
      note: null,
    });
  const decide = async (visaId: number, action: 'approve' | 'reject', comment: string) => {
    const request = await engine.requestOf(tx, 'costVisa', visaId);
    if (request) {
      await engine.act(action, request.requestId, admin, { version: request.version, comment });
    }
  };
  const checklists = createStageChecklists({ db: tx, files: ctx.files });
  /**
   * Stage `stageId` started on day `from` and, unless `to` is null, finished on day `to`; a stage
   * requiring the clearance checklist has it filled in first, on its last day.
   */
  const run = async (stageId: number, from: number, to: number | null, clears = false) => {
    await stages.start(admin, stageId, day(from));
    if (to === null) return;
    if (clears) await checklists.fill(staff, clearance.filled(stageId, day(to)));
    await stages.finish(admin, stageId, day(to));
  };

  // Planning: a new store opening in ten days. The staff applied to start work on its
  // start-of-work stage with a crew not yet registered, which the administrator rejected (notice
  // 45), then again with the registered one: in approval (notice 44 to the administrator).
  const planned = await make('杭州西湖新店开业工程', newStore.id, 'newStore', 0, 10, {
    budget: '880000.00',
    contractAmount: '812500.00',
  });
  const entry = planned.stages.find((s) => s.kind === 'startWork')!;
  const startWorks = createStartWorkWrites({ db: tx, engine, files: ctx.files });
  const first = await startWorks.add(staff, {
    stageId: entry.id,
    startOn: entry.plannedStart,
    crew: '临时施工队',
    safetyNotes: null,
    fileIds: [],
  });
  const firstRequest = await engine.requestOf(tx, 'startWork', first.id);
  if (firstRequest) {
    await engine.act('reject', firstRequest.requestId, admin, {
      version: firstRequest.version,
      comment: '施工队资质未备案，请更换已备案的施工队',
    });
  }
  await startWorks.add(staff, {
    stageId: entry.id,
    startOn: entry.plannedStart,
    crew: '杭州华建装饰工程有限公司 第一施工队',
    safetyNotes: '进场前完成三级安全教育；动火作业须办理动火证',
    fileIds: [],
  });

  // Discarded: the lease of a planned store was cancelled; the staff asked, the administrator
  // approved (notices 42 and 43), and the project takes no more changes.
  const dropped = await make('深圳南山店翻新', renovation.id, 'renovation', 4, 20, {
    budget: '120000.00',
    contractAmount: '108000.00',
  });
  const discarding = await createDiscardWrites({ db: tx, engine, files: ctx.files }).add(staff, {
    projectId: dropped.id,
    reason: '商场提前收回铺位，门店不再翻新',
    fileIds: [],
  });
  const asked = await engine.requestOf(tx, 'projectDiscard', discarding.id);
  if (asked) {
    await engine.act('approve', asked.requestId, admin, {
      version: asked.version,
      comment: '同意作废',
    });
  }

  // Completed: every stage done, the gate signed, two visas approved (one a saving), a deduction.
  const done = await make('上海徐汇店翻新', renovation.id, 'renovation', 1, -40, {
    budget: '260000.00',
    contractAmount: '238600.00',
  });
  const [survey, demolish, hidden, finish, accept] = done.stages;
  await run(survey!.id, -40, -39);
  await run(demolish!.id, -38, -36, true);
  await run(hidden!.id, -35, -32);
  await stages.sign(admin, {
    stageId: hidden!.id,
    note: '管线、防水已验，照片已存档',
    signature: ctx.signature(11),
  });
  await run(finish!.id, -31, -26);
  await run(accept!.id, -25, -24);
  const extra = await visas.add(staff, {
    projectId: done.id,
    stageId: hidden!.id,
    title: '增加地面找平',
    reason: '拆除后发现原地面高差超过 3 厘米，需增加找平层',
    amount: '5600.00',
    fileIds: [],
    submit: true,
  });
  await decide(extra.id, 'approve', '同意，按实结算');
  const saving = await visas.add(staff, {
    projectId: done.id,
    stageId: finish!.id,
    title: '取消吊顶造型',
    reason: '业主确认取消收银台上方吊顶造型',
    amount: '-1200.00',
    fileIds: [],
    submit: true,
  });
  await decide(saving.id, 'approve', '同意');
  await settlement.addDeduction(admin, {
    projectId: done.id,
    reason: '竣工延期一天罚款',
    amount: '800.00',
  });
  // Its as-built drawing, uploaded at completion.
  await seedDemoAsBuilt(tx, { admin, files: ctx.files, projectId: done.id, stageId: accept!.id });
  const acceptances = await demoAcceptances(tx, admin, ctx);
  await acceptances.complete(done.id, day(-23));

  // Active: the survey finished two days late and moved the stages after it; visas in approval,
  // approved and rejected. Its clearance is under way, its checklist not yet filled in: the stage
  // cannot finish until it is.
  const late = await make('北京朝阳店翻新', renovation.id, 'renovation', 2, -12, {
    budget: '180000.00',
    contractAmount: '165000.00',
  });
  const [lateSurvey, lateDemolish] = late.stages;
  // The shop was handed over to the contractor with its keys and meter readings.
  await acceptances.handover(late.id, day(-12));
  await run(lateSurvey!.id, -12, -9);
  await run(lateDemolish!.id, -8, null);
  await visas.add(staff, {
    projectId: late.id,
    stageId: lateDemolish!.id,
    title: '增加旧墙拆除',
    reason: '隔墙为砖墙，需增加拆除及外运',
    amount: '3280.50',
    fileIds: [],
    submit: true,
  });
  const approved = await visas.add(staff, {
    projectId: late.id,
    stageId: lateSurvey!.id,
    title: '复测费用',
    reason: '原图纸与现场不符，重新测量',
    amount: '600.00',
    fileIds: [],
    submit: true,
  });
  await decide(approved.id, 'approve', '同意');
  const refused = await visas.add(staff, {
    projectId: late.id,
    stageId: null,
    title: '夜间施工补贴',
    reason: '商场要求夜间施工',
    amount: '4500.00',
    fileIds: [],
    submit: true,
  });
  await decide(refused.id, 'reject', '合同已含夜间施工，不另计');
  // Its drawings with their versions, and design changes approved (in its statement) and pending.
  await seedDemoDrawings(tx, {
    admin,
    staff,
    files: ctx.files,
    engine,
    projectId: late.id,
    stageIds: [lateSurvey!.id, lateDemolish!.id],
  });

  // Its site inspections: one whose issue is past its deadline and still open, one whose issue
  // was rectified by the staff and verified by the inspector; two samplings, passed and failed.
  const inspections = createInspectionWrites({ db: tx, files: ctx.files });
  await inspections.add(admin, {
    projectId: late.id,
    stageId: lateDemolish!.id,
    inspectedOn: day(-6),
    summary: '拆除阶段巡检：现场围挡完好，垃圾清运滞后',
    fileIds: [],
    issues: [
      {
        description: '拆除垃圾堆放在消防通道，未按时清运',
        severity: 'major',
        responsibleId: staffRow.id,
        deadline: day(-3),
      },
      {
        description: '临时用电线缆未架空',
        severity: 'minor',
        responsibleId: staffRow.id,
        deadline: day(4),
      },
    ],
  });
  const surveyed = await inspections.add(admin, {
    projectId: late.id,
    stageId: lateSurvey!.id,
    inspectedOn: day(-10),
    summary: '勘测复核：基准点与图纸核对',
    fileIds: [],
    issues: [
      {
        description: '测量基准点未做标记',
        severity: 'minor',
        responsibleId: staffRow.id,
        deadline: day(-9),
      },
    ],
  });
  const marked = surveyed.issues[0]!.id;
  await inspections.rectify(staff, {
    issueId: marked,
    note: '已用红漆标记四个基准点',
    fileIds: [],
  });
  await inspections.verify(admin, { issueId: marked, note: '复核无误' });
  // Two samplings with the designed checklist 施工质量抽检表: 27 of 30 passed, 18 of 30 failed.
  await acceptances.sample({
    projectId: late.id,
    stageId: lateSurvey!.id,
    sampledOn: day(-9),
    note: null,
    scores: [
      { key: 'accordance', score: 9, note: null },
      { key: 'protection', score: 8, note: '基准点标记偏小' },
      { key: 'tidiness', score: 10, note: null },
    ],
  });
  await acceptances.sample({
    projectId: late.id,
    stageId: lateDemolish!.id,
    sampledOn: day(-2),
    note: '文明施工不达标，限期整改后复检',
    scores: [
      { key: 'accordance', score: 8, note: null },
      { key: 'protection', score: 6, note: '地砖有两处磕碰' },
      { key: 'tidiness', score: 4, note: '垃圾未清运' },
    ],
  });

  // Waiting at the gate: the hidden works are done but their acceptance is not signed; its
  // clearance finished with its checklist filled in.
  const gate = await make('广州天河店翻新', renovation.id, 'renovation', 3, -20, {
    budget: '150000.00',
    contractAmount: '139800.00',
  });
  await run(gate.stages[0]!.id, -20, -19);
  await run(gate.stages[1]!.id, -18, -16, true);
  await run(gate.stages[2]!.id, -15, -12);

  // Contractors and their documents (one lapsing soon: notice 50, one lapsed), and a repair
  // order under the completed renovation's warranty.
  await seedDemoContractors(tx, ctx, {
    admin,
    day,
    active: late.id,
    planned: planned.id,
    completed: done.id,
  });

  // The manager (the administrator) is told of the issue past its deadline (notice 41).
  await sendIssueOverdueNotices(tx, ctx.notices, ctx.now);

  // The staff read what they were told about the completed project's visas.
  await ctx.notices.markAllRead(staffRow.id, { type: NOTICE_TYPES.costVisaApplication });
  await ctx.notices.markAllRead(staffRow.id, { type: NOTICE_TYPES.projectDiscardApplication });
}
