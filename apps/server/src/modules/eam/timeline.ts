import type { RepairTimelineEntry } from '@depot/shared';
import { asc, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/audit';
import type { Db } from '../../db/client';
import { repairTimeline } from '../../db/schema';

export interface TimelineInput {
  orderId: number;
  subOrderId?: number | null;
  /** An order action, 'create', 'edit', or `suborder.<action>`. */
  action: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  at: Date;
}

/** Adds entries to the timeline, in the transaction of the change they record. */
export async function addTimeline(
  tx: Db,
  actor: Actor | null,
  entries: readonly TimelineInput[],
): Promise<void> {
  if (!entries.length) return;
  await tx.insert(repairTimeline).values(
    entries.map((e) => ({
      orderId: e.orderId,
      subOrderId: e.subOrderId ?? null,
      action: e.action,
      fromStatus: e.from ?? null,
      toStatus: e.to ?? null,
      reason: e.reason ?? null,
      userId: actor?.userId ?? null,
      username: actor?.username ?? null,
      at: e.at,
    })),
  );
}

/** Entries matching `where`, oldest first. */
export async function readTimeline(tx: Db, where: SQL): Promise<RepairTimelineEntry[]> {
  const rows = await tx
    .select()
    .from(repairTimeline)
    .where(where)
    .orderBy(asc(repairTimeline.at), asc(repairTimeline.id));
  return rows.map((r) => ({
    id: r.id,
    subOrderId: r.subOrderId,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    userId: r.userId,
    username: r.username,
    at: r.at.toISOString(),
  }));
}
