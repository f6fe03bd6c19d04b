import type { ApprovalDocType } from '@depot/shared';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import type { ApprovalContext, ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import {
  lockOpenForApproval,
  lockProjectRequest,
  projectRequestFacts,
  type ProjectRequestRow,
  type ProjectRequestTable,
} from './project-request-lock';
import { followRequestOutcome, setRequestStatus } from './request-outcome';

type ProjectHead = Awaited<ReturnType<typeof lockOpenForApproval>>;

/**
 * The approval engine's handler of a request about a whole project (a discarding, a material
 * discard), stored in `table`. Approving it locks the request and its project, refuses a closed
 * project or a request no longer pending (the 409 `notPending`), then `approve` checks and
 * writes the request's own effect and answers its audit entry; the request becomes approved and
 * the entry is audited on behalf of the decider. Its other outcomes follow REQUEST_OUTCOME,
 * audited as `entity`; `what` names it in the error of a request that does not exist.
 */
export function projectRequestHandler(spec: {
  docType: ApprovalDocType;
  table: ProjectRequestTable;
  what: string;
  entity: string;
  notPending: MessageKey;
  approve(
    tx: Db,
    row: ProjectRequestRow,
    head: ProjectHead,
    ctx: ApprovalContext,
  ): Promise<Parameters<typeof auditFollow>[2]>;
  detail(tx: Db, id: number): Promise<Record<string, unknown>>;
}): ApprovalDocHandler {
  const lock = (tx: Db, id: number) => lockProjectRequest(tx, spec.table, id, spec.what);
  return {
    docType: spec.docType,
    async facts(tx, documentId) {
      return projectRequestFacts(await lock(tx, documentId));
    },
    async apply(tx, documentId, ctx) {
      const row = await lock(tx, documentId);
      const head = await lockOpenForApproval(tx, row, spec.notPending);
      const audit = await spec.approve(tx, row, head, ctx);
      await setRequestStatus(tx, spec.table, row.id, 'approved');
      await auditFollow(tx, ctx, audit);
    },
    onOutcome: followRequestOutcome(spec.table, spec.entity, lock),
    detail: spec.detail,
  };
}
