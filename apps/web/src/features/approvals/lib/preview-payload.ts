import type { ApprovalDocType } from '@depot/shared';
import dayjs from 'dayjs';

/** What the preview asks beside the type and the applicant. */
export interface PreviewDocument {
  assetIds?: number[];
  /** Where a return brings the assets, or where a transfer sends them. */
  storeId?: number;
  /** The approved document a rollback reverses. */
  rollbackOfId?: number;
  /** The warehouse a warehouse-in brings goods into (its keepers may approve). */
  warehouseId?: number;
  /** The door lock a door password is asked for (its keeper may approve). */
  lockId?: number;
}

/**
 * What each type's preview asks (the assets, a store, a rollback's original, the warehouse of a
 * warehouse-in, the lock of a door password); a type not listed asks nothing more.
 */
export const PREVIEW_FIELDS: Partial<
  Record<ApprovalDocType, ReadonlyArray<keyof PreviewDocument>>
> = {
  lending: ['assetIds'],
  pickup: ['assetIds'],
  return: ['assetIds', 'storeId'],
  transfer: ['assetIds', 'storeId'],
  writeOff: ['assetIds'],
  damage: ['assetIds'],
  rollback: ['rollbackOfId'],
  specialOrder: ['storeId', 'assetIds'],
  warehouseIn: ['warehouseId', 'assetIds'],
  doorPassword: ['lockId'],
};

/** A reason is required by the create body; the preview writes nothing, so any text will do. */
const REASON = 'preview';

/**
 * The create body the preview sends as its payload (POST /approval/template/preview reads it
 * as the document type reads a new document). What decides the approvers is asked (assets, the
 * store, the original); the rest is filled in: the applicant borrows and receives, a lending is
 * due in a week.
 */
export function previewPayload(
  docType: ApprovalDocType,
  applicantId: number,
  doc: PreviewDocument,
): Record<string, unknown> {
  const assetIds = doc.assetIds ?? [];
  switch (docType) {
    case 'lending':
      return {
        assetIds,
        reason: REASON,
        borrowerId: applicantId,
        dueDate: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      };
    case 'pickup':
      return { assetIds, reason: REASON, receiverId: applicantId };
    case 'return':
      return { assetIds, reason: REASON, storeId: doc.storeId };
    case 'transfer':
      return { assetIds, reason: REASON, toStoreId: doc.storeId ?? null, toCustodianId: null };
    case 'writeOff':
    case 'damage':
      return { assetIds, reason: REASON };
    case 'rollback':
      return { reason: REASON, rollbackOfId: doc.rollbackOfId };
    case 'warehouseIn':
      return { warehouseId: doc.warehouseId, source: 'other', assetIds };
    case 'specialOrder':
      return { kind: 'install', storeId: doc.storeId, assetIds, reason: REASON };
    case 'stocktake':
      // A stocktake's differences exist only once counted: the server cannot preview one (400).
      return {};
    case 'purchaseOrder':
      // A work order's amount comes from its lines, which this form does not ask: the server
      // answers the empty body with a 400 (a template's amount condition is tried by submitting).
      return {};
    case 'purchaseAmendment':
      // An amendment's amount is its difference against an approved order: the server answers
      // the empty body with a 400 (a template's amount condition is tried by raising one).
      return {};
    case 'costVisa':
    case 'projectDiscard':
    case 'startWork':
    case 'designChange':
    case 'materialDiscard':
      // A visa's amount and project are its own, as a project's discarding, start of work,
      // design change and material discard are: the server answers the empty body with a 400
      // (a template is tried by submitting).
      return {};
    case 'doorPassword':
      return {
        lockId: doc.lockId,
        startsAt: dayjs().toISOString(),
        endsAt: dayjs().add(1, 'day').toISOString(),
        reason: REASON,
      };
  }
}
