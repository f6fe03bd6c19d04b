import type { AssetDocWire } from '@depot/shared';
import dayjs from 'dayjs';
import type { ChosenAsset } from './chosen-asset';
import type { DocFormValues } from './doc-body';

/** The form's values as a document holds them (changing a document sent back). */
export function valuesOf(doc: AssetDocWire): DocFormValues {
  return {
    reason: doc.reason,
    borrowerId: doc.borrower?.userId,
    dueDate: doc.dueDate ? dayjs(doc.dueDate) : null,
    receiverId: doc.receiver?.userId,
    storeId: doc.docType === 'return' ? doc.store?.storeId : undefined,
    toStoreId: doc.docType === 'transfer' ? (doc.store?.storeId ?? null) : undefined,
    toCustodianId: doc.toCustodian?.userId ?? null,
    toWarehouseId: doc.toWarehouse?.warehouseId ?? null,
    rollbackOfId: doc.rollbackOf?.docId,
  };
}

/** The document's assets as the form's list holds them, with their status now. */
export const assetsOf = (doc: AssetDocWire): ChosenAsset[] =>
  doc.items.map(({ assetId, code, name, status }) => ({ assetId, code, name, status }));
