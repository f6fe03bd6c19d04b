import { eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { projectDocFacts } from './doc-facts';
import { readHoldings } from './material-holdings';
import { readMaterialDiscard } from './material-discard-read';
import { checkOpen } from './project-write';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { project, projectMaterialDiscard } from './tables';

async function lockMaterialDiscard(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: projectMaterialDiscard.id,
      code: projectMaterialDiscard.code,
      status: projectMaterialDiscard.status,
      reason: projectMaterialDiscard.reason,
      projectId: project.id,
      projectCode: project.code,
      projectName: project.name,
      enterpriseId: store.enterpriseId,
    })
    .from(projectMaterialDiscard)
    .innerJoin(project, eq(project.id, projectMaterialDiscard.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(projectMaterialDiscard.id, id))
    .for('update', { of: projectMaterialDiscard });
  if (!row) throw new Error(`material discard ${id} does not exist`);
  return row;
}

/**
 * The approval engine's handler of material discards (notices 51 and 52). Approved, in the
 * approval's transaction and under the project's lock, each line is checked again against what
 * its SKU order line holds now (issued, less the other approved discards): a return or an
 * earlier discard that left less than asked refuses the approval (409 naming the SKU) and
 * nothing changes. Approved, the discard's own rows are the record: no SKU order, line or
 * movement is changed (the stock left the warehouse when the order was issued).
 */
export const materialDiscardHandler: ApprovalDocHandler = {
  docType: 'materialDiscard',
  async facts(tx, documentId) {
    const row = await lockMaterialDiscard(tx, documentId);
    return projectDocFacts(
      `${row.code} ${row.projectCode} ${row.projectName}`,
      null,
      row.enterpriseId,
    );
  },
  async apply(tx, documentId, ctx) {
    const row = await lockMaterialDiscard(tx, documentId);
    const [head] = await tx
      .select({ id: project.id, code: project.code, status: project.status })
      .from(project)
      .where(eq(project.id, row.projectId))
      .for('update');
    checkOpen(head!);
    if (row.status !== 'pending') {
      throw new Conflict('project.materialDiscardNotPending', { code: row.code });
    }
    const held = new Map(
      (await readHoldings(tx, head!.id, row.id)).map((h) => [h.skuOrderLineId, h]),
    );
    const { lines } = await readMaterialDiscard(tx, row.id);
    for (const line of lines) {
      const now = held.get(line.skuOrderLineId);
      if (!now || now.held < line.quantity) {
        throw new Conflict('project.materialShort', {
          code: row.code,
          sku: `${line.skuCode} ${line.skuName}`,
          order: line.skuOrderCode,
          held: now?.held ?? 0,
          asked: line.quantity,
        });
      }
    }
    await setRequestStatus(tx, projectMaterialDiscard, row.id, 'approved');
    await auditFollow(tx, ctx, {
      action: 'approve',
      entity: 'project-material-discard',
      entityId: row.id,
      from: row.status,
      to: 'approved',
      more: {
        projectId: head!.id,
        lines: lines.map((l) => ({ skuOrderLineId: l.skuOrderLineId, quantity: l.quantity })),
      },
    });
  },
  onOutcome: followRequestOutcome(
    projectMaterialDiscard,
    'project-material-discard',
    lockMaterialDiscard,
  ),
  async detail(tx, documentId) {
    return readMaterialDiscard(tx, documentId);
  },
};
