import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUSES,
  PURCHASE_AMENDMENT_STATUSES,
  PURCHASE_CURRENCIES,
  PURCHASE_ORDER_STATUSES,
  QUALIFICATION_KINDS,
  PURCHASE_SUBORDER_STATUSES,
  REPLENISHMENT_STATUSES,
  type SupplierContact,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { approvalTemplate } from '../../db/schema/approval';
import { assetCategory } from '../../db/schema/asset';
import { formDesign } from '../../db/schema/form';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from '../../db/schema/columns';
import { versionedColumns } from '../../db/schema/versioned-columns';
import { storedFile } from '../../db/schema/files';
import { appUser } from '../../db/schema/users';
import { warehouse } from '../warehouse/tables';

/*
 * The purchasing area's tables (AREAS.md §5, docs/purchasing.md): suppliers, their
 * qualification files, the SKU catalogue and supplier prices. drizzle-kit reads them here
 * (drizzle.config.ts); other code imports them from this file.
 */

/*
 * Column sets shared by the purchasing documents (each a function: drizzle needs fresh column
 * builders per table). Spread into a table, they keep the columns' names and types.
 */

/** A timeline row after its document's id: what was done, from → to, a note, by whom, when. */
const timelineColumns = () => ({
  action: pg.varchar('action', { length: 24 }).notNull(),
  fromStatus: pg.varchar('from_status', { length: 16 }),
  toStatus: pg.varchar('to_status', { length: 16 }),
  note: pg.text('note'),
  userId: pg.integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
  at: timestamptz('at').notNull(),
});

/** Suppliers (`/product/supplier`): contacts kept with the row, bank details, enabled. */
export const supplier = pg.pgTable(
  'supplier',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    /** 统一社会信用代码 (18 characters). */
    creditCode: pg.varchar('credit_code', { length: 18 }),
    contacts: pg.jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    bankName: pg.varchar('bank_name', { length: 64 }),
    bankAccountName: pg.varchar('bank_account_name', { length: 64 }),
    bankAccountNo: pg.varchar('bank_account_no', { length: 34 }),
    address: pg.varchar('address', { length: 200 }),
    enabled: pg.boolean('enabled').notNull().default(true),
    remark: pg.varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('supplier_code_idx').on(t.code),
    pg.uniqueIndex('supplier_name_idx').on(t.name),
    pg.uniqueIndex('supplier_credit_code_idx').on(t.creditCode),
  ],
);

/**
 * A supplier's qualification files (business licence, permits…) with their valid-until;
 * `reminded_for` is the valid-until notice 35 was sent for, claimed by one statement.
 */
export const supplierQualification = pg.pgTable(
  'supplier_qualification',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: needs('supplier_id', () => supplier.id),
    kind: pg.varchar('kind', { length: 24 }).notNull(),
    number: pg.varchar('number', { length: 64 }).notNull(),
    validUntil: pg.date('valid_until', { mode: 'string' }).notNull(),
    remindDays: pg.integer('remind_days').notNull().default(30),
    fileId: pg.uuid('file_id').references(() => storedFile.id, { onDelete: 'restrict' }),
    remindedFor: pg.date('reminded_for', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('supplier_qualification_supplier_idx').on(t.supplierId, t.id),
    pg.index('supplier_qualification_valid_idx').on(t.validUntil),
    pg.check(
      'supplier_qualification_kind_check',
      sql`${t.kind} in (${listOf(QUALIFICATION_KINDS)})`,
    ),
    pg.check('supplier_qualification_remind_check', sql`${t.remindDays} between 0 and 365`),
  ],
);

/** The SKU catalogue (`/product/sku`): each stocked as an asset category. */
export const sku = pg.pgTable(
  'sku',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    specification: pg.varchar('specification', { length: 128 }),
    unit: pg.varchar('unit', { length: 16 }).notNull(),
    categoryId: needs('category_id', () => assetCategory.id),
    enabled: pg.boolean('enabled').notNull().default(true),
    remark: pg.varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.uniqueIndex('sku_code_idx').on(t.code), pg.index('sku_category_idx').on(t.categoryId)],
);

