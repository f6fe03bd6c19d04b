import { Readable } from 'node:stream';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { ApprovalEngine } from '../approval/engine';
import type { FileService } from '../files/service';
import { createDesignChangeWrites } from './design-change-write';
import { demoPlanPdf, demoRenderingPng } from './demo-drawing-files';
import { createDrawingWrites } from './drawing-write';

type DemoFiles = Pick<FileService, 'readable' | 'upload'>;

/** Stores `bytes` as `by` uploading them from the drawing page; the file's id. */
async function stored(files: DemoFiles, by: AuthUser, name: string, type: string, bytes: Buffer) {
  const file = await files.upload(by, {
    stream: Readable.from([bytes]),
    filename: name,
    mimetype: type,
    truncated: () => false,
  });
  return file.id;
}

const pdf = 'application/pdf';
const png = 'image/png';

/**
 * The demo's as-built drawing of a project about to be completed (uploaded at completion, as
 * the as-built page takes them), through the same writes as the page.
 */
export async function seedDemoAsBuilt(
  tx: Db,
  ctx: { admin: AuthUser; files: DemoFiles; projectId: number; stageId: number },
): Promise<void> {
  const drawings = createDrawingWrites({ db: tx, files: ctx.files });
  const sheet = { sheetNo: 'AB-01', title: 'As-built floor plan', revision: 1 };
  await drawings.add(ctx.admin, {
    projectId: ctx.projectId,
    stageId: ctx.stageId,
    kind: 'asBuilt',
    title: '竣工平面图',
    sheetNo: sheet.sheetNo,
    fileId: await stored(
      ctx.files,
      ctx.admin,
      'AB-01 竣工平面图.pdf',
      pdf,
      await demoPlanPdf(sheet),
    ),
    note: '按现场实测绘制',
  });
}

/**
 * The demo's drawings of an active project (a construction drawing in two versions, a design
 * rendering in two versions of which the administrator approved the second) and two design
 * changes by the staff: one approved by the administrator (its cost impact in the project's
 * statement, notice 47 to the staff), one in approval (notice 46 to the administrator).
 */
export async function seedDemoDrawings(
  tx: Db,
  ctx: {
    admin: AuthUser;
    staff: AuthUser;
    files: DemoFiles;
    engine: Pick<ApprovalEngine, 'submit' | 'requestOf' | 'act'>;
    projectId: number;
    stageIds: number[];
  },
): Promise<void> {
  const { admin, staff, files, projectId } = ctx;
  const drawings = createDrawingWrites({ db: tx, files });
  const [surveyStage, workStage] = ctx.stageIds;
  const plan = { sheetNo: 'A-01', title: 'Floor plan', revision: 1 };
  let list = await drawings.add(staff, {
    projectId,
    stageId: surveyStage ?? null,
    kind: 'construction',
    title: '平面布置图',
    sheetNo: plan.sheetNo,
    fileId: await stored(files, staff, 'A-01 平面布置图.pdf', pdf, await demoPlanPdf(plan)),
    note: '原始方案',
  });
  const planId = list.drawings.find((d) => d.title === '平面布置图')!.id;
  await drawings.addVersion(staff, {
    drawingId: planId,
    fileId: await stored(
      files,
      staff,
      'A-01 平面布置图 第2版.pdf',
      pdf,
      await demoPlanPdf({ ...plan, revision: 2 }),
    ),
    note: '复测后增加一排货架',
  });
  list = await drawings.add(staff, {
    projectId,
    stageId: surveyStage ?? null,
    kind: 'design',
    title: '门头效果图',
    sheetNo: 'D-01',
    fileId: await stored(files, staff, 'D-01 门头效果图.png', png, demoRenderingPng(1)),
    note: null,
  });
  const renderingId = list.drawings.find((d) => d.title === '门头效果图')!.id;
  list = await drawings.addVersion(staff, {
    drawingId: renderingId,
    fileId: await stored(files, staff, 'D-01 门头效果图 第2版.png', png, demoRenderingPng(2)),
    note: '按品牌新规范改为红色招牌',
  });
  const latest = list.drawings.find((d) => d.id === renderingId)!.versions[0]!;
  await drawings.approve(admin, { drawingId: renderingId, versionId: latest.id });

  const changes = createDesignChangeWrites({ db: tx, engine: ctx.engine, files });
  const shelves = await changes.add(staff, {
    projectId,
    stageId: workStage ?? null,
    title: '增加一排货架',
    reason: '复测后店内进深比原图多 1.2 米，增加一排货架及配套照明',
    costImpact: '2350.00',
    drawingIds: [planId],
    fileIds: [],
  });
  const request = await ctx.engine.requestOf(tx, 'designChange', shelves.id);
  if (request) {
    await ctx.engine.act('approve', request.requestId, admin, {
      version: request.version,
      comment: '同意，按变更后图纸施工',
    });
  }
  await changes.add(staff, {
    projectId,
    stageId: workStage ?? null,
    title: '收银台后移',
    reason: '商场消防复核要求收银台后退 0.5 米，让出疏散通道',
    costImpact: '1800.00',
    drawingIds: [planId],
    fileIds: [],
  });
}
