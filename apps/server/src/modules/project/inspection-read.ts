import {
  projectOpen,
  PERMISSIONS,
  samplingPercent,
  type InspectionDetailRecord,
  type InspectionEventRecord,
  type InspectionIssueRecord,
  type InspectionPageQuery,
  type InspectionRecord,
  type Page,
  type ProjectQualityRecord,
} from '@depot/shared';
import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf, personOrNull } from '../../core/people';
import { readPage } from '../../core/resource/page-query';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { projectScope, readProject, seeProject } from './project-read';
import { namedFiles } from '../files/named-files';
import {
  project,
  projectInspection,
  projectInspectionEvent,
  projectInspectionIssue,
  projectSampling,
  projectStage,
} from './tables';

const P = PERMISSIONS.project;
const inspector = alias(appUser, 'inspector');
const voider = alias(appUser, 'voider');
const responsible = alias(appUser, 'responsible');
const actor = alias(appUser, 'actor');

/**
 * An issue is overdue while it is open (not rectified) after its deadline, in the stores'
 * days: a rectified issue waits for verification, not for the party it falls to.
 */
const overdueSql = (today: string) =>
  sql<boolean>`(${projectInspectionIssue.status} = 'open' and ${projectInspectionIssue.deadline} < ${today}::date)`;

