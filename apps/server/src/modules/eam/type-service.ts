import type { RepairType, RepairTypeCreate, RepairTypeEdit } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { Conflict, NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { repairType } from '../../db/schema';

type TypeRecord = typeof repairType.$inferSelect;

const toRepairType = (t: TypeRecord): RepairType => ({
  typeId: t.id,
  code: t.code,
  name: t.name,
  responseMinutes: t.responseMinutes,
  resolutionMinutes: t.resolutionMinutes,
});

/** Repair types and their service-level targets (admin-editable, `eam_sla_edit`). */
export function createRepairTypeService(db: Db) {
  return {
    async list(): Promise<RepairType[]> {
      const rows = await db.select().from(repairType).orderBy(asc(repairType.code));
      return rows.map(toRepairType);
    },

    async create(actor: Actor, body: RepairTypeCreate): Promise<RepairType> {
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: repairType.id })
            .from(repairType)
            .where(eq(repairType.code, body.code));
          if (taken) throw new Conflict('eam.typeCodeTaken', { code: body.code });
          const [row] = await tx.insert(repairType).values(body).returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'repair_type',
            entityId: row!.id,
            after: row,
          });
          return toRepairType(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('eam.typeCodeTaken', { code: body.code });
        throw error;
      }
    },

    /** New targets apply to every order of the type, open or not, from now on. */
    async edit(actor: Actor, { typeId, ...changes }: RepairTypeEdit): Promise<RepairType> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(repairType)
          .where(eq(repairType.id, typeId))
          .for('update');
        if (!before) throw new NotFound('eam.typeNotFound');
        const [after] = await tx
          .update(repairType)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(repairType.id, typeId))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'repair_type',
          entityId: typeId,
          before,
          after,
        });
        return toRepairType(after!);
      });
    },
  };
}

export type RepairTypeService = ReturnType<typeof createRepairTypeService>;
