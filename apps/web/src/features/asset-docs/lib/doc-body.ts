import type { AssetDocCreateBody, AssetDocType } from '@depot/shared';
import type { Dayjs } from 'dayjs';

/** The form's values: every type's fields (the type decides which are sent). */
export interface DocFormValues {
  reason?: string;
  borrowerId?: number;
  dueDate?: Dayjs | null;
  receiverId?: number;
  storeId?: number;
  toStoreId?: number | null;
  toCustodianId?: number | null;
  toWarehouseId?: number | null;
  rollbackOfId?: number;
}

/**
 * POST /as/doc's body for a type, from checked values (each type's required fields are there)
 * and the chosen assets: only the type's own fields are sent.
 */
export function docBody(
  docType: AssetDocType,
  values: DocFormValues,
  assetIds: number[],
): AssetDocCreateBody {
  const reason = (values.reason ?? '').trim();
  switch (docType) {
    case 'lending':
      return {
        docType,
        assetIds,
        reason,
        borrowerId: values.borrowerId!,
        dueDate: values.dueDate!.format('YYYY-MM-DD'),
      };
    case 'pickup':
      return { docType, assetIds, reason, receiverId: values.receiverId! };
    case 'return':
      return { docType, assetIds, reason, storeId: values.storeId! };
    case 'transfer':
      return {
        docType,
        assetIds,
        reason,
        toStoreId: values.toStoreId ?? null,
        toCustodianId: values.toCustodianId ?? null,
        toWarehouseId: values.toWarehouseId ?? null,
      };
    case 'writeOff':
    case 'damage':
      return { docType, assetIds, reason };
    case 'rollback':
      return { docType, reason, rollbackOfId: values.rollbackOfId! };
  }
}
