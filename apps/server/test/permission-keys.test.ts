import { PERMISSION_KEYS } from '@depot/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menu } from '../src/db/schema';
import { routeCollector } from './security/route-list';
import { engines, useTestApp } from './helpers';

/**
 * `PERMISSIONS` (packages/shared) is the one list of keys: the type makes routes and pages use
 * only its keys; this checks the other two places a key lives, the button menus the migrations
 * seed (a key missing there can be held by no role) and the routes (a key no route asks for is
 * a button that guards nothing).
 */
describe.each(engines())('permission keys on %s', (engine) => {
  const routes = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: routes.collect } });

  it('are exactly the button menus the migrations seed', async () => {
    const buttons = await t.db
      .selectDistinct({ permission: menu.permission })
      .from(menu)
      .where(and(eq(menu.kind, 'button'), isNotNull(menu.permission)));
    const seeded = buttons.map((b) => b.permission).filter((p) => p !== '');
    expect([...seeded].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('are each asked for by a route, and no route asks for another', () => {
    const asked = new Set(routes.routes().flatMap((r) => r.permissions));
    expect([...asked].sort()).toEqual([...PERMISSION_KEYS].sort());
  });
});
