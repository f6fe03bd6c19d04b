/** Users holding exactly the permissions a security test needs, signed in. */
import { randomBytes } from 'node:crypto';
import type { DataScopeKind } from '@depot/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { menu, role, roleMenu } from '../../src/db/schema';
import { bearer, createUser, signIn, type TestApp } from '../helpers';

export type Harness = Pick<TestApp, 'app' | 'db' | 'config'>;

export interface Actor {
  id: number;
  username: string;
  password: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Every permission key some enabled button menu grants. */
export async function grantableKeys(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ key: menu.permission })
    .from(menu)
    .where(and(eq(menu.kind, 'button'), eq(menu.enabled, true), isNotNull(menu.permission)));
  return rows.map((r) => r.key!).sort();
}

/**
 * A new role granted the button menus of `keys` (none for `[]`), seeing `dataScope` (all by
 * default); returns its code.
 */
export async function roleGranting(
  t: Pick<TestApp, 'db'>,
  keys: readonly string[],
  dataScope: DataScopeKind = 'all',
) {
  const code = `sec_${randomBytes(5).toString('hex')}`;
  const [created] = await t.db.insert(role).values({ code, name: code, dataScope }).returning();
  if (keys.length) {
    const buttons = await t.db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.kind, 'button'), inArray(menu.permission, [...keys])));
    if (buttons.length) {
      await t.db
        .insert(roleMenu)
        .values(buttons.map((b) => ({ roleId: created!.id, menuId: b.id })));
    }
  }
  return { id: created!.id, code };
}

/** A new user whose only role grants `keys`, signed in. */
export async function actorWith(t: Harness, keys: readonly string[]): Promise<Actor> {
  const granted = await roleGranting(t, keys);
  const user = await createUser(t, { roles: [granted.code] });
  const tokens = await signIn(t, user.username, user.password);
  return {
    ...user,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
    headers: bearer(tokens.access_token),
  };
}

/** A new user with the seeded `staff` role (or the roles given), signed in. */
export async function plainActor(t: Harness, roles: string[] = ['staff']): Promise<Actor> {
  const user = await createUser(t, { roles });
  const tokens = await signIn(t, user.username, user.password);
  return {
    ...user,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
    headers: bearer(tokens.access_token),
  };
}
