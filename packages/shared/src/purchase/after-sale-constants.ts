/*
 * After-sales orders against a received purchase line (AREAS.md §5, issue #19): words and keys
 * without zod, so a page may take them on its first load. The contracts are in
 * ./after-sale-schema.ts; docs/purchasing.md ("After-sales orders") explains the decisions.
 */

/**
 * What is asked of the supplier: take the goods back and owe the money (`return`), send a
 * replacement (`exchange`), or repair them and send the same back (`repair`).
 */
export const AFTER_SALE_KINDS = ['return', 'exchange', 'repair'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

/**
 * An after-sales order's status: open (nothing moved yet, may be cancelled), sent (the goods
 * left the warehouse to the supplier), closed (a return's credit recorded, or an exchange's or
 * repair's goods received back), cancelled (while open only).
 */
export const AFTER_SALE_STATUSES = ['open', 'sent', 'closed', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** `SH` (售后) + yyyyMMdd + a 6-digit daily sequence (the documents' shared counter). */
export const AFTER_SALE_CODE_PREFIX = 'SH';

/** The most evidence files (photos, reports) one after-sales order carries. */
export const AFTER_SALE_MAX_FILES = 10;

/** The kinds and statuses by name, in both languages: the web's pages and the server's export. */
export const AFTER_SALE_WORDS = {
  'zh-CN': {
    kinds: { return: '退货', exchange: '换货', repair: '维修' },
    statuses: { open: '待寄出', sent: '已寄出', closed: '已完成', cancelled: '已取消' },
  },
  'en-US': {
    kinds: { return: 'Return', exchange: 'Exchange', repair: 'Repair' },
    statuses: { open: 'Open', sent: 'Sent', closed: 'Closed', cancelled: 'Cancelled' },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  { kinds: Record<AfterSaleKind, string>; statuses: Record<AfterSaleStatus, string> }
>;
