/*
 * The purchasing area's words and keys without zod (AREAS.md §5, issue #19): suppliers, their
 * qualification files and prices, the SKU catalogue. Its wire contracts are in ./schema.ts;
 * docs/purchasing.md explains the decisions.
 */

export const PURCHASE_PERMISSIONS = {
  supplier: {
    view: 'purchase_supplier_view',
    add: 'purchase_supplier_add',
    edit: 'purchase_supplier_edit',
    del: 'purchase_supplier_del',
    export: 'purchase_supplier_export',
  },
  sku: {
    view: 'purchase_sku_view',
    add: 'purchase_sku_add',
    edit: 'purchase_sku_edit',
    del: 'purchase_sku_del',
    export: 'purchase_sku_export',
  },
  /** Purchase work orders and their supplier sub-orders. */
  order: {
    view: 'purchase_order_view',
    add: 'purchase_order_add',
    receive: 'purchase_order_receive',
    export: 'purchase_order_export',
  },
  /** Purchase templates: one key reads and changes them. */
  template: {
    manage: 'purchase_template',
  },
  /**
   * After-sales orders: `add` creates, sends, closes and cancels them; `writeOff` closes an
   * exchange or repair whose rest never comes back (a loss: its own key).
   */
  afterSale: {
    view: 'purchase_after_sale_view',
    add: 'purchase_after_sale_add',
    export: 'purchase_after_sale_export',
    writeOff: 'purchase_after_sale_write_off',
  },
  /**
   * Warehouse purchase orders (replenishment requests): read, raised (submitted, cancelled) by
   * a keeper, exported. Declining one and making a work order from it need order.add.
   */
  replenishment: {
    view: 'purchase_ware_order_view',
    add: 'purchase_ware_order_add',
    export: 'purchase_ware_order_export',
  },
} as const;

/** A supplier or SKU code: a capital letter, then capitals, digits or `-` (32 at most). */
export const PURCHASE_CODE_PATTERN = /^[A-Z][A-Z0-9-]{0,31}$/;

/**
 * A unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of digits and
 * capitals without I, O, Z, S, V.
 */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** What a qualification file proves. */
export const QUALIFICATION_KINDS = [
  'businessLicense',
  'taxpayer',
  'productionPermit',
  'qualityCertificate',
  'other',
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

/** Days before its valid-until a qualification is reminded of when none is given. */
export const QUALIFICATION_REMIND_DAYS = 30;

/** The currencies a supplier price may be in (CNY only for now). */
export const PURCHASE_CURRENCIES = ['CNY'] as const;
export type PurchaseCurrency = (typeof PURCHASE_CURRENCIES)[number];

/** `link.area` of notice 35; `link.id` is the supplier. */
export const SUPPLIER_NOTICE_LINK_AREA = 'supplier';
