import { PERMISSIONS } from '@depot/shared';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { approvalCc, approvalTask, userRole } from '../../db/schema';
import type { Language } from '../../core/i18n';

/** Who reads a request: the signed-in caller with their keys. */
export interface Viewer {
  userId: number;
  username: string;
  permissions: readonly string[];
  /** The language the viewer reads the trail's system notes in (Chinese when not said). */
  language?: Language;
}

/** How the viewer is involved in a request. */
export interface Involvement {
  applicant: boolean;
  /** They have (or had) a task on it. */
  approver: boolean;
  copied: boolean;
  /** They hold approval_template_view: they see every request. */
  supervisor: boolean;
}

/**
 * Tasks that are, or were, the user's: on them, or on a role they hold (a role's task, decided
 * or not: every holder of the role reads the request, as each had a task before).
 */
export const onViewer = (userId: number): SQL =>
  or(eq(approvalTask.approverId, userId), heldRoles(userId))!;

/** Tasks on a role `userId` holds (a role's task: docs/approvals.md "A role's task"). */
export const heldRoles = (userId: number): SQL =>
  sql`${approvalTask.roleId} in (select ${userRole.roleId} from ${userRole}
    where ${userRole.userId} = ${userId})`;

export async function involvementIn(
  tx: Db,
  request: { id: number; applicantId: number },
  viewer: Viewer,
): Promise<Involvement> {
  const [task] = await tx
    .select({ id: approvalTask.id })
    .from(approvalTask)
    .where(and(eq(approvalTask.requestId, request.id), onViewer(viewer.userId)))
    .limit(1);
  const [cc] = await tx
    .select({ userId: approvalCc.userId })
    .from(approvalCc)
    .where(and(eq(approvalCc.requestId, request.id), eq(approvalCc.userId, viewer.userId)));
  return {
    applicant: request.applicantId === viewer.userId,
    approver: task !== undefined,
    copied: cc !== undefined,
    supervisor: viewer.permissions.includes(PERMISSIONS.approval.template.view),
  };
}

/** Takes part in the request (applicant, approver, copied): may add copies. */
export const takesPart = (i: Involvement) => i.applicant || i.approver || i.copied;

/**
 * The viewer's involvement in a request they may read; anyone else gets a 404, as for a
 * request that does not exist (it tells a guesser nothing).
 */
export async function readableBy(
  tx: Db,
  request: { id: number; applicantId: number },
  viewer: Viewer,
): Promise<Involvement> {
  const involvement = await involvementIn(tx, request, viewer);
  if (!takesPart(involvement) && !involvement.supervisor) throw new NotFound('approval.notFound');
  return involvement;
}
