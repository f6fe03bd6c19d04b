import { EQUIPMENT_STATUSES } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, updatedAt } from '../../db/schema/columns';
import { store } from '../../db/schema/org';

/*
 * The equipment area's tables (docs/adding-an-area.md): drizzle-kit reads every
 * `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them from
 * here. Platform tables come from their own files, not the db/schema index, which would lead
 * back here through the repair orders' link to a device.
 */

/** Store devices (anti-theft antennas at shop doors and the like): `/as/equipment/antenna`. */
export const equipment = pg.pgTable(
  'equipment',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: needs('store_id', () => store.id),
    position: pg.varchar('position', { length: 64 }).notNull(),
    model: pg.varchar('model', { length: 64 }).notNull(),
    serialNo: pg.varchar('serial_no', { length: 64 }).notNull(),
    installedOn: pg.date('installed_on', { mode: 'string' }),
    status: pg.varchar('status', { length: 8 }).notNull().default('working'),
    lastInspectedOn: pg.date('last_inspected_on', { mode: 'string' }),
    remark: pg.varchar('remark', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('equipment_store_idx').on(t.storeId, t.id),
    pg.uniqueIndex('equipment_model_serial_idx').on(t.model, t.serialNo),
    pg.check('equipment_status_check', sql`${t.status} in (${listOf(EQUIPMENT_STATUSES)})`),
  ],
);
