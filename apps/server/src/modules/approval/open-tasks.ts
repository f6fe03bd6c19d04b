import type { ApprovalOpenTask, ApprovalTaskDocument } from '@depot/shared';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { approvalRequest, approvalTask } from '../../db/schema';
import { onViewer } from './access';

/**
 * GET /approval/tasks: of `requestIds` and of the requests carrying `documents` (an approver's
 * notice that opens the document names it), the pending requests whose current step (in its current
 * round) holds a pending task of `userId` (or of a role they hold), with the version an action names. The message
 * drawer asks once for its page of approvers' notices instead of reading every request's
 * detail; one query on the approver's index. A request the caller has no task on is left out,
 * as a missing one is: the answer tells nothing about others' requests.
 */
export async function readOpenTasks(
  db: Db,
  userId: number,
  requestIds: readonly number[],
  documents: readonly ApprovalTaskDocument[] = [],
): Promise<ApprovalOpenTask[]> {
  const named: SQL[] = [];
  if (requestIds.length > 0) named.push(inIntArray(approvalTask.requestId, requestIds));
  if (documents.length > 0) {
    const pairs = documents.map((d) => sql`(${d.docType}::varchar, ${d.documentId}::int)`);
    named.push(
      sql`(${approvalRequest.docType}, ${approvalRequest.documentId}) in (${sql.join(pairs, sql`, `)})`,
    );
  }
  if (named.length === 0) return [];
  return db
    .select({
      requestId: approvalRequest.id,
      docType: approvalRequest.docType,
      documentId: approvalRequest.documentId,
      code: approvalRequest.code,
      version: approvalRequest.version,
      taskId: approvalTask.id,
    })
    .from(approvalTask)
    .innerJoin(
      approvalRequest,
      and(
        eq(approvalRequest.id, approvalTask.requestId),
        eq(approvalRequest.currentStep, approvalTask.step),
        eq(approvalRequest.round, approvalTask.round),
      ),
    )
    .where(
      and(
        onViewer(userId),
        eq(approvalTask.status, 'pending'),
        or(...named),
        eq(approvalRequest.status, 'pending'),
      ),
    )
    .orderBy(asc(approvalRequest.id));
}
