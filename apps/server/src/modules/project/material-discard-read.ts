import {
  projectOpen,
  PERMISSIONS,
  type MaterialDiscardLine,
  type MaterialDiscardPageRecord,
  type MaterialDiscardRecord,
  type ProjectRequestStatus,
} from '@depot/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { namedFiles } from '../files/named-files';
import { sku } from '../purchase/tables';
import { readHoldings, skuOrderLineFacts } from './material-holdings';
import { projectHeadColumns } from './order-read';
import { projectScope, readProject } from './project-read';
import {
  project,
  projectMaterialDiscard,
  projectMaterialDiscardLine,
  projectSkuOrder,
  projectSkuOrderLine,
} from './tables';

/* Reads of a project's material discards (docs/projects.md "Discarding materials"). */

const heads = (db: Db) =>
  db
    .select({
      id: projectMaterialDiscard.id,
      code: projectMaterialDiscard.code,
      ...projectHeadColumns,
      applicant: personOf(appUser),
      reason: projectMaterialDiscard.reason,
      // The check constraint allows only PROJECT_REQUEST_STATUSES.
      status: sql<ProjectRequestStatus>`${projectMaterialDiscard.status}`,
      requestId: projectMaterialDiscard.requestId,
      fileIds: projectMaterialDiscard.fileIds,
      createdAt: projectMaterialDiscard.createdAt,
      updatedAt: projectMaterialDiscard.updatedAt,
    })
    .from(projectMaterialDiscard)
    .innerJoin(project, eq(project.id, projectMaterialDiscard.projectId))
    .innerJoin(appUser, eq(appUser.id, projectMaterialDiscard.applicantId))
    .$dynamic();

type Head = Awaited<ReturnType<ReturnType<typeof heads>['execute']>>[number];

/** The lines of material discards `ids`, by discard id, in their SKU orders' order. */
async function linesOf(db: Db, ids: number[]): Promise<Map<number, MaterialDiscardLine[]>> {
  const byDiscard = new Map<number, MaterialDiscardLine[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byDiscard;
  const rows = await db
    .select({
      discardId: projectMaterialDiscardLine.discardId,
      ...skuOrderLineFacts,
      quantity: projectMaterialDiscardLine.quantity,
    })
    .from(projectMaterialDiscardLine)
    .innerJoin(
      projectSkuOrderLine,
      eq(projectSkuOrderLine.id, projectMaterialDiscardLine.skuOrderLineId),
    )
    .innerJoin(projectSkuOrder, eq(projectSkuOrder.id, projectSkuOrderLine.skuOrderId))
    .innerJoin(sku, eq(sku.id, projectSkuOrderLine.skuId))
    .where(inArray(projectMaterialDiscardLine.discardId, ids))
    .orderBy(asc(projectSkuOrder.id), asc(projectSkuOrderLine.sort));
  for (const { discardId, ...line } of rows) byDiscard.get(discardId)!.push(line);
  return byDiscard;
}

async function complete(db: Db, rows: Head[]): Promise<MaterialDiscardRecord[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const out: MaterialDiscardRecord[] = [];
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  for (const row of rows) {
    out.push({ ...row, lines: lines.get(row.id)!, files: await namedFiles(db, row.fileIds) });
  }
  return out;
}

/** One material discard (`user`: of a project in their scope, else 404), lines and files. */
export async function readMaterialDiscard(
  db: Db,
  id: number,
  user?: AuthUser,
): Promise<MaterialDiscardRecord> {
  const rows = await heads(db).where(
    and(eq(projectMaterialDiscard.id, id), user ? projectScope(user.scope) : undefined),
  );
  if (!rows.length) throw new NotFound();
  return (await complete(db, rows))[0]!;
}

/** Project `projectId`'s material discards, newest first (no scope check: the caller's). */
export async function readMaterialDiscards(
  db: Db,
  projectId: number,
): Promise<MaterialDiscardRecord[]> {
  const rows = await heads(db)
    .where(eq(projectMaterialDiscard.projectId, projectId))
    .orderBy(desc(projectMaterialDiscard.id));
  return complete(db, rows);
}

/**
 * GET /item/material-discard/list: what project `projectId` (of the caller's scope, else 404)
 * holds by SKU order line, its material discards, and whether the caller may discard now.
 */
export async function readMaterialDiscardPage(
  db: Db,
  projectId: number,
  user: AuthUser,
): Promise<MaterialDiscardPageRecord> {
  const head = await readProject(db, projectId, user.scope);
  const holdings = await readHoldings(db, projectId);
  const discards = await readMaterialDiscards(db, projectId);
  const open = projectOpen(head.status);
  return {
    holdings,
    discards,
    canDiscard:
      open &&
      user.permissions.includes(PERMISSIONS.project.discard) &&
      holdings.some((h) => h.available > 0),
  };
}
