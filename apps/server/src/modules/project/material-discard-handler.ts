import { Conflict } from '../../core/errors';
import { readHoldings } from './material-holdings';
import { readMaterialDiscard } from './material-discard-read';
import { projectRequestHandler } from './project-request-handler';
import { projectMaterialDiscard } from './tables';

/**
 * The approval engine's handler of material discards (notices 51 and 52). Approved, in the
 * approval's transaction and under the project's lock, each line is checked again against what
 * its SKU order line holds now (issued, less the other approved discards): a return or an
 * earlier discard that left less than asked refuses the approval (409 naming the SKU) and
 * nothing changes. Approved, the discard's own rows are the record: no SKU order, line or
 * movement is changed (the stock left the warehouse when the order was issued).
 */
export const materialDiscardHandler = projectRequestHandler({
  docType: 'materialDiscard',
  table: projectMaterialDiscard,
  what: 'material discard',
  entity: 'project-material-discard',
  notPending: 'project.materialDiscardNotPending',
  async approve(tx, row, head) {
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
    return {
      action: 'approve',
      entity: 'project-material-discard',
      entityId: row.id,
      from: row.status,
      to: 'approved',
      more: {
        projectId: head.id,
        lines: lines.map((l) => ({ skuOrderLineId: l.skuOrderLineId, quantity: l.quantity })),
      },
    };
  },
  detail: (tx, id) => readMaterialDiscard(tx, id),
});
