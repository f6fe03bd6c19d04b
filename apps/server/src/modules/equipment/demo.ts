import { EQUIPMENT_PERMISSIONS, type EquipmentStatus } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { seededRandom } from '../../core/seeded-random';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { menu, role, roleMenu, store } from '../../db/schema';
import { createEquipmentService } from './equipment-resource';

/** The assets directory and the equipment page (migration 0012): a store manager's way in. */
const MANAGER_MENUS = [7000, 7030];

const SIDES = ['入口左侧', '入口右侧'] as const;
const MODELS = ['Sensormatic AMS-1160', 'Checkpoint EVOLVE P10'] as const;

const daysBefore = (d: Date, n: number) => new Date(d.getTime() - n * 86_400_000);

/** The first store's right antenna is faulty and the third's left one removed; the rest work. */
function statusOf(storeIndex: number, side: number): EquipmentStatus {
  if (storeIndex === 0 && side === 1) return 'faulty';
  if (storeIndex === 2 && side === 0) return 'removed';
  return 'working';
}

/**
 * Demo store equipment (only with demo data on, issue #16; called by seed/seed.ts): an
 * anti-theft antenna at each side of every demo store's entrance, registered through the
 * equipment service (audited, serial numbers checked per model); the store managers see their
 * store's devices.
 */
export async function seedDemoEquipment(
  tx: Db,
  ctx: { adminId: number; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const random = seededRandom(1616);
  const admin = { userId: ctx.adminId, username: 'admin' };
  const devices = createEquipmentService(tx);
  const stores = await tx.select({ id: store.id }).from(store).orderBy(store.id);
  for (const [i, { id: storeId }] of stores.entries()) {
    for (const [side, position] of SIDES.entries()) {
      await devices.create(admin, {
        storeId,
        position,
        model: MODELS[i % MODELS.length]!,
        serialNo: `EAS-${24001 + i * SIDES.length + side}`,
        installedOn: storeDay(daysBefore(now, random.int(200, 900))),
        status: statusOf(i, side),
        lastInspectedOn: storeDay(daysBefore(now, random.int(5, 80))),
        remark: null,
      });
    }
  }
  await grantManagers(tx);
}

/** Store managers read their store's devices (their role's scope is their stores). */
async function grantManagers(tx: Db): Promise<void> {
  const [manager] = await tx
    .select({ id: role.id })
    .from(role)
    .where(eq(role.code, 'store_manager'));
  if (!manager) return;
  const [view] = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(eq(menu.permission, EQUIPMENT_PERMISSIONS.view));
  await tx
    .insert(roleMenu)
    .values([...MANAGER_MENUS, view!.id].map((menuId) => ({ roleId: manager.id, menuId })))
    .onConflictDoNothing();
}
