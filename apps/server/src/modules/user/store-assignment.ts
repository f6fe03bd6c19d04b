import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/audit';
import { BadRequest, NotFound } from '../../core/errors';
import { idSet, linkTable } from '../../core/link-table';
import type { Db } from '../../db/client';
import { appUser, store, userStore } from '../../db/schema';

const userStores = linkTable(userStore, 'userId', 'storeId');

/**
 * The stores assigned to a user: what a role with the `stores` data scope lets them see.
 * A change is forgotten by their sign-ins at once (the scope travels with the sign-in).
 */
export function createStoreAssignment(
  db: Db,
  signIns: { forgetUsers(userIds: readonly number[]): void },
) {
  return {
    async stores(userId: number): Promise<{ userId: number; storeIds: number[] }> {
      const [user] = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.id, userId));
      if (!user) throw new NotFound();
      return { userId, storeIds: await userStores.ids(db, userId) };
    },

    async setStores(actor: Actor, userId: number, storeIds: readonly number[]) {
      const wanted = idSet(storeIds);
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .select({ id: appUser.id })
            .from(appUser)
            .where(eq(appUser.id, userId))
            .for('update');
          if (!user) throw new NotFound();
          const known = wanted.length
            ? await tx.select({ id: store.id }).from(store).where(inArray(store.id, wanted))
            : [];
          const missing = wanted.filter((id) => !known.some((k) => k.id === id));
          if (missing.length)
            throw new BadRequest('user.unknownStores', { ids: missing.join(', ') });
          await userStores.replaceAudited(tx, userId, wanted, {
            actor,
            action: 'stores',
            entity: 'user',
            key: 'storeIds',
          });
          return { userId, storeIds: wanted };
        });
      } finally {
        signIns.forgetUsers([userId]);
      }
    },
  };
}

export type StoreAssignment = ReturnType<typeof createStoreAssignment>;