/**
 * Supplier prices (supplier × SKU), never changed: a new price is a new row, so the rows are
 * the price history. The current one is the latest row valid from today or before.
 */
export const supplierPrice = pg.pgTable(
  'supplier_price',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: needs('supplier_id', () => supplier.id),
    skuId: needs('sku_id', () => sku.id),
    price: pg.numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: pg.varchar('currency', { length: 3 }).notNull().default('CNY'),
    leadDays: pg.integer('lead_days').notNull(),
    validFrom: pg.date('valid_from', { mode: 'string' }).notNull(),
    createdBy: pg.integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('supplier_price_pair_idx').on(t.supplierId, t.skuId, t.validFrom, t.id),
    pg.index('supplier_price_sku_idx').on(t.skuId, t.validFrom),
    pg.check(
      'supplier_price_currency_check',
      sql`${t.currency} in (${listOf(PURCHASE_CURRENCIES)})`,
    ),
    pg.check('supplier_price_price_check', sql`${t.price} >= 0`),
    pg.check('supplier_price_lead_check', sql`${t.leadDays} between 0 and 365`),
  ],
);

/**
 * Purchase work orders (`/purchase/purchase-order`): lines of SKU × supplier, approved through
 * the approval engine, then split into one sub-order per supplier. `total` is the lines' sum,
 * kept with the order for the list and the approval's amount condition.
 */
export const purchaseOrder = pg.pgTable(
  'purchase_order',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    title: pg.varchar('title', { length: 100 }).notNull(),
    applicantId: needs('applicant_id', () => appUser.id),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    expectedDate: pg.date('expected_date', { mode: 'string' }),
    remark: pg.varchar('remark', { length: 500 }),
    status: pg.varchar('status', { length: 16 }).notNull().default('draft'),
    total: pg.numeric('total', { precision: 16, scale: 2 }).notNull(),
    /** Its approval request, once submitted. */
    requestId: pg.integer('request_id'),
    /** The template it was made from. */
    templateId: pg.integer('template_id').references(() => purchaseTemplate.id, {
      onDelete: 'set null',
    }),
    /** The values of the template's header fields, as checked by its design. */
    header: pg.jsonb('header').$type<Record<string, unknown>>().notNull().default({}),
    /** The warehouse purchase order (replenishment request) it was made from. */
    replenishmentId: pg.integer('replenishment_id').references(() => replenishment.id, {
      onDelete: 'restrict',
    }),
    /** Its lines were filled in from the warehouse's low-stock shortfalls (add-order page). */
    fromLowStock: pg.boolean('from_low_stock').notNull().default(false),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('purchase_order_created_idx').on(t.createdAt, t.id),
    pg.index('purchase_order_replenishment_idx').on(t.replenishmentId),
    pg.index('purchase_order_status_idx').on(t.status),
    pg.index('purchase_order_warehouse_idx').on(t.warehouseId),
    pg.check(
      'purchase_order_status_check',
      sql`${t.status} in (${listOf(PURCHASE_ORDER_STATUSES)})`,
    ),
  ],
);

/** A supplier's part of an approved work order: sent → confirmed → partly received → closed. */
export const purchaseSuborder = pg.pgTable(
  'purchase_suborder',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 40 }).notNull().unique(),
    orderId: partOf('order_id', () => purchaseOrder.id),
    supplierId: needs('supplier_id', () => supplier.id),
    status: pg.varchar('status', { length: 16 }).notNull().default('sent'),
    total: pg.numeric('total', { precision: 16, scale: 2 }).notNull(),
    ...versionedColumns(),
  },
  (t) => [
    pg.uniqueIndex('purchase_suborder_pair_idx').on(t.orderId, t.supplierId),
    pg.index('purchase_suborder_supplier_idx').on(t.supplierId, t.createdAt),
    pg.index('purchase_suborder_created_idx').on(t.createdAt, t.id),
    pg.check(
      'purchase_suborder_status_check',
      sql`${t.status} in (${listOf(PURCHASE_SUBORDER_STATUSES)})`,
    ),
  ],
);

