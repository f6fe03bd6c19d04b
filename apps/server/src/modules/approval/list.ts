import type {
  ApprovalCounts,
  ApprovalPageQuery,
  ApprovalRequestRow,
  ApprovalView,
} from '@depot/shared';
import { and, count, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { okBytes } from '../../core/json-answer';
import { containsPattern, offsetOf } from '../../core/pagination';
import { keptPages, MAX_KEPT } from '../../core/resource/kept-pages';
import { SharedReads } from '../../core/shared-reads';
import type { Db } from '../../db/client';
import {
  appUser,
  approvalCc,
  approvalRequest,
  approvalTask,
  approvalTemplateVersion,
  approvalTrail,
} from '../../db/schema';
import { heldRoles } from './access';

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
      // Said twice (an open task is only ever on a pending request) so that the approver's
      // newest requests are read from the pending requests' index, newest first, each
      // checked on the approver's task index: a page costs ~20 probes with 50,000 to do.
      // A role's task waits on every holder of the role (docs/approvals.md "A role's task"),
      // checked on the role tasks' index.
      return sql`${pending} and (exists (${tx
        .select({ one: sql`1` })
        .from(approvalTask)
        .where(
          and(
            eq(approvalTask.requestId, r.id),
            eq(approvalTask.approverId, userId),
            eq(approvalTask.status, 'pending'),
          ),
        )}) or exists (${tx
        .select({ one: sql`1` })
        .from(approvalTask)
        .where(
          and(
            eq(approvalTask.requestId, r.id),
            heldRoles(userId),
            eq(approvalTask.status, 'pending'),
          ),
        )}))`;
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

/** The rows of a page, with the applicant and the step's name. */
const selectFrom = (db: Db) =>
  db
    .select(rowColumns)
    .from(r)
    .innerJoin(appUser, eq(appUser.id, r.applicantId))
    .innerJoin(approvalTemplateVersion, eq(approvalTemplateVersion.id, r.templateVersionId));

/** The count over the same rows (the keyword reads the applicant's names). */
const countFrom = (db: Db) =>
  db.select({ n: count() }).from(r).innerJoin(appUser, eq(appUser.id, r.applicantId));

/**
 * Newest first, said as the indexes are written (drizzle writes `DESC NULLS LAST`; a plain
 * `DESC` means `NULLS FIRST`, which PostgreSQL will not read from them): the columns are never
 * null, so the order is the same.
 */
const NEWEST_FIRST = [sql`${r.createdAt} desc nulls last`, sql`${r.id} desc nulls last`];

/** The page's filters: type, status, keyword, applicant, created between. */
function pageWhere(q: ApprovalPageQuery): Array<SQL | undefined> {
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
}

/**
 * How many requests wait on the user: counted on their task index alone (an open task is only
 * ever on a pending request). The to-do's total without filters too, so the two always agree;
 * with 50,000 to do, joining every task to its request took ten times as long.
 */
async function todoCount(db: Db, userId: number): Promise<number> {
  const open = eq(approvalTask.status, 'pending');
  const mine = db
    .select({ requestId: approvalTask.requestId })
    .from(approvalTask)
    .where(and(eq(approvalTask.approverId, userId), open));
  const roles = db
    .select({ requestId: approvalTask.requestId })
    .from(approvalTask)
    .where(and(heldRoles(userId), open));
  // `union` keeps each request once, each side read from its own index.
  const both = union(mine, roles).as('todo');
  const [todo] = await db.select({ n: sql<number>`count(*)::int` }).from(both);
  return todo!.n;
}

/** The viewer's counts: to-do, decided on, own pending requests, unread copies. */
async function readApprovalCounts(db: Db, userId: number): Promise<ApprovalCounts> {
  const todo = await todoCount(db, userId);
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
  return { todo, done: done!.n, mine: mine!.n, cc: cc!.n };
}

/**
 * The approval centre's answers as the bytes sent, kept in memory per change version of
 * `approval` (drizzle/0019: any write to requests, tasks, trails, copies, and to users' names),
 * so a list or its counts asked for again cost one batched version check until something
 * changes, and are never stale (issue #17: the to-do list at 100,000 pending requests, the
 * list targets). Callers asking for the same thing while it is read share that read. Each
 * answer is the caller's own: kept per user.
 */
export function createApprovalLists(db: Db) {
  const lists = keptPages(db, 'approval');
  const counts = new SharedReads<Buffer>(MAX_KEPT);

  return {
    async pageAnswer(userId: number, query: ApprovalPageQuery): Promise<Buffer> {
      const version = await lists.version();
      const { current: _current, size: _size, ...filters } = query;
      const where = () => and(inView(db, query.view, userId), ...pageWhere(query));
      return lists.answer(version, {
        filterKey: JSON.stringify([userId, filters]),
        query,
        count: async () => {
          if (query.view === 'todo' && pageWhere(query).every((w) => w === undefined)) {
            return todoCount(db, userId);
          }
          const [row] = await countFrom(db).where(where());
          return row!.n;
        },
        rows: async (total) => {
          // Typed as the wire's row: what is written is what the route's schema describes.
          const rows: ApprovalRequestRow[] = total
            ? await selectFrom(db)
                .where(where())
                .orderBy(...NEWEST_FIRST)
                .limit(query.size)
                .offset(offsetOf(query))
            : [];
          return rows.map((row) => JSON.stringify(row));
        },
      });
    },

    async countsAnswer(userId: number): Promise<Buffer> {
      const version = await lists.version();
      return counts.at(String(userId), version, async () =>
        okBytes(JSON.stringify(await readApprovalCounts(db, userId))),
      );
    },
  };
}

export type ApprovalLists = ReturnType<typeof createApprovalLists>;
