import type { DataScopeKind } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { role } from '../../db/schema';

/** A role's data scope (core/data-scope.ts): read and set, audited. */
export function createRoleScopeService(db: Db) {
  return {
    async dataScope(roleId: number): Promise<{ roleId: number; dataScope: DataScopeKind }> {
      const [row] = await db
        .select({ roleId: role.id, dataScope: role.dataScope })
        .from(role)
        .where(eq(role.id, roleId));
      if (!row) throw new NotFound();
      return row;
    },

    async setDataScope(actor: Actor, roleId: number, dataScope: DataScopeKind) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ dataScope: role.dataScope })
          .from(role)
          .where(eq(role.id, roleId))
          .for('update');
        if (!before) throw new NotFound();
        await tx.update(role).set({ dataScope, updatedAt: new Date() }).where(eq(role.id, roleId));
        await recordAudit(tx, {
          actor,
          action: 'dataScope',
          entity: 'role',
          entityId: roleId,
          before,
          after: { dataScope },
        });
        return { roleId, dataScope };
      });
    },
  };
}
