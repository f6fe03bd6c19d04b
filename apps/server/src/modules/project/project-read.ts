import {
  OPEN_PROJECT_STATUSES,
  projectOpen,
  PERMISSIONS,
  type ProjectDetailRecord,
  type ProjectPageQuery,
  type ProjectRecord,
  type ProjectStageBlocker,
  type ProjectStageRecord,
  type StartWorkBrief,
} from '@depot/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { scopeCondition } from '../../core/data-scope-sql';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { anyColumnContains } from '../../core/pagination';
import { listReader, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { pendingMaterialDiscards } from './material-holdings';
import { readMoneyFacts } from './project-money';
import { latestDiscard, latestStartWorks } from './request-briefs';
import { project, projectAcceptance, projectStage, projectTemplate } from './tables';
import { outer } from '../../core/outer-column';
import { personOf, personOrNull } from '../../core/people';

const P = PERMISSIONS.project;
const manager = alias(appUser, 'manager');
const supervisor = alias(appUser, 'supervisor');
const creator = alias(appUser, 'creator');
const signer = alias(appUser, 'signer');

const columns = {
  id: project.id,
  code: project.code,
  name: project.name,
  storeId: project.storeId,
  storeName: store.name,
  // The check constraints allow only PROJECT_TYPES and PROJECT_STATUSES.
  projectType: sql<ProjectRecord['projectType']>`${project.projectType}`,
  templateId: project.templateId,
  templateName: projectTemplate.name,
  budget: project.budget,
  contractAmount: project.contractAmount,
  managerId: project.managerId,
  managerName: manager.nickname,
  supervisorId: project.supervisorId,
  supervisorName: supervisor.nickname,
  plannedStart: project.plannedStart,
  plannedEnd: project.plannedEnd,
  actualStart: project.actualStart,
  actualEnd: project.actualEnd,
  status: sql<ProjectRecord['status']>`${project.status}`,
  note: project.note,
  stageCount: sql<number>`(select count(*)::int from project_stage s
    where s.project_id = ${outer(project.id)})`,
  doneCount: sql<number>`(select count(*)::int from project_stage s
    where s.project_id = ${outer(project.id)} and s.status = 'done')`,
  createdBy: personOf(creator),
  createdAt: project.createdAt,
  updatedAt: project.updatedAt,
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(project)
    .innerJoin(store, eq(store.id, project.storeId))
    .innerJoin(projectTemplate, eq(projectTemplate.id, project.templateId))
    .innerJoin(creator, eq(creator.id, project.createdBy))
    .leftJoin(manager, eq(manager.id, project.managerId))
    .leftJoin(supervisor, eq(supervisor.id, project.supervisorId))
    .$dynamic();

const tidy = (row: ProjectRecord): ProjectRecord => ({
  ...row,
  stageCount: Number(row.stageCount),
  doneCount: Number(row.doneCount),
});

/** The projects a caller sees: those at a store of their data scope. */
export const projectScope = (scope: DataScope): SQL | undefined =>
  scopeCondition(scope, { store: project.storeId });

/** Project `projectId` if it is in the caller's scope (else 404): its id and state. */
export async function seeProject(db: Db, user: AuthUser, projectId: number) {
  const [seen] = await db
    .select({ id: project.id, status: project.status })
    .from(project)
    .where(and(eq(project.id, projectId), projectScope(user.scope)));
  if (!seen) throw new NotFound();
  return seen;
}

/** One project (`scope`: the caller's, else 404). */
export async function readProject(db: Db, id: number, scope?: DataScope): Promise<ProjectRecord> {
  const [row] = await heads(db).where(
    and(eq(project.id, id), scope ? projectScope(scope) : undefined),
  );
  if (!row) throw new NotFound();
  return tidy(row);
}

/** A project's stages in order, each with what keeps it from starting now. */
export async function readStages(db: Db, projectId: number): Promise<ProjectStageRecord[]> {
  const rows = await db
    .select({
      id: projectStage.id,
      projectId: projectStage.projectId,
      seq: projectStage.seq,
      name: projectStage.name,
      kind: sql<ProjectStageRecord['kind']>`${projectStage.kind}`,
      plannedDays: projectStage.plannedDays,
      dependsOn: projectStage.dependsOn,
      gate: projectStage.gate,
      checklistFormId: projectStage.checklistFormId,
      plannedStart: projectStage.plannedStart,
      plannedEnd: projectStage.plannedEnd,
      actualStart: projectStage.actualStart,
      actualEnd: projectStage.actualEnd,
      status: sql<ProjectStageRecord['status']>`${projectStage.status}`,
      shiftDays: projectStage.shiftDays,
      gateSignedBy: personOrNull(signer),
      gateSignedAt: projectStage.gateSignedAt,
      gateNote: projectStage.gateNote,
      gateSignatureFileId: projectStage.gateSignatureFileId,
      checklistFilled: sql<number>`(select count(*)::int from ${projectAcceptance}
        where ${projectAcceptance.stageId} = ${projectStage.id} and ${projectAcceptance.kind} = 'stage')`,
    })
    .from(projectStage)
    .leftJoin(signer, eq(signer.id, projectStage.gateSignedBy))
    .where(eq(projectStage.projectId, projectId))
    .orderBy(asc(projectStage.seq));
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  const applications = rows.some((r) => r.kind === 'startWork')
    ? await latestStartWorks(db, projectId)
    : new Map<number, StartWorkBrief>();
  return rows.map((row) => ({
    ...row,
    blockers: row.status === 'notStarted' ? blockersOf(row.dependsOn, bySeq) : [],
    startWork: applications.get(row.id) ?? null,
  }));
}

/**
 * What keeps a stage depending on `dependsOn` from starting: a stage not done, or a gate stage
 * done whose hidden-work acceptance is not signed.
 */
export function blockersOf(
  dependsOn: readonly number[],
  bySeq: ReadonlyMap<
    number,
    {
      id: number;
      seq: number;
      name: string;
      status: string;
      gate: boolean;
      gateSignedAt: Date | null;
    }
  >,
): ProjectStageBlocker[] {
  return dependsOn.flatMap((seq): ProjectStageBlocker[] => {
    const before = bySeq.get(seq);
    if (!before) return [];
    const base = { stageId: before.id, seq: before.seq, name: before.name };
    if (before.status !== 'done') return [{ ...base, reason: 'notDone' }];
    if (before.gate && before.gateSignedAt === null) return [{ ...base, reason: 'gateUnsigned' }];
    return [];
  });
}

/** One project with its stages and figures, and what the caller may do with it now. */
export async function readProjectDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<ProjectDetailRecord> {
  const head = await readProject(db, id, user.scope);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const stages = await readStages(db, id);
  const money = await readMoneyFacts(db, head);
  const discard = await latestDiscard(db, id);
  const pendingMaterials = await pendingMaterialDiscards(db, id);
  const open = projectOpen(head.status);
  const holds = (key: string) => user.permissions.includes(key);
  return {
    ...head,
    stages,
    ...money,
    canEdit: open && holds(P.edit),
    canStage: open && holds(P.edit),
    canVisa: open && holds(P.visa),
    canDeduct: open && holds(P.complete),
    canComplete: open && holds(P.complete) && stages.every((s) => s.status === 'done'),
    discard,
    canDiscard: open && holds(P.discard) && discard?.status !== 'pending',
    pendingMaterialDiscards: pendingMaterials,
    canStartWork: open && holds(P.startWork),
  };
}

const rules: PageRulesOf<ProjectPageQuery> = {
  where: (q) => [
    q.status ? eq(project.status, q.status) : undefined,
    q.open ? inArray(project.status, [...OPEN_PROJECT_STATUSES]) : undefined,
    q.projectType ? eq(project.projectType, q.projectType) : undefined,
    q.storeId === undefined ? undefined : eq(project.storeId, q.storeId),
    anyColumnContains([project.code, project.name], q.keyword),
  ],
  sorts: {
    createdAt: project.createdAt,
    code: project.code,
    plannedStart: project.plannedStart,
    plannedEnd: project.plannedEnd,
    contractAmount: project.contractAmount,
  },
  order: [desc(project.createdAt), desc(project.id)],
};

/** The projects the caller sees, filtered and newest first: the page and the export. */
export const projectList = listReader(heads, rules, {
  key: project.id,
  keyOf: (row) => row.id,
  scope: projectScope,
  records: (rows) => rows.map(tidy),
});