/**
 * A work order's line (SKU × supplier), which its supplier's sub-order carries once approved:
 * what was received and cancelled so far never passes what was ordered.
 */
export const purchaseOrderLine = pg.pgTable(
  'purchase_order_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => purchaseOrder.id),
    suborderId: pg.integer('suborder_id').references(() => purchaseSuborder.id, {
      onDelete: 'set null',
    }),
    skuId: needs('sku_id', () => sku.id),
    supplierId: needs('supplier_id', () => supplier.id),
    quantity: pg.integer('quantity').notNull(),
    unitPrice: pg.numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    amount: pg.numeric('amount', { precision: 16, scale: 2 }).notNull(),
    received: pg.integer('received').notNull().default(0),
    cancelled: pg.integer('cancelled').notNull().default(0),
    cancelReason: pg.varchar('cancel_reason', { length: 200 }),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.index('purchase_order_line_order_idx').on(t.orderId, t.sort),
    pg.index('purchase_order_line_suborder_idx').on(t.suborderId),
    pg.index('purchase_order_line_supplier_idx').on(t.supplierId, t.orderId),
    pg.check('purchase_order_line_quantity_check', sql`${t.quantity} > 0`),
    pg.check(
      'purchase_order_line_done_check',
      sql`${t.received} >= 0 and ${t.cancelled} >= 0 and ${t.received} + ${t.cancelled} <= ${t.quantity}`,
    ),
  ],
);

/** The timeline of a work order and its sub-orders: who, when, from → to, what. */
export const purchaseOrderEvent = pg.pgTable(
  'purchase_order_event',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => purchaseOrder.id),
    suborderId: pg.integer('suborder_id').references(() => purchaseSuborder.id, {
      onDelete: 'cascade',
    }),
    ...timelineColumns(),
  },
  (t) => [
    pg.index('purchase_order_event_order_idx').on(t.orderId, t.id),
    pg.index('purchase_order_event_suborder_idx').on(t.suborderId, t.id),
  ],
);

/**
 * An amendment of an approved work order (docs/purchasing.md "Amendments"): only the change,
 * approved on its own (`purchaseAmendment`, its amount `difference`); applied to the order's
 * lines at `order_version` when approved, never edited once raised. One open (pending or sent
 * back) per order.
 */
export const purchaseOrderAmendment = pg.pgTable(
  'purchase_order_amendment',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    orderId: partOf('order_id', () => purchaseOrder.id),
    applicantId: needs('applicant_id', () => appUser.id),
    reason: pg.varchar('reason', { length: 500 }).notNull(),
    status: pg.varchar('status', { length: 16 }).notNull().default('pending'),
    /** The order's version it was raised on: the approval applies it only to that one. */
    orderVersion: pg.integer('order_version').notNull(),
    /** The order's total before, after, and after − before (the approval's amount). */
    totalBefore: pg.numeric('total_before', { precision: 16, scale: 2 }).notNull(),
    totalAfter: pg.numeric('total_after', { precision: 16, scale: 2 }).notNull(),
    difference: pg.numeric('difference', { precision: 16, scale: 2 }).notNull(),
    requestId: pg.integer('request_id'),
    /** When its approval applied it to the order (the home panel counts its spend then). */
    approvedAt: timestamptz('approved_at'),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('purchase_order_amendment_order_idx').on(t.orderId, t.id),
    pg
      .uniqueIndex('purchase_order_amendment_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'sentBack')`),
    pg.check(
      'purchase_order_amendment_status_check',
      sql`${t.status} in (${listOf(PURCHASE_AMENDMENT_STATUSES)})`,
    ),
  ],
);

