import {
  REPAIR_STATUSES,
  SUBORDER_STATUSES,
  type RepairStatus,
  type RepairTimelineEntry,
  type SubOrderStatus,
} from '@depot/shared';
import type { TFunction, i18n as I18n } from 'i18next';

const SUB_ORDER_PREFIX = 'suborder.';

export const isSubOrderEntry = (entry: Pick<RepairTimelineEntry, 'action'>) =>
  entry.action.startsWith(SUB_ORDER_PREFIX);

/** What happened: "派单", "子工单完成"; an action we have no words for is shown as sent. */
export function timelineActionText(t: TFunction, i18n: I18n, action: string): string {
  const key = action.startsWith(SUB_ORDER_PREFIX)
    ? `eam.timeline.subOrder.${action.slice(SUB_ORDER_PREFIX.length)}`
    : `eam.timeline.order.${action}`;
  // Checked by i18n.exists; the typed t() cannot see that.
  return i18n.exists(key) ? t(key as 'eam.timeline.order.create') : action;
}

/** A status named in an entry: an order's or a sub-order's, as the entry is about. */
export function timelineStatusText(t: TFunction, subOrder: boolean, status: string): string {
  if (subOrder && (SUBORDER_STATUSES as readonly string[]).includes(status)) {
    return t(`eam.subStatus.${status as SubOrderStatus}`);
  }
  if ((REPAIR_STATUSES as readonly string[]).includes(status)) {
    return t(`eam.status.${status as RepairStatus}`);
  }
  return status;
}

/** The fields an edit names (the server lists them in the entry's reason), by their labels. */
const FIELD_KEYS = {
  storeId: 'eam.fields.store',
  typeId: 'eam.fields.type',
  externalCode: 'eam.fields.externalCode',
  externalSource: 'eam.fields.externalSource',
  appointmentTime: 'eam.fields.appointmentTime',
  address: 'eam.fields.address',
  remark: 'eam.fields.remark',
  assigneeId: 'eam.fields.assignee',
  trade: 'eam.subOrders.trade',
  labourCost: 'eam.subOrders.labourCost',
  materialCost: 'eam.subOrders.materialCost',
  beforePhotos: 'eam.subOrders.beforePhotos',
  afterPhotos: 'eam.subOrders.afterPhotos',
} as const;

const isField = (name: string): name is keyof typeof FIELD_KEYS => name in FIELD_KEYS;

/** "修改了：备注、预约时间" for an edit entry whose reason is "remark, appointmentTime". */
export function changedFieldsText(t: TFunction, reason: string): string {
  const fields = reason
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (isField(name) ? t(FIELD_KEYS[name]) : name));
  return t('eam.timeline.changed', { fields: fields.join(t('eam.timeline.fieldSeparator')) });
}

/** Entries whose `reason` holds the sub-order's trade (the sub-order may be gone since). */
const TRADE_ENTRIES = new Set(['suborder.create', 'suborder.delete']);

/** Which sub-order an entry is about: its trade now, else the trade the entry recorded. */
export function subOrderName(
  entry: Pick<RepairTimelineEntry, 'action' | 'subOrderId' | 'reason'>,
  names: ReadonlyMap<number, string> | undefined,
): string | undefined {
  const now = entry.subOrderId === null ? undefined : names?.get(entry.subOrderId);
  return now ?? (TRADE_ENTRIES.has(entry.action) ? (entry.reason ?? undefined) : undefined);
}

/**
 * The entry's note, by what the server keeps in `reason`: the technician of a dispatch, the
 * comment of an evaluation, the fields an edit changed, the reason of a pause or a cancel.
 */
export function timelineNote(
  t: TFunction,
  entry: Pick<RepairTimelineEntry, 'action' | 'reason'>,
): string | undefined {
  const { action, reason } = entry;
  if (!reason || TRADE_ENTRIES.has(action)) return undefined;
  if (action === 'edit' || action === 'suborder.edit') return changedFieldsText(t, reason);
  if (action === 'dispatch') return t('eam.timeline.assignedTo', { name: reason });
  if (action === 'evaluate') return t('eam.timeline.comment', { comment: reason });
  return t('eam.timeline.reason', { reason });
}
