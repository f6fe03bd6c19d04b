import type { AssetDocCreate, AssetDocType, AssetStatus } from '@depot/shared';
import type { AssetPlace } from '../../db/schema';

/*
 * Where a document puts its assets: status, custodian, department and store change together
 * (AREAS.md §2), computed here once for the document's submission, its approval, the receiver's
 * signature and a rollback.
 */

export interface Place extends AssetPlace {
  status: AssetStatus;
}

/** The fields of an asset a document moves, as stored. */
export const placeOf = (row: {
  status: string;
  custodianId: number | null;
  deptId: number | null;
  storeId: number | null;
}): Place => ({
  // The check constraint allows only ASSET_STATUSES.
  status: row.status as AssetStatus,
  custodianId: row.custodianId,
  deptId: row.deptId,
  storeId: row.storeId,
});

export const samePlace = (a: AssetPlace, b: AssetPlace): boolean =>
  a.status === b.status &&
  a.custodianId === b.custodianId &&
  a.deptId === b.deptId &&
  a.storeId === b.storeId;

/** What a document names of where its assets go. */
export interface DocTarget {
  docType: AssetDocType;
  applicantId: number;
  borrowerId: number | null;
  receiverId: number | null;
  storeId: number | null;
  toCustodianId: number | null;
  /** A transfer's destination warehouse (then no store and no custodian). */
  toWarehouseId: number | null;
}

/** What a document's body names of where its assets go, for `applicantId`. */
export function docTargetOf(body: AssetDocCreate, applicantId: number): DocTarget {
  return {
    docType: body.docType,
    applicantId,
    borrowerId: body.docType === 'lending' ? body.borrowerId : null,
    receiverId: body.docType === 'pickup' ? body.receiverId : null,
    storeId:
      body.docType === 'return'
        ? body.storeId
        : body.docType === 'transfer'
          ? body.toStoreId
          : null,
    toCustodianId: body.docType === 'transfer' ? body.toCustodianId : null,
    toWarehouseId: body.docType === 'transfer' ? body.toWarehouseId : null,
  };
}

/**
 * Where a document of each type leaves an asset that stood at `before`, once done (for
 * lending, pick-up and return: once signed). A new holder brings their department (`deptOf`;
 * one without a department leaves the asset's). A transfer into a warehouse leaves it idle
 * with no custodian and no store, its department kept: a warehouse is the asset's place, and
 * the movement service that puts it there takes it out of its store (warehouse/movements.ts),
 * so the item's `after` is what the asset then is. A rollback's targets are its original's
 * `before`, not computed here.
 */
export function finalPlace(
  doc: DocTarget,
  before: Place,
  deptOf: (userId: number) => number | null,
): Place {
  const holder = (userId: number) => ({
    custodianId: userId,
    deptId: deptOf(userId) ?? before.deptId,
  });
  switch (doc.docType) {
    case 'lending':
      return { ...before, status: 'lent', ...holder(doc.borrowerId!) };
    case 'pickup':
      return { ...before, status: 'inUse', ...holder(doc.receiverId!) };
    case 'return':
      return { ...before, status: 'idle', custodianId: null, storeId: doc.storeId };
    case 'transfer':
      if (doc.toWarehouseId !== null) {
        return { ...before, status: 'idle', custodianId: null, storeId: null };
      }
      return {
        ...before,
        ...(doc.toCustodianId === null ? {} : { status: 'inUse', ...holder(doc.toCustodianId) }),
        storeId: doc.storeId ?? before.storeId,
      };
    case 'writeOff':
      return { ...before, status: 'writtenOff' };
    case 'damage':
      return { ...before, status: 'damaged' };
    case 'rollback':
      throw new Error('a rollback returns each asset to its original document’s before');
  }
}

/** Whether an approved document of this type waits for the receiver's signature. */
export const isSigned = (docType: AssetDocType): docType is 'lending' | 'pickup' | 'return' =>
  docType === 'lending' || docType === 'pickup' || docType === 'return';

/**
 * Where an approved document leaves an asset until its receiver signs: lending and pick-up
 * hold it awaiting pick-up; a return leaves it with its holder until they sign.
 */
export function awaitingPlace(docType: AssetDocType, before: Place): Place {
  return docType === 'return' ? before : { ...before, status: 'awaitingPickup' };
}

/** Who signs for an approved document: the borrower, the receiver, the returner (applicant). */
export function signerOf(doc: DocTarget): number | null {
  if (doc.docType === 'lending') return doc.borrowerId;
  if (doc.docType === 'pickup') return doc.receiverId;
  if (doc.docType === 'return') return doc.applicantId;
  return null;
}
