import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp } from '../../../test/helpers';
import { auditLog, post } from '../../db/schema';

/**
 * What every resource of the kit does, shown on positions (`modules/org/post-service.ts`,
 * the kit's first resource); org.test.ts checks the positions' own rules.
 */
describe.each(engines())('a declared resource on %s', (engine) => {
  const t = useTestApp(engine);
  let token = '';
  beforeAll(async () => {
    token = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('answers a unique value taken by a concurrent create with 409, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/admin/post', { code: 'RACE', name: `r${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({
        code: 1,
        msg: 'the position code RACE is already taken',
        data: null,
      });
    }
    expect(await t.db.select().from(post).where(eq(post.code, 'RACE'))).toHaveLength(1);
  });

  it('answers 404 for a missing key on every call, and writes no audit row', async () => {
    const audits = (await t.db.select().from(auditLog)).length;
    for (const [method, url, payload] of [
      ['GET', '/admin/post/999999', undefined],
      ['PUT', '/admin/post', { postId: 999999, name: 'x' }],
      ['DELETE', '/admin/post/999999', undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await t.db.select().from(auditLog)).toHaveLength(audits);
  });

  it('changes only the fields sent, moves updatedAt and audits before and after', async () => {
    const made = (await call('POST', '/admin/post', { code: 'KIT', name: 'Kit', sort: 7 })).json()
      .data;
    const edited = await call('PUT', '/admin/post', { postId: made.postId, name: 'Kit 2' });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data;
    expect(after).toMatchObject({ postId: made.postId, code: 'KIT', name: 'Kit 2', sort: 7 });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'post'), eq(auditLog.entityId, String(made.postId))))
      .orderBy(auditLog.id);
    expect(row).toMatchObject({ entity: 'post', action: 'create', actorName: 'admin' });
  });
});
