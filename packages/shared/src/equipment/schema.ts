import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { REPAIR_STATUSES } from '../repair/status';
import type { QueryParams, Serialized } from '../wire';
import { EQUIPMENT_STATUSES } from './constants';
import { optionalText, requiredText } from '../text-fields';

/*
 * Wire contracts of `/as/equipment` (store devices: anti-theft antennas…): the server validates
 * with them, the web forms and types come from them. Days travel as `YYYY-MM-DD`.
 */

export const equipmentSchema = z.object({
  equipmentId: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeCode: z.string(),
  position: z.string(),
  model: z.string(),
  serialNo: z.string(),
  installedOn: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  lastInspectedOn: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type EquipmentRecord = z.infer<typeof equipmentSchema>;

const equipmentShape = {
  storeId: rowId,
  position: requiredText(64),
  model: requiredText(64),
  serialNo: requiredText(64),
  installedOn: isoDay.nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  lastInspectedOn: isoDay.nullable(),
  remark: optionalText(500),
};

export const equipmentCreateBody = z.object({
  ...equipmentShape,
  installedOn: equipmentShape.installedOn.default(null),
  status: equipmentShape.status.default('working'),
  lastInspectedOn: equipmentShape.lastInspectedOn.default(null),
  remark: equipmentShape.remark.default(null),
});
export type EquipmentCreate = z.infer<typeof equipmentCreateBody>;

export const equipmentUpdateBody = z
  .object(equipmentShape)
  .partial()
  .extend({ equipmentId: rowId });
export type EquipmentUpdate = z.infer<typeof equipmentUpdateBody>;

export const equipmentPageQuery = pageQuery.extend({
  storeId: queryRowId.optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  q: queryText.optional(),
  sort: sortParam(['position', 'installedOn', 'lastInspectedOn', 'status', 'createdAt']),
});
export type EquipmentPageQuery = z.infer<typeof equipmentPageQuery>;

/** "Report a fault" on a store device: a repair order for its store, linked to it. */
export const equipmentFaultBody = z.object({
  typeId: rowId,
  remark: optionalText(1000).default(null),
});
export type EquipmentFault = z.input<typeof equipmentFaultBody>;

/** One of a device's repair orders. */
export const equipmentOrderSchema = z.object({
  orderId: z.number().int(),
  code: z.string(),
  status: z.enum(REPAIR_STATUSES),
  submitTime: z.date(),
  remark: z.string().nullable(),
});
export type EquipmentOrderRecord = z.infer<typeof equipmentOrderSchema>;
export type EquipmentOrder = Serialized<EquipmentOrderRecord>;

// ---- as the web reads and sends them -----------------------------------------------------

export type Equipment = Serialized<EquipmentRecord>;
export type EquipmentInput = z.input<typeof equipmentCreateBody>;
export type EquipmentChange = z.input<typeof equipmentUpdateBody>;
export type EquipmentPageParams = Partial<QueryParams<EquipmentPageQuery>>;
