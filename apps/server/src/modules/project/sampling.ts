import {
  projectOpen,
  samplingChecklistItems,
  samplingPassed,
  samplingPercent,
  scoreSampling,
  type Page,
  type QualityVoid,
  type SamplingCreate,
  type SamplingDetailRecord,
  type SamplingPageQuery,
  type SamplingRecord,
} from '@depot/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import { listReader, type ListQuery, type PageRules } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import type { FileService } from '../files/service';
import { mayCheck } from './inspection-read';
import { checkPast } from './inspection-write';
import { projectScope, seeProject } from './project-read';
import { namedFiles } from '../files/named-files';
import { checkPhotos } from './quality-files';
import { project, projectAcceptanceTemplate, projectSampling, projectStage } from './tables';
import { checkStage, lockOpenProject } from './open-project';
import { templateChecklist } from './acceptance-write';

const inspector = alias(appUser, 'inspector');

const columns = {
  id: projectSampling.id,
  projectId: projectSampling.projectId,
  stageId: projectSampling.stageId,
  stageName: projectStage.name,
  sampledOn: projectSampling.sampledOn,
  inspector: personOf(inspector),
  passMark: projectSampling.passMark,
  totalScore: projectSampling.totalScore,
  maxScore: projectSampling.maxScore,
  passed: projectSampling.passed,
  note: projectSampling.note,
  templateId: projectSampling.templateId,
  templateName: projectAcceptanceTemplate.name,
  designVersion: projectSampling.designVersion,
  itemCount: sql<number>`jsonb_array_length(${projectSampling.items})::int`,
  // The check constraint allows only QUALITY_RECORD_STATUSES.
  status: sql<SamplingRecord['status']>`${projectSampling.status}`,
  voidReason: projectSampling.voidReason,
  createdAt: projectSampling.createdAt,
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(projectSampling)
    .innerJoin(project, eq(project.id, projectSampling.projectId))
    .innerJoin(inspector, eq(inspector.id, projectSampling.inspectorId))
    .leftJoin(projectStage, eq(projectStage.id, projectSampling.stageId))
    .leftJoin(
      projectAcceptanceTemplate,
      eq(projectAcceptanceTemplate.id, projectSampling.templateId),
    )
    .$dynamic();

const withPercent = (row: Omit<SamplingRecord, 'percent'>): SamplingRecord => ({
  ...row,
  itemCount: Number(row.itemCount),
  percent: samplingPercent(row.totalScore, row.maxScore),
});

/** One sampling of a project in the caller's scope (else 404), with its items and photos. */
export async function readSamplingDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<SamplingDetailRecord> {
  const [row] = await heads(db).where(and(eq(projectSampling.id, id), projectScope(user.scope)));
  if (!row) throw new NotFound();
  const [more] = await db
    .select({
      items: projectSampling.items,
      fileIds: projectSampling.fileIds,
      projectStatus: project.status,
    })
    .from(projectSampling)
    .innerJoin(project, eq(project.id, projectSampling.projectId))
    .where(eq(projectSampling.id, id));
  const open = projectOpen(more!.projectStatus);
  return {
    ...withPercent(row),
    items: more!.items,
    files: await namedFiles(db, more!.fileIds),
    canVoid: open && row.status === 'valid' && mayCheck(user, row.inspector.userId),
  };
}

/** The sampling list's filters and sorts: the page's and its export's. */
export const samplingRules: PageRules<ListQuery<SamplingPageQuery>, 'sampledOn' | 'createdAt'> = {
  where: (q) => [
    eq(projectSampling.projectId, q.projectId),
    q.status ? eq(projectSampling.status, q.status) : undefined,
    q.passed === undefined ? undefined : eq(projectSampling.passed, q.passed),
  ],
  sorts: { sampledOn: projectSampling.sampledOn, createdAt: projectSampling.createdAt },
  order: [desc(projectSampling.sampledOn), desc(projectSampling.id)],
};

/** The samplings of a project, filtered and newest first: the page and the export. */
const samplings = listReader(heads, samplingRules, {
  key: projectSampling.id,
  keyOf: (row) => row.id,
  records: (rows) => rows.map(withPercent),
});

/** The samplings of a project in the caller's scope (else 404), newest first. */
export async function readSamplingPage(
  db: Db,
  query: SamplingPageQuery,
  user: AuthUser,
): Promise<Page<SamplingRecord>> {
  await seeProject(db, user, query.projectId);
  return samplings.page(db, query);
}

/**
 * The samplings of a project in the caller's scope (else 404), filtered and sorted as the list
 * is, in batches: the rows of its export.
 */
export async function samplingBatches(
  db: Db,
  query: ListQuery<SamplingPageQuery>,
  user: AuthUser,
): Promise<AsyncIterable<SamplingRecord[]>> {
  await seeProject(db, user, query.projectId);
  return samplings.batches(db, query);
}

/**
 * The items of sampling checklist `templateId` (enabled, kind `sampling`: else 400 or 409)
 * scored as `scores` say: each score of an item of its current design, every required item
 * scored, each score 0 to the item's full score (400 naming the item otherwise).
 */
async function scoredChecklist(tx: Db, templateId: number, scores: SamplingCreate['scores']) {
  const checklist = await templateChecklist(tx, 'sampling', templateId);
  const { items, problem } = samplingChecklistItems(checklist.design);
  // A design saved as a sampling checklist was checked; one changed since is refused the same.
  if (problem) throw new BadRequest(`project.samplingDesign.${problem.problem}`, problem);
  const scored = scoreSampling(items, scores);
  if (!scored.ok) {
    const { ok: _ok, ...why } = scored;
    throw new BadRequest(`project.samplingScore.${why.problem}`, why);
  }
  return { ...scored, templateId, designVersion: checklist.version };
}

/**
 * Quality samplings (`/item/sampling`): a designed sampling checklist scored; items, totals and
 * pass/fail made here.
 */
export function createSamplingWrites(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;
  return {
    /**
     * A sampling by the caller of an open project in their scope: a past day, a stage of the
     * project, photos they may read, the checklist's items scored within their full scores; the
     * total, the maximum and pass/fail (total × 100 ≥ pass mark × maximum) computed in whole
     * numbers.
     */
    async add(user: AuthUser, body: SamplingCreate): Promise<SamplingDetailRecord> {
      const id = await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        checkPast(body.sampledOn);
        await checkStage(tx, body.projectId, body.stageId);
        await checkPhotos(tx, files, user, body.fileIds);
        const { scores, ...head } = body;
        const scored = await scoredChecklist(tx, body.templateId, scores);
        const passed = samplingPassed(scored.totalScore, scored.maxScore, body.passMark);
        const what = {
          ...head,
          designVersion: scored.designVersion,
          items: scored.items,
          totalScore: scored.totalScore,
          maxScore: scored.maxScore,
          passed,
        };
        const [row] = await tx
          .insert(projectSampling)
          .values({ ...what, inspectorId: user.userId })
          .returning({ id: projectSampling.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-sampling',
          entityId: row!.id,
          after: what,
        });
        return row!.id;
      });
      return readSamplingDetail(db, id, user);
    },

    /** A valid sampling voided with a reason (its inspector or a project editor). */
    async void(user: AuthUser, body: QualityVoid): Promise<SamplingDetailRecord> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            projectId: projectSampling.projectId,
            inspectorId: projectSampling.inspectorId,
          })
          .from(projectSampling)
          .where(eq(projectSampling.id, body.id));
        if (!row) throw new NotFound();
        await lockOpenProject(tx, user, row.projectId);
        if (!mayCheck(user, row.inspectorId)) throw new Forbidden('project.notInspector');
        const [done] = await tx
          .update(projectSampling)
          .set({
            status: 'voided',
            voidReason: body.reason,
            voidedBy: user.userId,
            voidedAt: new Date(),
          })
          .where(and(eq(projectSampling.id, body.id), eq(projectSampling.status, 'valid')))
          .returning({ id: projectSampling.id });
        if (!done) throw new Conflict('project.samplingVoided');
        await recordAudit(tx, {
          actor: user,
          action: 'void',
          entity: 'project-sampling',
          entityId: body.id,
          after: { status: 'voided', reason: body.reason },
        });
      });
      return readSamplingDetail(db, body.id, user);
    },
  };
}
export type SamplingWrites = ReturnType<typeof createSamplingWrites>;
