import { actorById, recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import type { ApprovalContext } from './doc-handler';

/**
 * Audits a document following its approval request: `action` (an outcome, or `approve` for the
 * effect) took it from status `from` to `to`, on behalf of the request's decider (none: the
 * engine, on a timeout); `more` is added to what the row says after.
 */
export async function auditFollow(
  tx: Db,
  ctx: ApprovalContext,
  entry: {
    action: string;
    entity: string;
    entityId: number;
    from: string;
    to: string;
    more?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    actor: await actorById(tx, ctx.actorId),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: { status: entry.from },
    after: { status: entry.to, requestId: ctx.requestId, ...entry.more },
  });
}
