import {
  projectOpen,
  PERMISSIONS,
  toChineseAmount,
  type CostVisaDetailRecord,
  type CostVisaPageQuery,
  type CostVisaRecord,
  type Page,
} from '@depot/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { namedFiles } from '../files/named-files';
import { projectScope, seeProject } from './project-read';
import { costVisa, project, projectStage } from './tables';
import { personOf } from '../../core/people';

const P = PERMISSIONS.project;

const columns = {
  id: costVisa.id,
  code: costVisa.code,
  projectId: costVisa.projectId,
  projectCode: project.code,
  projectName: project.name,
  stageId: costVisa.stageId,
  stageName: projectStage.name,
  title: costVisa.title,
  reason: costVisa.reason,
  amount: costVisa.amount,
  // The check constraint allows only COST_VISA_STATUSES.
  status: sql<CostVisaRecord['status']>`${costVisa.status}`,
  applicant: personOf(appUser),
  requestId: costVisa.requestId,
  createdAt: costVisa.createdAt,
  updatedAt: costVisa.updatedAt,
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(costVisa)
    .innerJoin(project, eq(project.id, costVisa.projectId))
    .innerJoin(appUser, eq(appUser.id, costVisa.applicantId))
    .leftJoin(projectStage, eq(projectStage.id, costVisa.stageId))
    .$dynamic();

/** A visa's amount in upper-case Chinese: a saving (negative) reads 负 and its size. */
export function amountUpper(amount: string): string {
  return amount.startsWith('-') ? `负${toChineseAmount(amount.slice(1))}` : toChineseAmount(amount);
}

const withUpper = (row: Omit<CostVisaRecord, 'amountUpper'>): CostVisaRecord => ({
  ...row,
  amountUpper: amountUpper(row.amount),
});

/** The visas of project `projectId` (every one, oldest first). */
export async function readProjectVisas(db: Db, projectId: number): Promise<CostVisaRecord[]> {
  const rows = await heads(db)
    .where(eq(costVisa.projectId, projectId))
    .orderBy(asc(costVisa.createdAt), asc(costVisa.id));
  return rows.map(withUpper);
}

/** One visa (`user`: of a project in their scope, else 404), with its evidence files. */
export async function readVisaDetail(
  db: Db,
  id: number,
  user?: AuthUser,
): Promise<CostVisaDetailRecord> {
  const [row] = await heads(db).where(
    and(eq(costVisa.id, id), user ? projectScope(user.scope) : undefined),
  );
  if (!row) throw new NotFound();
  const [visa] = await db
    .select({ fileIds: costVisa.fileIds, status: project.status })
    .from(costVisa)
    .innerJoin(project, eq(project.id, costVisa.projectId))
    .where(eq(costVisa.id, id));
  const fileIds = visa!.fileIds;
  return {
    ...withUpper(row),
    fileIds,
    files: await namedFiles(db, fileIds),
    canSubmit:
      row.status === 'draft' &&
      row.requestId === null &&
      projectOpen(visa!.status) &&
      user !== undefined &&
      row.applicant.userId === user.userId &&
      user.permissions.includes(P.visa),
  };
}

/** The visas of a project in the caller's scope (else 404), newest first. */
export async function readVisaPage(
  db: Db,
  query: CostVisaPageQuery,
  user: AuthUser,
): Promise<Page<CostVisaRecord>> {
  await seeProject(db, user, query.projectId);
  const page = await readPage(
    {
      select: heads(db),
      count: db.select({ n: count() }).from(costVisa).$dynamic(),
    },
    {
      where: (q: CostVisaPageQuery) => [
        eq(costVisa.projectId, q.projectId),
        q.status ? eq(costVisa.status, q.status) : undefined,
      ],
      sorts: { createdAt: costVisa.createdAt, code: costVisa.code, amount: costVisa.amount },
      order: [desc(costVisa.createdAt), desc(costVisa.id)],
    },
    query,
  );
  return { ...page, records: page.records.map(withUpper) };
}
