import {
  OPEN_PROJECT_STATUSES,
  PROJECT_STATS_LIMIT,
  type ProjectStatsRecord,
  type ProjectWaitingKind,
  type ProjectWaitingRecord,
} from '@depot/shared';
import { and, asc, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../core/fastify-types';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { toCents } from './numbers';
import { projectHeadColumns } from './order-read';
import { readMoneyFacts } from './project-money';
import { projectScope } from './project-read';
import {
  costVisa,
  project,
  projectDesignChange,
  projectDiscard,
  projectMaterialDiscard,
  projectStage,
  projectStartWork,
} from './tables';

/** How many rows the query matched in all, beside the rows it answers. */
const total = sql<number>`count(*) over ()`.mapWith(Number);

/** The caller's projects in progress: they manage, supervise or made them, in their scope. */
const mine = (user: AuthUser): SQL | undefined =>
  and(
    or(
      eq(project.managerId, user.userId),
      eq(project.supervisorId, user.userId),
      eq(project.createdBy, user.userId),
    ),
    inArray(project.status, [...OPEN_PROJECT_STATUSES]),
    projectScope(user.scope),
  );

/** The rows and, from the first row, the count over all of them. */
const listOf = <T extends { total: number }>(rows: T[]) => ({
  count: rows[0]?.total ?? 0,
  items: rows.map(({ total: _total, ...row }) => row),
});

/** A table of requests through approval: its rows in approval are `pending`. */
interface RequestTable {
  table: PgTable;
  id: AnyPgColumn;
  code: AnyPgColumn;
  projectId: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
}

const REQUEST_TABLES: Record<ProjectWaitingKind, RequestTable> = {
  visa: { table: costVisa, ...costVisa },
  designChange: { table: projectDesignChange, ...projectDesignChange },
  startWork: { table: projectStartWork, ...projectStartWork },
  discard: { table: projectDiscard, ...projectDiscard },
  materialDiscard: { table: projectMaterialDiscard, ...projectMaterialDiscard },
};

/** The caller's projects' requests of one kind in approval, oldest first. */
async function waitingOf(
  db: Db,
  user: AuthUser,
  kind: ProjectWaitingKind,
): Promise<Array<ProjectWaitingRecord & { total: number }>> {
  const r = REQUEST_TABLES[kind];
  const rows = await db
    .select({
      id: sql<number>`${r.id}`,
      code: sql<string>`${r.code}`,
      ...projectHeadColumns,
      createdAt: sql<Date>`${r.createdAt}`.mapWith((v: string | Date) => new Date(v)),
      total,
    })
    .from(r.table)
    .innerJoin(project, eq(project.id, r.projectId))
    .where(and(eq(r.status, 'pending'), mine(user)))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(PROJECT_STATS_LIMIT);
  return rows.map(({ projectStatus: _status, ...row }) => ({ kind, ...row }));
}

/**
 * `GET /item/stats`, the home panel (docs/projects.md "Home panel"): the caller's projects in
 * progress (the stage each is at, its cost against its budget), their stages past the planned end and not done (`now` in the stores' days), and
 * their requests in approval (cost visas, design changes, start-of-work applications,
 * discarding requests and material discards).
 */
export async function readProjectStats(
  db: Db,
  user: AuthUser,
  now = Date.now(),
): Promise<ProjectStatsRecord> {
  const today = storeDay(now);
  const inProgress = await db
    .select({
      id: project.id,
      code: project.code,
      name: project.name,
      // The check constraint allows only PROJECT_STATUSES.
      status: sql<'planning' | 'active'>`${project.status}`,
      storeName: store.name,
      stageCount: sql<number>`(select count(*) from project_stage s
        where s.project_id = ${project.id})`.mapWith(Number),
      doneCount: sql<number>`(select count(*) from project_stage s
        where s.project_id = ${project.id} and s.status = 'done')`.mapWith(Number),
      plannedEnd: project.plannedEnd,
      currentStage: sql<string | null>`(select s.name from project_stage s
        where s.project_id = ${project.id} and s.status <> 'done'
        order by (s.status = 'inProgress') desc, s.seq limit 1)`,
      budget: project.budget,
      contractAmount: project.contractAmount,
      total,
    })
    .from(project)
    .innerJoin(store, eq(store.id, project.storeId))
    .where(mine(user))
    .orderBy(sql`${project.plannedEnd} asc nulls last`, asc(project.id))
    .limit(PROJECT_STATS_LIMIT);
  const lateStages = await db
    .select({
      id: projectStage.id,
      name: projectStage.name,
      projectId: project.id,
      projectCode: project.code,
      projectName: project.name,
      plannedEnd: projectStage.plannedEnd,
      daysLate: sql<number>`(${today}::date - ${projectStage.plannedEnd})`.mapWith(Number),
      total,
    })
    .from(projectStage)
    .innerJoin(project, eq(project.id, projectStage.projectId))
    .where(and(mine(user), ne(projectStage.status, 'done'), lt(projectStage.plannedEnd, today)))
    .orderBy(asc(projectStage.plannedEnd), desc(projectStage.id))
    .limit(PROJECT_STATS_LIMIT);
  // Cost against budget: each listed project's statement total as its detail answers it.
  const costed = [];
  for (const { contractAmount, ...row } of inProgress) {
    const { statementTotal } = await readMoneyFacts(db, { id: row.id, contractAmount });
    costed.push({
      ...row,
      cost: statementTotal,
      overBudget: toCents(statementTotal) > toCents(row.budget),
    });
  }
  const kinds = Object.keys(REQUEST_TABLES) as ProjectWaitingKind[];
  const waiting = await Promise.all(kinds.map((kind) => waitingOf(db, user, kind)));
  const requests = waiting
    .flat()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return {
    inProgress: listOf(costed),
    lateStages: listOf(lateStages),
    waiting: {
      count: waiting.reduce((sum, rows) => sum + (rows[0]?.total ?? 0), 0),
      items: requests.slice(0, PROJECT_STATS_LIMIT).map(({ total: _total, ...row }) => row),
    },
  };
}
