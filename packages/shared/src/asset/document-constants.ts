/*
 * Lifecycle documents (AREAS.md §2, issue #17) without zod: lending, pick-up, return, transfer,
 * write-off, damage and rollback, each carrying one or many assets through approval. Their wire
 * contracts are in ./document-schema.ts.
 */
import type { ApprovalDocType } from '../approval/constants';
import type { AssetStatus } from './constants';

/** The lifecycle document types: the approval engine's asset document types. */
export const ASSET_DOC_TYPES = [
  'lending',
  'pickup',
  'return',
  'transfer',
  'writeOff',
  'damage',
  'rollback',
] as const satisfies readonly ApprovalDocType[];
export type AssetDocType = (typeof ASSET_DOC_TYPES)[number];

/**
 * A document's own status, apart from its approval's: in approval, sent back to the applicant,
 * approved and waiting for the receiver's signature (pick-up, lending, return), done, rejected,
 * withdrawn, or rolled back by a later rollback document.
 */
export const ASSET_DOC_STATUSES = [
  'pending',
  'sentBack',
  'awaitingSignature',
  'done',
  'rejected',
  'withdrawn',
  'rolledBack',
] as const;
export type AssetDocStatus = (typeof ASSET_DOC_STATUSES)[number];

/** `<prefix>` + yyyyMMdd + a 6-digit daily sequence, per type. */
export const ASSET_DOC_CODE_PREFIX: Record<AssetDocType, string> = {
  lending: 'JY',
  pickup: 'LY',
  return: 'GH',
  transfer: 'DB',
  writeOff: 'BF',
  damage: 'BS',
  rollback: 'CH',
};

/** The statuses an asset may have to be put on a document of each type. */
export const ASSET_DOC_ELIGIBLE: Record<
  Exclude<AssetDocType, 'rollback'>,
  readonly AssetStatus[]
> = {
  lending: ['idle'],
  pickup: ['idle'],
  return: ['inUse', 'lent'],
  transfer: ['idle', 'inUse'],
  writeOff: ['idle', 'damaged', 'lost'],
  damage: ['idle', 'inUse', 'lent'],
};

/** The type of a document code (`JY20260301000001`: prefix, day, sequence), or null. */
export function assetDocTypeOfCode(code: string): AssetDocType | null {
  const match = /^([A-Z]{2})\d{14}$/.exec(code);
  if (!match) return null;
  const found = ASSET_DOC_TYPES.find((type) => ASSET_DOC_CODE_PREFIX[type] === match[1]);
  return found ?? null;
}

/**
 * The asset history row a signed document writes beside its status change (one per asset, its
 * source the document's code): field `signature`, before null, after the id of the signature's
 * PNG (a file read through GET /admin/files/:id by whoever sees the asset).
 */
export const ASSET_SIGNATURE_FIELD = 'signature';

/** The documents whose approval waits for the receiver's (or returner's) signature. */
export const ASSET_DOC_SIGNED: readonly AssetDocType[] = ['lending', 'pickup', 'return'];

/** The most assets one document may carry. */
export const ASSET_DOC_MAX_ASSETS = 500;

/** How long a pickup certificate's QR stays valid, and how many wrong tries it takes. */
export const CERTIFICATE_TTL_HOURS = 72;
export const CERTIFICATE_MAX_TRIES = 5;

/**
 * What a refused signing (POST /as/certificate/:token/sign) says beside its message: a wrong
 * username or password (426) gives the tries the certificate has left; a wrong, used or expired
 * token is a 404 that says nothing more.
 */
export interface CertificateSignRefusal {
  triesLeft?: number;
}

/** The apply key per document type (a button menu under the asset area). */
export const ASSET_DOC_PERMISSIONS = {
  view: 'as_doc_view',
  lending: 'as_doc_lending',
  pickup: 'as_doc_pickup',
  return: 'as_doc_return',
  transfer: 'as_doc_transfer',
  writeOff: 'as_doc_writeoff',
  damage: 'as_doc_damage',
  rollback: 'as_doc_rollback',
  /** Issue or print a pickup certificate (the keeper). */
  certificate: 'as_doc_certificate',
} as const;
