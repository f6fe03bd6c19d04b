import {
  ASSET_DOC_STATUSES,
  ASSET_DOC_TYPES,
  type AssetDocStatus,
  type AssetDocType,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, partOf, timestamptz } from './columns';
import { versionedColumns } from './versioned-columns';
import { approvalRequest } from './approval';
import { asset } from './asset';
import { storedFile } from './files';
import { store } from './org';
import { createdBy } from './user-columns';
import { appUser } from './users';
import { warehouse } from '../../modules/warehouse/tables';

/*
 * The asset lifecycle documents (AREAS.md §2, issue #17, docs/asset-documents.md): lending,
 * pick-up, return, transfer, write-off, damage and rollback, each carrying one or many assets
 * through the approval engine; the pickup certificates their receivers sign; the reminders sent.
 */

/** What a document holds of an asset before its effect and after it. */
export interface AssetPlace {
  status: string;
  custodianId: number | null;
  deptId: number | null;
  storeId: number | null;
}

/**
 * A lifecycle document. Its own status follows its approval request's (pending, sent back,
 * rejected, withdrawn) until the approval applies its effect: then awaiting the receiver's
 * signature (lending, pick-up, return) or done; a later rollback marks it rolled back.
 * `store_id` is where the assets go: a return's store, a transfer's new store;
 * `to_warehouse_id` a transfer's warehouse instead (then no store and no custodian).
 */
export const assetDoc = pg.pgTable(
  'asset_doc',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** ASSET_DOC_CODE_PREFIX + yyyyMMdd (the stores' day) + a 6-digit daily sequence per prefix. */
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    docType: pg.varchar('doc_type', { length: 16 }).$type<AssetDocType>().notNull(),
    status: pg
      .varchar('status', { length: 20 })
      .$type<AssetDocStatus>()
      .notNull()
      .default('pending'),
    reason: pg.varchar('reason', { length: 500 }).notNull(),
    applicantId: needs('applicant_id', () => appUser.id),
    borrowerId: pg.integer('borrower_id').references(() => appUser.id, { onDelete: 'restrict' }),
    dueDate: pg.date('due_date', { mode: 'string' }),
    receiverId: pg.integer('receiver_id').references(() => appUser.id, { onDelete: 'restrict' }),
    storeId: pg.integer('store_id').references(() => store.id, { onDelete: 'restrict' }),
    toCustodianId: pg.integer('to_custodian_id').references(() => appUser.id, {
      onDelete: 'restrict',
    }),
    toWarehouseId: pg.integer('to_warehouse_id').references(() => warehouse.id, {
      onDelete: 'restrict',
    }),
    rollbackOfId: pg.integer('rollback_of_id').references((): pg.AnyPgColumn => assetDoc.id, {
      onDelete: 'restrict',
    }),
    requestId: pg.integer('request_id').references(() => approvalRequest.id, {
      onDelete: 'restrict',
    }),
    signedBy: pg.integer('signed_by').references(() => appUser.id, { onDelete: 'restrict' }),
    signedAt: timestamptz('signed_at'),
    signatureFileId: pg.uuid('signature_file_id').references(() => storedFile.id, {
      onDelete: 'restrict',
    }),
    ...versionedColumns(),
  },
  (t) => [
    // The list, newest first.
    pg.index('asset_doc_created_idx').on(t.createdAt.desc(), t.id.desc()),
    pg.index('asset_doc_applicant_idx').on(t.applicantId, t.id),
    pg.index('asset_doc_type_status_idx').on(t.docType, t.status),
    pg.index('asset_doc_signature_idx').on(t.signatureFileId),
    // A document is rolled back at most once: one rollback in approval or done per document
    // (a rejected or withdrawn one leaves room for another).
    pg
      .uniqueIndex('asset_doc_rollback_of_unique')
      .on(t.rollbackOfId)
      .where(sql`${t.rollbackOfId} is not null and ${t.status} in ('pending', 'sentBack', 'done')`),
    // A warehouse is a transfer's whole destination.
    pg
      .index('asset_doc_to_warehouse_idx')
      .on(t.toWarehouseId)
      .where(sql`${t.toWarehouseId} is not null`),
    pg.check(
      'asset_doc_to_warehouse_check',
      sql`${t.toWarehouseId} is null or (${t.docType} = 'transfer' and ${t.storeId} is null and ${t.toCustodianId} is null)`,
    ),
    pg.check('asset_doc_type_check', sql`${t.docType} in (${listOf(ASSET_DOC_TYPES)})`),
    pg.check('asset_doc_status_check', sql`${t.status} in (${listOf(ASSET_DOC_STATUSES)})`),
  ],
);

/**
 * An asset on a document: where it stood when the document was submitted (`before`) and where
 * the document puts it (`after`). `open` while the document is unfinished (in approval, sent
 * back, awaiting a signature): an asset is on at most one unfinished document.
 */
export const assetDocItem = pg.pgTable(
  'asset_doc_item',
  {
    docId: partOf('doc_id', () => assetDoc.id),
    assetId: needs('asset_id', () => asset.id),
    before: pg.jsonb('before').$type<AssetPlace>().notNull(),
    after: pg.jsonb('after').$type<AssetPlace>().notNull(),
    open: pg.boolean('open').notNull().default(true),
  },
  (t) => [
    pg.primaryKey({ columns: [t.docId, t.assetId] }),
    pg.index('asset_doc_item_asset_idx').on(t.assetId, t.docId),
    pg
      .uniqueIndex('asset_doc_item_open_unique')
      .on(t.assetId)
      .where(sql`${t.open}`),
  ],
);

/** The last document number given per code prefix and day (the stores'). */
export const assetDocCodeCounter = pg.pgTable(
  'asset_doc_code_counter',
  {
    prefix: pg.varchar('prefix', { length: 4 }).notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    lastValue: pg.integer('last_value').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.prefix, t.day] })],
);

/**
 * A pickup certificate: the QR a keeper shows the receiver of an approved pick-up, lending or
 * return. Only the SHA-256 of its random token is kept; it is single-use, expires, dies after
 * CERTIFICATE_MAX_TRIES wrong passwords, and a new one voids the earlier ones.
 */
export const pickupCertificate = pg.pgTable(
  'pickup_certificate',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    docId: partOf('doc_id', () => assetDoc.id),
    tokenHash: pg.char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Signed with it. */
    usedAt: timestamptz('used_at'),
    /** Replaced by a newer one, or its document rolled back. */
    voidedAt: timestamptz('voided_at'),
    tries: pg.smallint('tries').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('pickup_certificate_doc_idx').on(t.docId)],
);

/**
 * A reminder sent about a document (2 awaiting pick-up, per day; 3 due soon; 23 and 24 past
 * due), one row per event: of several processes checking at once, one sends it.
 */
export const assetDocReminder = pg.pgTable(
  'asset_doc_reminder',
  {
    docId: partOf('doc_id', () => assetDoc.id),
    /** `pickup:2026-05-20`, `dueSoon:2026-05-23`, `overdue:2026-05-23`… */
    event: pg.varchar('event', { length: 80 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.docId, t.event] })],
);