/**
 * An amendment's line: a change of an order line (`line_id`: its quantity and/or unit price,
 * before → after) or a new line (`line_id` null, before 0), and its amount's change.
 */
export const purchaseOrderAmendmentLine = pg.pgTable(
  'purchase_order_amendment_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    amendmentId: partOf('amendment_id', () => purchaseOrderAmendment.id),
    lineId: pg.integer('line_id').references(() => purchaseOrderLine.id, { onDelete: 'restrict' }),
    skuId: needs('sku_id', () => sku.id),
    supplierId: needs('supplier_id', () => supplier.id),
    quantityBefore: pg.integer('quantity_before').notNull(),
    quantityAfter: pg.integer('quantity_after').notNull(),
    unitPriceBefore: pg.numeric('unit_price_before', { precision: 14, scale: 2 }),
    unitPriceAfter: pg.numeric('unit_price_after', { precision: 14, scale: 2 }).notNull(),
    amountDelta: pg.numeric('amount_delta', { precision: 16, scale: 2 }).notNull(),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.index('purchase_order_amendment_line_idx').on(t.amendmentId, t.sort),
    pg.index('purchase_order_amendment_line_line_idx').on(t.lineId),
    pg.check(
      'purchase_order_amendment_line_quantity_check',
      sql`${t.quantityBefore} >= 0 and ${t.quantityAfter} > 0`,
    ),
  ],
);

/**
 * Purchase templates (`/purchase/purchase-template`): a named starting point for work orders:
 * default lines, an optional warehouse and the form design of the order's header fields.
 */
export const purchaseTemplate = pg.pgTable(
  'purchase_template',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: pg.varchar('name', { length: 60 }).notNull(),
    remark: pg.varchar('remark', { length: 500 }),
    enabled: pg.boolean('enabled').notNull().default(true),
    formDesignId: pg.integer('form_design_id').references(() => formDesign.id, {
      onDelete: 'restrict',
    }),
    warehouseId: pg
      .integer('warehouse_id')
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    /**
     * The flow its orders are approved by (an approval template of work orders), whatever that
     * flow's condition; null, or once the flow is gone or disabled: chosen by conditions.
     */
    approvalTemplateId: pg.integer('approval_template_id').references(() => approvalTemplate.id, {
      onDelete: 'set null',
    }),
    ...versionedColumns(),
  },
  (t) => [pg.uniqueIndex('purchase_template_name_idx').on(t.name)],
);

