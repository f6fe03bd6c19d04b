import type { ImportResult, ImportRowError } from '../import-result';
import type { RepairAction, RepairStatus, SubOrderStatus } from './status';

/**
 * Wire contract of `/eam` (issue #7). Times are ISO 8601 strings; durations are whole
 * seconds, computed by the server at answer time (the client keeps them live with
 * `repairFigures`). Every write that changes an order carries the `version` the client last
 * saw: a stale version is a 409 and changes nothing.
 */

export interface RepairType {
  typeId: number;
  code: string;
  name: string;
  responseMinutes: number | null;
  resolutionMinutes: number | null;
}

export interface RepairOrder {
  orderId: number;
  /** Generated: RO + yyyyMMdd + 6-digit sequence; unique and sortable by date. */
  code: string;
  externalCode: string | null;
  /** Where the external code comes from; external codes are unique per source. */
  externalSource: string | null;
  storeId: number;
  storeCode: string;
  storeName: string;
  status: RepairStatus;
  evaluated: boolean;
  pauseCount: number;
  /** Paused seconds, including an open pause up to now. */
  pauseDuration: number;
  /**
   * Seconds of the pauses that have ended (without the open one): what `repairFigures` takes
   * as `pauseDuration`. `liveRepairFigures(order)` keeps both durations ticking.
   */
  endedPauseDuration: number;
  /** Start of the open pause while paused, else null. */
  pausedSince: string | null;
  appointmentTime: string | null;
  submitTime: string;
  dispatchTime: string | null;
  startTime: string | null;
  completionTime: string | null;
  /** When the order was cancelled (its clock stops there), else null. */
  cancelTime: string | null;
  /** Working seconds from submit to completion (or now), minus paused time. */
  orderDuration: number;
  address: string | null;
  remark: string | null;
  typeId: number;
  typeCode: string;
  typeName: string;
  assigneeId: number | null;
  assigneeName: string | null;
  dispatcherId: number | null;
  dispatcherName: string | null;
  cancelReason: string | null;
  rating: number | null;
  evaluationComment: string | null;
  responseBreached: boolean;
  resolutionBreached: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface RepairTimelineEntry {
  id: number;
  /** The sub-order the entry is about, or null for the order itself. */
  subOrderId: number | null;
  /** The action, or 'create' / 'edit' / a sub-order action as `suborder.<action>`. */
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  userId: number | null;
  username: string | null;
  at: string;
}

export interface RepairSubOrder {
  subOrderId: number;
  orderId: number;
  orderCode: string;
  trade: string;
  assigneeId: number | null;
  assigneeName: string | null;
  status: SubOrderStatus;
  labourCost: string;
  materialCost: string;
  remark: string | null;
  /**
   * Ids (UUIDs) of files uploaded through `POST /admin/files`; read them with
   * `subOrderPhotoUrl(subOrderId, fileId)`, open to everyone who may read the order.
   */
  beforePhotos: string[];
  afterPhotos: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface RepairOrderDetail extends RepairOrder {
  subOrders: RepairSubOrder[];
  /** Every change of the order and of its sub-orders, oldest first. */
  timeline: RepairTimelineEntry[];
}

/** GET /eam/repair-suborder/:subOrderId */
export interface RepairSubOrderDetail extends RepairSubOrder {
  order: RepairOrder;
  /** Changes of this sub-order, oldest first. */
  timeline: RepairTimelineEntry[];
}

/** GET /eam/repair-order/stats: the home page's panel. */
export interface RepairStats {
  openByStatus: Record<'submitted' | 'dispatched' | 'in_progress' | 'paused', number>;
  /** Mean order duration (seconds) of orders completed this calendar month; null if none. */
  averageDurationThisMonth: number | null;
  /** Share (0–1) of this month's orders that breached a target; null if there are none. */
  slaBreachRate: number | null;
  /** Orders submitted and completed per day over the last 30 days, oldest first. */
  daily: { date: string; submitted: number; completed: number }[];
}

/** Users an order or sub-order can be assigned to (technicians). */
export interface RepairAssignee {
  userId: number;
  username: string;
  nickname: string | null;
}

/** Where a sub-order's photo is read (`eam_order_view`; only the photos the sub-order holds). */
export function subOrderPhotoUrl(subOrderId: number, fileId: string): string {
  return `/eam/repair-suborder/${subOrderId}/photo/${fileId}`;
}

/** Sort fields of GET /eam/repair-order/page (`sort=field,asc|desc`). */
export const REPAIR_SORT_FIELDS = [
  'code',
  'status',
  'submitTime',
  'appointmentTime',
  'completionTime',
  'pauseCount',
  'pauseDuration',
  'orderDuration',
] as const;

/**
 * Filters of the list and the export (query string): status (repeatable), storeId, typeId,
 * evaluated (true|false), submitFrom/submitTo, appointmentFrom/appointmentTo,
 * completionFrom/completionTo (ISO), keyword (code or external code, substring),
 * breached (true: only orders past a target).
 */
export const REPAIR_FILTER_KEYS = [
  'status',
  'storeId',
  'typeId',
  'evaluated',
  'submitFrom',
  'submitTo',
  'appointmentFrom',
  'appointmentTo',
  'completionFrom',
  'completionTo',
  'keyword',
  'breached',
] as const;

/** Columns of the Excel import, in order (first row is the header). */
export const REPAIR_IMPORT_COLUMNS = [
  'storeCode',
  'typeCode',
  'externalSource',
  'externalCode',
  'appointmentTime',
  'address',
  'remark',
] as const;

/** Per-row problems of an import dry run. */
/** A bad row of an import (repair orders): see ImportRowError. */
export type RepairImportRowError = ImportRowError;
export type RepairImportResult = ImportResult;

/** `link.area` of the service-level notices (type 26); `link.id` is the order id. */
export const REPAIR_NOTICE_LINK_AREA = 'eam-order';

/** Permission keys of `/eam` (button menus granted to roles). */
export const EAM_PERMISSIONS = {
  view: 'eam_order_view',
  add: 'eam_order_add',
  edit: 'eam_order_edit',
  dispatch: 'eam_order_dispatch',
  work: 'eam_order_work',
  cancel: 'eam_order_cancel',
  evaluate: 'eam_order_evaluate',
  export: 'eam_order_export',
  import: 'eam_order_import',
  subOrder: 'eam_suborder_edit',
  sla: 'eam_sla_edit',
} as const;

export type EamPermissionKey = (typeof EAM_PERMISSIONS)[keyof typeof EAM_PERMISSIONS];

/** Which permission each order action needs. */
export const REPAIR_ACTION_PERMISSION: Readonly<Record<RepairAction, EamPermissionKey>> = {
  dispatch: EAM_PERMISSIONS.dispatch,
  start: EAM_PERMISSIONS.work,
  pause: EAM_PERMISSIONS.work,
  resume: EAM_PERMISSIONS.work,
  complete: EAM_PERMISSIONS.work,
  cancel: EAM_PERMISSIONS.cancel,
  evaluate: EAM_PERMISSIONS.evaluate,
};
