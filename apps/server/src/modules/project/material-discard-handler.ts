import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { readHoldings } from './material-holdings';
import { readMaterialDiscard } from './material-discard-read';
import {
  lockOpenForApproval,
  lockProjectRequest,
  projectRequestFacts,
} from './project-request-lock';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { projectMaterialDiscard } from './tables';

const lockMaterialDiscard = (tx: Db, id: number) =>
  lockProjectRequest(tx, projectMaterialDiscard, id, 'material discard');

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
    return projectRequestFacts(await lockMaterialDiscard(tx, documentId));
  },
  async apply(tx, documentId, ctx) {
    const row = await lockMaterialDiscard(tx, documentId);
    const head = await lockOpenForApproval(tx, row, 'project.materialDiscardNotPending');
    const held = new Map(
      (await readHoldings(tx, head.id, row.id)).map((h) => [h.skuOrderLineId, h]),
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
        projectId: head.id,
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
