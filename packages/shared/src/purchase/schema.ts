import { z } from 'zod';
import { supplierRatingSchema } from './after-sale-schema';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { isoDay } from '../asset/schema';
import { pageQuery, queryBoolean, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  CREDIT_CODE_PATTERN,
  PURCHASE_CODE_PATTERN,
  PURCHASE_CURRENCIES,
  QUALIFICATION_KINDS,
  QUALIFICATION_REMIND_DAYS,
} from './constants';

/*
 * Wire contracts of `/purchase/supplier`, `/purchase/sku` and `/purchase/price` (AREAS.md §5):
 * the server validates with them, the web forms and types come from them. Amounts travel as
 * decimal text, days as `YYYY-MM-DD`.
 */

const code = z.string().trim().regex(PURCHASE_CODE_PATTERN, 'validation.purchaseCode');

// ---- suppliers ------------------------------------------------------------------------------

export const supplierContactSchema = z.object({
  name: requiredText(32),
  phone: optionalText(32).default(null),
  email: z
    .string()
    .trim()
    .max(128)
    .nullable()
    .default(null)
    .transform((s) => (s === '' ? null : s))
    .pipe(z.string().email('validation.email').nullable()),
  role: optionalText(32).default(null),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

export const supplierSchema = z.object({
  supplierId: z.number().int(),
  code: z.string(),
  name: z.string(),
  creditCode: z.string().nullable(),
  contacts: z.array(
    z.object({
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      role: z.string().nullable(),
    }),
  ),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNo: z.string().nullable(),
  address: z.string().nullable(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  /** SKUs it has a price for. */
  skuCount: z.number().int(),
  /** The earliest valid-until of its qualification files (null: none). */
  nextExpiry: z.string().nullable(),
  /** Its rating, in GET /purchase/supplier/:id only (null: no orders yet). */
  rating: supplierRatingSchema.nullable().optional(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type SupplierRecord = z.infer<typeof supplierSchema>;

const supplierShape = {
  code,
  name: requiredText(64),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullable()
    .transform((s) => (s === '' ? null : s))
    .pipe(z.string().regex(CREDIT_CODE_PATTERN, 'validation.creditCode').nullable()),
  contacts: z.array(supplierContactSchema).max(10),
  bankName: optionalText(64),
  bankAccountName: optionalText(64),
  bankAccountNo: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .transform((s) => (s === '' ? null : (s?.replace(/\s+/g, '') ?? null)))
    .pipe(
      z
        .string()
        .regex(/^\d{6,34}$/, 'validation.bankAccount')
        .nullable(),
    ),
  address: optionalText(200),
  enabled: z.boolean(),
  remark: optionalText(500),
};

export const supplierCreateBody = z.object({
  ...supplierShape,
  creditCode: supplierShape.creditCode.default(null),
  contacts: supplierShape.contacts.default([]),
  bankName: supplierShape.bankName.default(null),
  bankAccountName: supplierShape.bankAccountName.default(null),
  bankAccountNo: supplierShape.bankAccountNo.default(null),
  address: supplierShape.address.default(null),
  enabled: supplierShape.enabled.default(true),
  remark: supplierShape.remark.default(null),
});
export type SupplierCreate = z.infer<typeof supplierCreateBody>;

export const supplierUpdateBody = z.object(supplierShape).partial().extend({ supplierId: rowId });
export type SupplierUpdate = z.infer<typeof supplierUpdateBody>;

export const supplierPageQuery = pageQuery.extend({
  enabled: queryBoolean.optional(),
  /** Code, name, credit code or a contact's name or phone. */
  q: queryText.optional(),
  /** Suppliers with a price for this SKU. */
  skuId: queryRowId.optional(),
  sort: sortParam(['code', 'name', 'createdAt']),
});
export type SupplierPageQuery = z.infer<typeof supplierPageQuery>;

// ---- qualification files --------------------------------------------------------------------

export const qualificationSchema = z.object({
  qualificationId: z.number().int(),
  supplierId: z.number().int(),
  kind: z.enum(QUALIFICATION_KINDS),
  number: z.string(),
  validUntil: z.string(),
  remindDays: z.number().int(),
  file: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
  createdAt: z.date(),
});
export type QualificationRecord = z.infer<typeof qualificationSchema>;

export const qualificationCreateBody = z.object({
  kind: z.enum(QUALIFICATION_KINDS),
  number: requiredText(64),
  validUntil: isoDay,
  /** Days before valid-until the supplier's editors are reminded (0: on the day). */
  remindDays: z.number().int().min(0).max(365).default(QUALIFICATION_REMIND_DAYS),
  /** An upload of POST /admin/files the caller may read. */
  fileId: z.string().max(64).nullable().default(null),
});
export type QualificationCreate = z.infer<typeof qualificationCreateBody>;

export const qualificationParams = z.object({ id: queryRowId, qualificationId: queryRowId });

// ---- SKUs -----------------------------------------------------------------------------------

export const skuSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  name: z.string(),
  specification: z.string().nullable(),
  unit: z.string(),
  /** The asset category its stock is counted as (warehouse stock, receipts). */
  categoryId: z.number().int(),
  categoryName: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  /** Suppliers with a price for it. */
  supplierCount: z.number().int(),
  /** Its lowest current price among its suppliers (null: none yet). */
  lowestPrice: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type SkuRecord = z.infer<typeof skuSchema>;

const skuShape = {
  code,
  name: requiredText(64),
  specification: optionalText(128),
  unit: requiredText(16),
  categoryId: rowId,
  enabled: z.boolean(),
  remark: optionalText(500),
};

export const skuCreateBody = z.object({
  ...skuShape,
  specification: skuShape.specification.default(null),
  enabled: skuShape.enabled.default(true),
  remark: skuShape.remark.default(null),
});
export type SkuCreate = z.infer<typeof skuCreateBody>;

export const skuUpdateBody = z.object(skuShape).partial().extend({ skuId: rowId });
export type SkuUpdate = z.infer<typeof skuUpdateBody>;

export const skuPageQuery = pageQuery.extend({
  enabled: queryBoolean.optional(),
  categoryId: queryRowId.optional(),
  /** SKUs this supplier has a price for. */
  supplierId: queryRowId.optional(),
  /** Code, name or specification. */
  q: queryText.optional(),
  sort: sortParam(['code', 'name', 'createdAt']),
});
export type SkuPageQuery = z.infer<typeof skuPageQuery>;

/** An asset category a SKU may be stocked as (the SKU form's picker). */
export const skuCategorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  unit: z.string(),
});
export type SkuCategory = z.infer<typeof skuCategorySchema>;

// ---- supplier prices ------------------------------------------------------------------------

/** One price of a supplier for a SKU; a change adds a row, so the rows are its history. */
export const supplierPriceSchema = z.object({
  priceId: z.number().int(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  skuId: z.number().int(),
  skuCode: z.string(),
  skuName: z.string(),
  unit: z.string(),
  price: z.string(),
  currency: z.enum(PURCHASE_CURRENCIES),
  leadDays: z.number().int(),
  validFrom: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.date(),
});
export type SupplierPriceRecord = z.infer<typeof supplierPriceSchema>;

export const supplierPriceBody = z.object({
  supplierId: rowId,
  skuId: rowId,
  price: z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price'),
  currency: z.enum(PURCHASE_CURRENCIES).default('CNY'),
  leadDays: z.number().int().min(0).max(365),
  /** From when it applies (today when not given). */
  validFrom: isoDay.optional(),
});
export type SupplierPriceCreate = z.infer<typeof supplierPriceBody>;

export const priceHistoryQuery = z.object({ supplierId: queryRowId.optional() });

// ---- as the web reads and sends them --------------------------------------------------------

export type Supplier = Serialized<SupplierRecord>;
export type SupplierInput = z.input<typeof supplierCreateBody>;
export type SupplierChange = z.input<typeof supplierUpdateBody>;
export type SupplierPageParams = Partial<QueryParams<SupplierPageQuery>>;
export type Qualification = Serialized<QualificationRecord>;
export type QualificationInput = z.input<typeof qualificationCreateBody>;
export type Sku = Serialized<SkuRecord>;
export type SkuInput = z.input<typeof skuCreateBody>;
export type SkuChange = z.input<typeof skuUpdateBody>;
export type SkuPageParams = Partial<QueryParams<SkuPageQuery>>;
export type SupplierPrice = Serialized<SupplierPriceRecord>;
export type SupplierPriceInput = z.input<typeof supplierPriceBody>;
