/**
 * The fuzz suite's caller: a user holding every permission. Random requests that succeed
 * may take that away (a role's menus replaced, a button deleted, the caller's password
 * reset, its sign-in ended), so after each request that could have, `heal()` checks the
 * caller still works and, if not, puts the buttons back and signs in a fresh one.
 */
import { eq, inArray } from 'drizzle-orm';
import { menu } from '../../src/db/schema';
import { actorWith, grantableKeys, type Actor, type Harness } from './actors';

type MenuRow = typeof menu.$inferSelect;

export interface FuzzActor {
  headers(): Record<string, string>;
  /** True when the caller had to be replaced. */
  heal(): Promise<boolean>;
  readonly keys: readonly string[];
}

export async function fuzzActor(t: Harness): Promise<FuzzActor> {
  const keys = await grantableKeys(t);
  const buttons: MenuRow[] = await t.db.select().from(menu).where(eq(menu.kind, 'button'));
  let actor: Actor = await actorWith(t, keys);

  async function works(): Promise<boolean> {
    const res = await t.app.inject({ url: '/admin/user/info', headers: actor.headers });
    if (res.statusCode !== 200) return false;
    const held = new Set(res.json<{ data: { permissions: string[] } }>().data.permissions);
    return keys.every((key) => held.has(key));
  }

  async function restoreButtons(): Promise<void> {
    const ids = buttons.map((b) => b.id);
    const present = await t.db.select().from(menu).where(inArray(menu.id, ids));
    const byId = new Map(present.map((row) => [row.id, row]));
    for (const original of buttons) {
      const now = byId.get(original.id);
      if (!now) {
        await t.db.insert(menu).values(original);
      } else if (
        now.kind !== original.kind ||
        now.permission !== original.permission ||
        now.enabled !== original.enabled
      ) {
        await t.db
          .update(menu)
          .set({ kind: original.kind, permission: original.permission, enabled: original.enabled })
          .where(eq(menu.id, original.id));
      }
    }
  }

  return {
    keys,
    headers: () => actor.headers,
    async heal() {
      if (await works()) return false;
      await restoreButtons();
      actor = await actorWith(t, keys);
      if (!(await works())) throw new Error('the fuzz caller could not be restored');
      return true;
    },
  };
}
