/*
 * The equipment area's words and keys without zod (store devices: AREAS.md §2, "Equipment
 * antennas"), so a page may take them on its first load. Its wire contracts are in ./schema.ts.
 */

/** A store device's state (equipment antennas and the like). */
export const EQUIPMENT_STATUSES = ['working', 'faulty', 'removed'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const EQUIPMENT_PERMISSIONS = {
  view: 'as_equipment_view',
  add: 'as_equipment_add',
  edit: 'as_equipment_edit',
  del: 'as_equipment_del',
} as const;