/** A template's default line: SKU × supplier × quantity (priced when the order is made). */
export const purchaseTemplateLine = pg.pgTable(
  'purchase_template_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    templateId: partOf('template_id', () => purchaseTemplate.id),
    skuId: needs('sku_id', () => sku.id),
    supplierId: needs('supplier_id', () => supplier.id),
    quantity: pg.integer('quantity').notNull(),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.index('purchase_template_line_template_idx').on(t.templateId, t.sort),
    pg.check('purchase_template_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Warehouse purchase orders (仓库采购单, `/orderdetail`): a warehouse's replenishment request,
 * raised by a keeper, made into purchase work orders by a purchaser. `reason` is a cancel's or
 * a decline's.
 */
export const replenishment = pg.pgTable(
  'replenishment',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    applicantId: needs('applicant_id', () => appUser.id),
    neededBy: pg.date('needed_by', { mode: 'string' }),
    remark: pg.varchar('remark', { length: 500 }),
    status: pg.varchar('status', { length: 16 }).notNull().default('draft'),
    reason: pg.varchar('reason', { length: 200 }),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('replenishment_created_idx').on(t.createdAt, t.id),
    pg.index('replenishment_warehouse_idx').on(t.warehouseId, t.status),
    pg.check('replenishment_status_check', sql`${t.status} in (${listOf(REPLENISHMENT_STATUSES)})`),
  ],
);

/** A request's line: SKU × quantity, with the supplier the keeper prefers (optional). */
export const replenishmentLine = pg.pgTable(
  'replenishment_line',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    replenishmentId: partOf('replenishment_id', () => replenishment.id),
    skuId: needs('sku_id', () => sku.id),
    supplierId: pg.integer('supplier_id').references(() => supplier.id, { onDelete: 'restrict' }),
    quantity: pg.integer('quantity').notNull(),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('replenishment_line_sku_idx').on(t.replenishmentId, t.skuId),
    pg.check('replenishment_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A request's timeline: who, when, from → to, what (a reason, the work order made). */
export const replenishmentEvent = pg.pgTable(
  'replenishment_event',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    replenishmentId: partOf('replenishment_id', () => replenishment.id),
    ...timelineColumns(),
  },
  (t) => [pg.index('replenishment_event_idx').on(t.replenishmentId, t.id)],
);

/**
 * After-sales orders (`/purchase/after-order`): a return, exchange or repair of a quantity of
 * one received sub-order line; open → sent (a return-to-supplier movement) → closed (a return's
 * credit, or the goods back in), or cancelled while open.
 */
export const purchaseAfterSale = pg.pgTable(
  'purchase_after_sale',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    suborderId: needs('suborder_id', () => purchaseSuborder.id),
    lineId: needs('line_id', () => purchaseOrderLine.id),
    kind: pg.varchar('kind', { length: 16 }).notNull(),
    status: pg.varchar('status', { length: 16 }).notNull().default('open'),
    quantity: pg.integer('quantity').notNull(),
    reason: pg.varchar('reason', { length: 200 }).notNull(),
    /** Uploads of POST /admin/files: photos, reports. */
    fileIds: pg.jsonb('file_ids').$type<string[]>().notNull().default([]),
    /** A return's credit, recorded when it closes. */
    credit: pg.numeric('credit', { precision: 16, scale: 2 }),
    /** How much of an exchange's or repair's goods came back so far (it closes at quantity). */
    receivedBack: pg.integer('received_back').notNull().default(0),
    /**
     * What of an exchange's or repair's goods was written off as never coming back (set once,
     * when the write-off closes it: quantity − received back), and why.
     */
    writtenOff: pg.integer('written_off').notNull().default(0),
    writeOffReason: pg.varchar('write_off_reason', { length: 200 }),
    cancelReason: pg.varchar('cancel_reason', { length: 200 }),
    createdBy: pg.integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at'),
    closedAt: timestamptz('closed_at'),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('purchase_after_sale_line_idx').on(t.lineId),
    pg.index('purchase_after_sale_suborder_idx').on(t.suborderId, t.id),
    pg.index('purchase_after_sale_created_idx').on(t.createdAt, t.id),
    pg.check('purchase_after_sale_kind_check', sql`${t.kind} in (${listOf(AFTER_SALE_KINDS)})`),
    pg.check(
      'purchase_after_sale_status_check',
      sql`${t.status} in (${listOf(AFTER_SALE_STATUSES)})`,
    ),
    pg.check('purchase_after_sale_quantity_check', sql`${t.quantity} > 0`),
    pg.check('purchase_after_sale_credit_check', sql`${t.credit} is null or ${t.credit} >= 0`),
    pg.check(
      'purchase_after_sale_back_check',
      sql`${t.receivedBack} >= 0 and ${t.receivedBack} <= ${t.quantity}`,
    ),
    pg.check(
      'purchase_after_sale_written_off_check',
      sql`${t.writtenOff} >= 0 and ${t.receivedBack} + ${t.writtenOff} <= ${t.quantity}`,
    ),
  ],
);

/** The timeline of an after-sales order: who, when, from → to, what. */
export const purchaseAfterSaleEvent = pg.pgTable(
  'purchase_after_sale_event',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    afterSaleId: partOf('after_sale_id', () => purchaseAfterSale.id),
    ...timelineColumns(),
  },
  (t) => [pg.index('purchase_after_sale_event_idx').on(t.afterSaleId, t.id)],
);
