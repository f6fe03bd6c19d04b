/*
 * Warehouse work orders and special work orders (AREAS.md §4, issue #18) without zod: their
 * kinds, statuses, transitions, codes and keys, so a page may take them on its first load. Their
 * wire contracts are in ./schema.ts; docs/ware-orders.md explains the decisions.
 */
import type { AssetDocType } from '../asset/document-constants';

/** A work order delivers assets to a store, installs them there, or collects them from it. */
export const WARE_ORDER_KINDS = ['deliver', 'install', 'collect'] as const;
export type WareOrderKind = (typeof WARE_ORDER_KINDS)[number];

/** Work orders, and special work orders (urgent or exceptional, approved before anyone acts). */
export const WARE_ORDER_TYPES = ['work', 'special'] as const;
export type WareOrderType = (typeof WARE_ORDER_TYPES)[number];

/**
 * The life of an order: pending → assigned (to a worker; again to re-assign) → in progress →
 * done, or cancelled (with a reason) before it is done. A special order starts in approval
 * (`approving`), may be sent back to its applicant and resubmitted, and becomes pending once
 * approved; a rejected or withdrawn one never becomes workable.
 */
export const WARE_ORDER_STATUSES = [
  'approving',
  'sentBack',
  'rejected',
  'withdrawn',
  'pending',
  'assigned',
  'in_progress',
  'done',
  'cancelled',
] as const;
export type WareOrderStatus = (typeof WARE_ORDER_STATUSES)[number];

/** The statuses of a special order before (or instead of) its approval. */
export const APPROVAL_ORDER_STATUSES: readonly WareOrderStatus[] = [
  'approving',
  'sentBack',
  'rejected',
  'withdrawn',
];

/** Statuses in which work is still to be done (the worker's to-do). */
export const OPEN_WARE_ORDER_STATUSES: readonly WareOrderStatus[] = [
  'pending',
  'assigned',
  'in_progress',
];

export const WARE_ORDER_ACTIONS = ['assign', 'start', 'finish', 'cancel'] as const;
export type WareOrderAction = (typeof WARE_ORDER_ACTIONS)[number];

export const WARE_ORDER_TRANSITIONS: Readonly<
  Record<WareOrderAction, { from: readonly WareOrderStatus[]; to: WareOrderStatus }>
> = {
  assign: { from: ['pending', 'assigned'], to: 'assigned' },
  start: { from: ['assigned'], to: 'in_progress' },
  finish: { from: ['in_progress'], to: 'done' },
  cancel: { from: ['pending', 'assigned', 'in_progress'], to: 'cancelled' },
};

/** The status `action` leads to from `status`, or null when it is refused. */
export function wareOrderTransition(
  status: WareOrderStatus,
  action: WareOrderAction,
): WareOrderStatus | null {
  const t = WARE_ORDER_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

/** The actions an order in `status` allows (the detail page's buttons). */
export function allowedWareOrderActions(status: WareOrderStatus): WareOrderAction[] {
  return WARE_ORDER_ACTIONS.filter((a) => wareOrderTransition(status, a) !== null);
}

/** Photos may be added or removed while the order is assigned or in progress. */
export const PHOTO_STATUSES: readonly WareOrderStatus[] = ['assigned', 'in_progress'];
/** Fields may be changed until the work starts. */
export const EDITABLE_STATUSES: readonly WareOrderStatus[] = ['pending', 'assigned'];

/**
 * What an order's edit may change, in the order its timeline entry names them (the note holds
 * these keys; the page says them in the reader's words).
 */
export const WARE_ORDER_CHANGE_FIELDS = [
  'kind',
  'address',
  'contactName',
  'contactPhone',
  'plannedDate',
  'remark',
  'urgency',
  'reason',
  'assets',
] as const;
export type WareOrderChangeField = (typeof WARE_ORDER_CHANGE_FIELDS)[number];

/** How pressing a special order is. */
export const WARE_ORDER_URGENCIES = ['normal', 'high', 'critical'] as const;
export type WareOrderUrgency = (typeof WARE_ORDER_URGENCIES)[number];

/** `<prefix>` + yyyyMMdd (UTC) + a 5-digit daily sequence per prefix: WO2026112800001. */
export const WARE_ORDER_CODE_PREFIX: Record<WareOrderType, string> = {
  work: 'WO',
  special: 'SWO',
};

/** The asset documents a work order may be made from, and the kind it then defaults to. */
export const WARE_ORDER_SOURCE_KIND = {
  pickup: 'deliver',
  transfer: 'deliver',
  return: 'collect',
} as const satisfies Partial<Record<AssetDocType, WareOrderKind>>;
export type WareOrderSourceType = keyof typeof WARE_ORDER_SOURCE_KIND;
export const WARE_ORDER_SOURCE_TYPES = Object.keys(WARE_ORDER_SOURCE_KIND) as WareOrderSourceType[];

/** The most assets and photos one order may hold. */
export const WARE_ORDER_MAX_ASSETS = 200;
export const WARE_ORDER_MAX_PHOTOS = 20;

/** Each type's keys (a button menu each, under its page). */
export const WARE_ORDER_PERMISSIONS = {
  view: 'ware_order_view',
  add: 'ware_order_add',
  edit: 'ware_order_edit',
  assign: 'ware_order_assign',
  /** Start, photos, the receiver's signature, finish: the worker's key. */
  act: 'ware_order_act',
  cancel: 'ware_order_cancel',
  export: 'ware_order_export',
} as const;

export const WARE_SPECIAL_PERMISSIONS = {
  view: 'ware_special_view',
  add: 'ware_special_add',
  edit: 'ware_special_edit',
  assign: 'ware_special_assign',
  act: 'ware_special_act',
  cancel: 'ware_special_cancel',
  export: 'ware_special_export',
} as const;

export type WareOrderKeys = { [K in keyof typeof WARE_ORDER_PERMISSIONS]: string };

export const WARE_ORDER_KEYS: Record<WareOrderType, WareOrderKeys> = {
  work: WARE_ORDER_PERMISSIONS,
  special: WARE_SPECIAL_PERMISSIONS,
};

/** The API prefix of each type's calls. */
export const WARE_ORDER_API: Record<WareOrderType, string> = {
  work: '/ware/order',
  special: '/ware/special-order',
};

/** The list pages (menu paths) and the detail pages (SPEC §2) of each type. */
export const WARE_ORDER_PAGES: Record<WareOrderType, { list: string; detail: string }> = {
  work: { list: '/ware/order', detail: '/wareorderdetail' },
  special: { list: '/ware/special-order', detail: '/warespecialorderdetail' },
};

/** Where an order's photo and its receiver's signature are read. */
export const wareOrderPhotoUrl = (type: WareOrderType, orderId: number, fileId: string) =>
  `${WARE_ORDER_API[type]}/${orderId}/photo/${fileId}`;
export const wareOrderSignatureUrl = (type: WareOrderType, orderId: number) =>
  `${WARE_ORDER_API[type]}/${orderId}/signature`;
