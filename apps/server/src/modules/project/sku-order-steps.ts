import type { SkuOrderEventAction, SkuOrderStatus } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { projectScope } from './project-read';
import { project, projectSkuOrder, projectSkuOrderEvent } from './tables';
import { lockOpenProject } from './visa-write';

export type SkuOrderRow = typeof projectSkuOrder.$inferSelect;

/**
 * SKU order `id` of a project in the caller's scope (else 404), its project locked and open
 * (else 409), the order locked, in one of `allowed` (else 409 naming its state) at `version`
 * when given (else 409).
 */
export async function lockSkuOrder(
  tx: Db,
  user: AuthUser,
  id: number,
  allowed: readonly SkuOrderStatus[],
  version?: number,
): Promise<SkuOrderRow> {
  const [seen] = await tx
    .select({ projectId: projectSkuOrder.projectId })
    .from(projectSkuOrder)
    .innerJoin(project, eq(project.id, projectSkuOrder.projectId))
    .where(and(eq(projectSkuOrder.id, id), projectScope(user.scope)));
  if (!seen) throw new NotFound();
  await lockOpenProject(tx, user, seen.projectId);
  const [row] = await tx
    .select()
    .from(projectSkuOrder)
    .where(eq(projectSkuOrder.id, id))
    .for('update');
  if (!allowed.includes(row!.status as SkuOrderStatus)) {
    throw new Conflict('project.skuOrder.wrongStatus', {
      code: row!.code,
      status: [{ key: `project.skuOrderStatus.${row!.status as SkuOrderStatus}` }],
    });
  }
  if (version !== undefined && row!.version !== version) {
    throw new Conflict('project.skuOrder.stale', { version: row!.version });
  }
  return row!;
}

/**
 * Moves SKU order `row` to `to`: its version on, a timeline row (who, from → to, a note) and,
 * for a person's step, an audit row. `by.actor` is absent when a work order's outcome moves it.
 */
export async function moveSkuOrder(
  tx: Db,
  row: SkuOrderRow,
  to: SkuOrderStatus,
  action: SkuOrderEventAction,
  by: { userId: number | null; actor?: AuthUser },
  extra: { note?: string | null; warehouseId?: number } = {},
): Promise<void> {
  const at = new Date();
  await tx
    .update(projectSkuOrder)
    .set({
      status: to,
      version: row.version + 1,
      updatedAt: at,
      ...(extra.warehouseId === undefined ? {} : { warehouseId: extra.warehouseId }),
    })
    .where(eq(projectSkuOrder.id, row.id));
  await tx.insert(projectSkuOrderEvent).values({
    skuOrderId: row.id,
    action,
    fromStatus: row.status,
    toStatus: to,
    note: extra.note ?? null,
    actorId: by.userId,
    at,
  });
  if (by.actor) {
    await recordAudit(tx, {
      actor: by.actor,
      action,
      entity: 'project-sku-order',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to, ...extra },
    });
  }
}
