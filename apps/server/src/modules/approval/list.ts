import type {
  ApprovalCounts,
  ApprovalPageQuery,
  ApprovalRequestRow,
  ApprovalView,
  Page,
} from '@depot/shared';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsPattern } from '../../core/pagination';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import {
  appUser,
  approvalCc,
  approvalRequest,
  approvalTask,
  approvalTemplateVersion,
  approvalTrail,
} from '../../db/schema';

/*
 * The approval centre's lists and counts (GET /approval/page, /approval/counts): my to-do, the
 * requests I decided on, my requests and those copied to me, newest first.
 */

const r = approvalRequest;

/** Trail actions that make a request one the actor "did". */
const DONE_ACTIONS = ['approve', 'reject', 'sendBack', 'transfer'] as const;

const pending = sql`${r.status} = 'pending'`;

const rowColumns = {
  requestId: r.id,
  code: r.code,
  docType: r.docType,
  title: r.title,
  applicant: { userId: appUser.id, nickname: appUser.nickname, username: appUser.username },
  status: r.status,
  currentStep: sql<number | null>`case when ${pending} then ${r.currentStep} end`,
  currentStepName: sql<
    string | null
  >`case when ${pending} then ${approvalTemplateVersion.steps} -> ${r.currentStep}::int ->> 'name' end`,
  documentId: r.documentId,
  createdAt: r.createdAt,
  finishedAt: r.finishedAt,
  version: r.version,
};

/** The requests of a view, for user `userId`. */
function inView(tx: Db, view: ApprovalView, userId: number): SQL {
  switch (view) {
    case 'todo':
      return sql`exists (${tx
        .select({ one: sql`1` })
        .from(approvalTask)
        .where(
          and(
            eq(approvalTask.requestId, r.id),
            eq(approvalTask.approverId, userId),
            eq(approvalTask.status, 'pending'),
          ),
        )})`;
    case 'done':
      return sql`exists (${tx
        .select({ one: sql`1` })
        .from(approvalTrail)
        .where(
          and(
            eq(approvalTrail.requestId, r.id),
            eq(approvalTrail.actorId, userId),
            inArray(approvalTrail.action, [...DONE_ACTIONS]),
          ),
        )})`;
    case 'mine':
      return eq(r.applicantId, userId);
    case 'cc':
      return sql`exists (${tx
        .select({ one: sql`1` })
        .from(approvalCc)
        .where(and(eq(approvalCc.requestId, r.id), eq(approvalCc.userId, userId)))})`;
  }
}

/** A page of one view, with its filters (type, status, keyword, applicant, created between). */
export async function readApprovalPage(
  db: Db,
  userId: number,
  query: ApprovalPageQuery,
): Promise<Page<ApprovalRequestRow>> {
  const select = db
    .select(rowColumns)
    .from(r)
    .innerJoin(appUser, eq(appUser.id, r.applicantId))
    .innerJoin(approvalTemplateVersion, eq(approvalTemplateVersion.id, r.templateVersionId));
  const counting = db
    .select({ n: count() })
    .from(r)
    .innerJoin(appUser, eq(appUser.id, r.applicantId));
  return readPage(
    { select, count: counting },
    {
      where: (q: ApprovalPageQuery) => {
        const like = q.keyword ? containsPattern(q.keyword) : null;
        return [
          q.docType ? eq(r.docType, q.docType) : undefined,
          q.status ? eq(r.status, q.status) : undefined,
          q.applicantId ? eq(r.applicantId, q.applicantId) : undefined,
          q.createdFrom ? gte(r.createdAt, q.createdFrom) : undefined,
          q.createdTo ? lt(r.createdAt, q.createdTo) : undefined,
          like
            ? or(
                ilike(r.code, like),
                ilike(r.title, like),
                ilike(appUser.nickname, like),
                ilike(appUser.username, like),
              )
            : undefined,
        ];
      },
      sorts: {},
      order: [desc(r.createdAt), desc(r.id)],
    },
    query,
    inView(db, query.view, userId),
  );
}

/** The viewer's counts: to-do, decided on, own pending requests, unread copies. */
export async function readApprovalCounts(db: Db, userId: number): Promise<ApprovalCounts> {
  const [todo] = await db
    .select({ n: sql<number>`count(distinct ${approvalTask.requestId})::int` })
    .from(approvalTask)
    .where(and(eq(approvalTask.approverId, userId), eq(approvalTask.status, 'pending')));
  const [done] = await db
    .select({ n: sql<number>`count(distinct ${approvalTrail.requestId})::int` })
    .from(approvalTrail)
    .where(
      and(eq(approvalTrail.actorId, userId), inArray(approvalTrail.action, [...DONE_ACTIONS])),
    );
  const [mine] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.applicantId, userId), eq(r.status, 'pending')));
  const [cc] = await db
    .select({ n: count() })
    .from(approvalCc)
    .where(and(eq(approvalCc.userId, userId), isNull(approvalCc.readAt)));
  return { todo: todo!.n, done: done!.n, mine: mine!.n, cc: cc!.n };
}
