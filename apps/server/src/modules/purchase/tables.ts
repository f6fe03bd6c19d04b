import { PURCHASE_CURRENCIES, QUALIFICATION_KINDS, type SupplierContact } from '@depot/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { assetCategory } from '../../db/schema/asset';
import { createdAt, listOf, updatedAt } from '../../db/schema/columns';
import { storedFile } from '../../db/schema/files';
import { appUser } from '../../db/schema/users';

/*
 * The purchasing area's tables (AREAS.md §5, docs/purchasing.md): suppliers, their
 * qualification files, the SKU catalogue and supplier prices. drizzle-kit reads them here
 * (drizzle.config.ts); other code imports them from this file.
 */

/** Suppliers (`/product/supplier`): contacts kept with the row, bank details, enabled. */
export const supplier = pgTable(
  'supplier',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** 统一社会信用代码 (18 characters). */
    creditCode: varchar('credit_code', { length: 18 }),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    bankName: varchar('bank_name', { length: 64 }),
    bankAccountName: varchar('bank_account_name', { length: 64 }),
    bankAccountNo: varchar('bank_account_no', { length: 34 }),
    address: varchar('address', { length: 200 }),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_code_idx').on(t.code),
    uniqueIndex('supplier_name_idx').on(t.name),
    uniqueIndex('supplier_credit_code_idx').on(t.creditCode),
  ],
);

/**
 * A supplier's qualification files (business licence, permits…) with their valid-until;
 * `reminded_for` is the valid-until notice 35 was sent for, claimed by one statement.
 */
export const supplierQualification = pgTable(
  'supplier_qualification',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplier.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    number: varchar('number', { length: 64 }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    remindDays: integer('remind_days').notNull().default(30),
    fileId: uuid('file_id').references(() => storedFile.id, { onDelete: 'restrict' }),
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_qualification_supplier_idx').on(t.supplierId, t.id),
    index('supplier_qualification_valid_idx').on(t.validUntil),
    check('supplier_qualification_kind_check', sql`${t.kind} in (${listOf(QUALIFICATION_KINDS)})`),
    check('supplier_qualification_remind_check', sql`${t.remindDays} between 0 and 365`),
  ],
);

/** The SKU catalogue (`/product/sku`): each stocked as an asset category. */
export const sku = pgTable(
  'sku',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    specification: varchar('specification', { length: 128 }),
    unit: varchar('unit', { length: 16 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => assetCategory.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sku_code_idx').on(t.code), index('sku_category_idx').on(t.categoryId)],
);

/**
 * Supplier prices (supplier × SKU), never changed: a new price is a new row, so the rows are
 * the price history. The current one is the latest row valid from today or before.
 */
export const supplierPrice = pgTable(
  'supplier_price',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplier.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => sku.id, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    leadDays: integer('lead_days').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_price_pair_idx').on(t.supplierId, t.skuId, t.validFrom, t.id),
    index('supplier_price_sku_idx').on(t.skuId, t.validFrom),
    check('supplier_price_currency_check', sql`${t.currency} in (${listOf(PURCHASE_CURRENCIES)})`),
    check('supplier_price_price_check', sql`${t.price} >= 0`),
    check('supplier_price_lead_check', sql`${t.leadDays} between 0 and 365`),
  ],
);
