/**
 * What the fuzz suite found, pinned down: each of these answered 500 (or a body outside the
 * envelope) before it was fixed.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/core/envelope';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp } from '../helpers';
import { changedTables, databaseDigest } from './db-digest';

describe.each(engines())('hostile input the fuzz found on %s', (engine) => {
  // A route whose value reaches the database unchecked, as a gap in a schema would let it.
  const uncheckedRoute: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/test/unchecked',
      { config: { auth: 'public' }, schema: { body: z.object({ n: z.number() }) } },
      async (request) => {
        await t.db.execute(sql`select ${request.body.n}::integer`);
        return ok(true);
      },
    );
  };
  const t = useTestApp(engine, { build: { routes: uncheckedRoute } });
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it('refuses U+0000 anywhere in the input with a 400 naming the field, changing nothing', async () => {
    const before = await databaseDigest(t);
    const body = await send('POST', '/admin/post', { code: 'P-NUL', name: 'a\u0000b' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      code: 1,
      msg: 'name: must not contain the NUL character (U+0000)',
      data: null,
    });
    const query = await send('GET', '/admin/store/list?region=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().msg).toBe('region: must not contain the NUL character (U+0000)');
    const captcha = await t.app.inject({ url: '/code?randomStr=%00' });
    expect(captcha.statusCode).toBe(400);
    const nested = await send('PUT', '/admin/role', {
      roleId: 1,
      description: ['x', { y: '\u0000' }],
    });
    expect(nested.json().msg).toBe('description.1.y: must not contain the NUL character (U+0000)');
    expect(changedTables(before, await databaseDigest(t))).toEqual([]);
  });

  it('refuses a lone UTF-16 surrogate (which jsonb refuses) with a 400', async () => {
    const before = await databaseDigest(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/notice/announce',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":"\\udc00","content":"x","sendType":"all"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('title: contains a broken character (a lone UTF-16 surrogate)');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/admin/notice/announce',
      headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: '{"title":"ok","content":"\\ud800x","sendType":"all"}',
    });
    expect(zh.json().msg).toBe('content：包含无效字符（不成对的 UTF-16 代理项）');
    // A proper pair (an emoji) is text like any other.
    const emoji = await send('POST', '/admin/notice/announce', {
      title: '\ud83d\ude00',
      content: '盘点 😀',
      sendType: 'users',
      targetIds: [1],
    });
    expect(emoji.statusCode).toBe(200);
    expect(changedTables(before, await databaseDigest(t))).toContain('notice');
  });

  it('refuses ids past the integer column with a 400 naming the field', async () => {
    const before = await databaseDigest(t);
    for (const [method, url, payload, field] of [
      ['PUT', '/admin/enterprise', { entId: 2_147_483_648, name: 'x' }, 'entId'],
      ['PUT', '/admin/user', { userId: 9_007_199_254_740_991 }, 'userId'],
      ['PUT', '/admin/role/1/menus', { menuIds: [2_147_483_648] }, 'menuIds.0'],
      ['GET', '/admin/user/list?deptId=2147483648', undefined, 'deptId'],
      ['GET', '/admin/menu/2147483648', undefined, 'id'],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().msg, `${method} ${url}`).toMatch(new RegExp(`^${field}: `));
    }
    expect(changedTables(before, await databaseDigest(t))).toEqual([]);
  });

  it('answers a value the database refuses with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/unchecked',
      payload: { n: 2 ** 40 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'a value is out of range or cannot be stored',
      data: null,
    });
  });

  it('answers 409 for deleting a store a repair order refers to (a RESTRICT reference)', async () => {
    const type = await send('POST', '/eam/repair-type', { code: `FK${engine}`, name: '水电' });
    const [first] = (await send('GET', '/admin/store/list')).json().data as Array<{
      storeId: number;
    }>;
    const order = await send('POST', '/eam/repair-order', {
      storeId: first!.storeId,
      typeId: type.json().data.typeId,
    });
    expect(order.statusCode, order.body).toBe(200);
    const before = await databaseDigest(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/admin/store/${first!.storeId}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('it is still in use elsewhere and cannot be deleted');
    expect(changedTables(before, await databaseDigest(t))).toEqual([]);
  });

  it('answers 400 for a repair order of a store that does not exist, address given or not', async () => {
    const type = await send('POST', '/eam/repair-type', { code: `NS${engine}`, name: '电梯' });
    const before = await databaseDigest(t);
    for (const address of [undefined, '上海市徐汇区漕溪北路 1 号']) {
      const res = await send('POST', '/eam/repair-order', {
        storeId: 2_147_480_000,
        typeId: type.json().data.typeId,
        ...(address ? { address } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe('the store does not exist');
    }
    expect(changedTables(before, await databaseDigest(t))).toEqual([]);
  });

  it('answers an address the router cannot read in the envelope', async () => {
    const badEncoding = await send('GET', '/admin/role/%ed%a0%80');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ code: 1, msg: 'the address is not valid', data: null });
    const tooLong = await send('GET', `/admin/role/${'9'.repeat(300)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      code: 1,
      msg: 'a part of the address is too long',
      data: null,
    });
  });

  it('answers a plain GET of the websocket address with a 400 envelope', async () => {
    const res = await send('GET', '/websocket/ws');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'this address only takes websocket connections',
      data: null,
    });
  });
});