const columns = {
  id: projectInspection.id,
  projectId: projectInspection.projectId,
  projectCode: project.code,
  projectName: project.name,
  stageId: projectInspection.stageId,
  stageName: projectStage.name,
  inspectedOn: projectInspection.inspectedOn,
  inspector: personOf(inspector),
  summary: projectInspection.summary,
  // The check constraint allows only QUALITY_RECORD_STATUSES.
  status: sql<InspectionRecord['status']>`${projectInspection.status}`,
  voidReason: projectInspection.voidReason,
  voidedBy: personOrNull(voider),
  voidedAt: projectInspection.voidedAt,
  photoCount: sql<number>`jsonb_array_length(${projectInspection.fileIds})::int`,
  createdAt: projectInspection.createdAt,
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(projectInspection)
    .innerJoin(project, eq(project.id, projectInspection.projectId))
    .innerJoin(inspector, eq(inspector.id, projectInspection.inspectorId))
    .leftJoin(voider, eq(voider.id, projectInspection.voidedBy))
    .leftJoin(projectStage, eq(projectStage.id, projectInspection.stageId))
    .$dynamic();

type Head = Omit<InspectionRecord, 'issues' | 'openCount' | 'overdueCount'>;

/** The issues of `inspectionIds`, in their records' order, each flagged overdue or not. */
async function readIssues(db: Db, inspectionIds: number[]): Promise<InspectionIssueRecord[]> {
  if (!inspectionIds.length) return [];
  const today = storeDay();
  return db
    .select({
      id: projectInspectionIssue.id,
      inspectionId: projectInspectionIssue.inspectionId,
      seq: projectInspectionIssue.seq,
      description: projectInspectionIssue.description,
      severity: sql<InspectionIssueRecord['severity']>`${projectInspectionIssue.severity}`,
      responsible: personOf(responsible),
      deadline: projectInspectionIssue.deadline,
      status: sql<InspectionIssueRecord['status']>`${projectInspectionIssue.status}`,
      overdue: overdueSql(today),
    })
    .from(projectInspectionIssue)
    .innerJoin(responsible, eq(responsible.id, projectInspectionIssue.responsibleId))
    .where(inArray(projectInspectionIssue.inspectionId, inspectionIds))
    .orderBy(asc(projectInspectionIssue.inspectionId), asc(projectInspectionIssue.seq));
}

function withIssues<R extends Head>(
  row: R,
  issues: InspectionIssueRecord[],
): R & Pick<InspectionRecord, 'issues' | 'openCount' | 'overdueCount'> {
  const live = row.status === 'valid';
  // A voided record's issues are history: none of them is overdue.
  const mine = issues
    .filter((i) => i.inspectionId === row.id)
    .map((i) => (live ? i : { ...i, overdue: false }));
  return {
    ...row,
    photoCount: Number(row.photoCount),
    issues: mine,
    openCount: live ? mine.filter((i) => i.status !== 'closed').length : 0,
    overdueCount: live ? mine.filter((i) => i.overdue).length : 0,
  };
}

/** The inspection records of a project in the caller's scope (else 404), newest first. */
export async function readInspectionPage(
  db: Db,
  query: InspectionPageQuery,
  user: AuthUser,
): Promise<Page<InspectionRecord>> {
  await seeProject(db, user, query.projectId);
  const today = storeDay();
  const issueFilters: SQL[] = [
    ...(query.issueStatus ? [eq(projectInspectionIssue.status, query.issueStatus)] : []),
    ...(query.severity ? [eq(projectInspectionIssue.severity, query.severity)] : []),
    ...(query.overdue === undefined
      ? []
      : [query.overdue ? overdueSql(today) : sql`not ${overdueSql(today)}`]),
  ];
  const page = await readPage(
    {
      select: heads(db),
      count: db.select({ n: count() }).from(projectInspection).$dynamic(),
    },
    {
      where: (q: InspectionPageQuery) => [
        eq(projectInspection.projectId, q.projectId),
        q.status ? eq(projectInspection.status, q.status) : undefined,
        issueFilters.length
          ? exists(
              db
                .select({ one: sql`1` })
                .from(projectInspectionIssue)
                .where(
                  and(
                    eq(projectInspectionIssue.inspectionId, projectInspection.id),
                    ...issueFilters,
                  ),
                ),
            )
          : undefined,
      ],
      sorts: { inspectedOn: projectInspection.inspectedOn, createdAt: projectInspection.createdAt },
      order: [desc(projectInspection.inspectedOn), desc(projectInspection.id)],
    },
    query,
  );
  const issues = await readIssues(
    db,
    page.records.map((r) => r.id),
  );
  return { ...page, records: page.records.map((r) => withIssues(r, issues)) };
}

/** The history of `issueIds`, oldest first. */
async function readEvents(
  db: Db,
  issueIds: number[],
): Promise<Array<InspectionEventRecord & { issueId: number }>> {
  if (!issueIds.length) return [];
  const rows = await db
    .select({
      id: projectInspectionEvent.id,
      issueId: projectInspectionEvent.issueId,
      action: sql<InspectionEventRecord['action']>`${projectInspectionEvent.action}`,
      note: projectInspectionEvent.note,
      deadline: projectInspectionEvent.deadline,
      fileIds: projectInspectionEvent.fileIds,
      actor: personOf(actor),
      createdAt: projectInspectionEvent.createdAt,
    })
    .from(projectInspectionEvent)
    .innerJoin(actor, eq(actor.id, projectInspectionEvent.actorId))
    .where(inArray(projectInspectionEvent.issueId, issueIds))
    .orderBy(asc(projectInspectionEvent.id));
  const out = [];
  for (const { fileIds, ...row } of rows) {
    out.push({ ...row, files: await namedFiles(db, fileIds) });
  }
  return out;
}

/**
 * Whether `user` may verify, reopen or void a record of `inspectorId`: its inspector holding
 * the inspect key, or anyone holding the project's edit key.
 */
export const mayCheck = (user: AuthUser, inspectorId: number): boolean =>
  user.permissions.includes(P.edit) ||
  (user.permissions.includes(P.inspect) && user.userId === inspectorId);

/** One inspection record of a project in the caller's scope (else 404), with its history. */
export async function readInspectionDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<InspectionDetailRecord> {
  const [row] = await heads(db).where(and(eq(projectInspection.id, id), projectScope(user.scope)));
  if (!row) throw new NotFound();
  const [more] = await db
    .select({ fileIds: projectInspection.fileIds, projectStatus: project.status })
    .from(projectInspection)
    .innerJoin(project, eq(project.id, projectInspection.projectId))
    .where(eq(projectInspection.id, id));
  const head = withIssues(row, await readIssues(db, [id]));
  const events = await readEvents(
    db,
    head.issues.map((i) => i.id),
  );
  const writable = row.status === 'valid' && projectOpen(more!.projectStatus);
  const checks = writable && mayCheck(user, row.inspector.userId);
  return {
    ...head,
    files: await namedFiles(db, more!.fileIds),
    issues: head.issues.map((issue) => ({
      ...issue,
      events: events.filter((e) => e.issueId === issue.id).map(({ issueId: _, ...e }) => e),
      canRectify: writable && issue.status === 'open' && user.permissions.includes(P.edit),
      canVerify: checks && issue.status === 'rectified',
      canReopen: checks && issue.status === 'rectified',
    })),
    canVoid: checks,
  };
}

/** The figures the project page shows: open, rectified and overdue issues, the last sampling. */
export async function readProjectQuality(
  db: Db,
  projectId: number,
  user: AuthUser,
): Promise<ProjectQualityRecord> {
  const head = await readProject(db, projectId, user.scope);
  const today = storeDay();
  const live = and(
    eq(projectInspectionIssue.projectId, projectId),
    exists(
      db
        .select({ one: sql`1` })
        .from(projectInspection)
        .where(
          and(
            eq(projectInspection.id, projectInspectionIssue.inspectionId),
            eq(projectInspection.status, 'valid'),
          ),
        ),
    ),
  );
  const [issues] = await db
    .select({
      open: sql<number>`count(*) filter (where ${projectInspectionIssue.status} = 'open')::int`,
      rectified: sql<number>`count(*) filter (where ${projectInspectionIssue.status} = 'rectified')::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(today)})::int`,
    })
    .from(projectInspectionIssue)
    .where(live);
  const inspections = await db.$count(
    projectInspection,
    and(eq(projectInspection.projectId, projectId), eq(projectInspection.status, 'valid')),
  );
  const validSampling = and(
    eq(projectSampling.projectId, projectId),
    eq(projectSampling.status, 'valid'),
  );
  const samplings = await db.$count(projectSampling, validSampling);
  const [last] = await db
    .select({
      id: projectSampling.id,
      sampledOn: projectSampling.sampledOn,
      totalScore: projectSampling.totalScore,
      maxScore: projectSampling.maxScore,
      passed: projectSampling.passed,
    })
    .from(projectSampling)
    .where(validSampling)
    .orderBy(desc(projectSampling.sampledOn), desc(projectSampling.id))
    .limit(1);
  const open = projectOpen(head.status);
  return {
    inspections,
    openIssues: Number(issues!.open),
    rectifiedIssues: Number(issues!.rectified),
    overdueIssues: Number(issues!.overdue),
    samplings,
    lastSampling: last
      ? {
          id: last.id,
          sampledOn: last.sampledOn,
          percent: samplingPercent(last.totalScore, last.maxScore),
          passed: last.passed,
        }
      : null,
    canInspect: open && user.permissions.includes(P.inspect),
  };
}
