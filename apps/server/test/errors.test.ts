import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from './helpers';
import { testRoutes } from './test-routes';

describe.each(engines())('answers and errors on %s', (engine) => {
  const t = useTestApp(engine, { build: { routes: testRoutes } });

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/test/echo', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 1, msg: 'name: Required', data: null });

    const nested = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'ok', lines: [{ qty: 1 }, { qty: -2 }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().msg).toMatch(/^lines\.1\.qty: /);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, data: null });
  });

  it('wraps a success in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: '张三' },
    });
    expect(res.json()).toEqual({ code: 0, msg: null, data: { name: '张三' } });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/admin/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1, msg: 'resource does not exist', data: null });
  });

  it('answers an unexpected failure with 500 and the request id, never the detail', async () => {
    const res = await t.app.inject({ url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({
      code: 1,
      msg: `unknown system error, report it to the administrator with request id ${id}`,
      data: null,
    });
    expect(res.body).not.toMatch(/s3cret|ECONNREFUSED|postgres/);
  });

  it('gives every answer a request id, keeping a well-formed one from a proxy', async () => {
    const fresh = await t.app.inject({ url: '/auth/client-config' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await t.app.inject({ url: '/nowhere' });
    expect(failed.headers['x-request-id']).toBeTruthy();

    const kept = await t.app.inject({
      url: '/auth/client-config',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const forged = await t.app.inject({
      url: '/auth/client-config',
      headers: { 'x-request-id': 'evil\nline' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(engines())('framework errors in the caller’s language on %s', (engine) => {
  const t = useTestApp(engine, { build: { routes: testRoutes } });
  const post = (language: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'accept-language': language, ...headers },
      payload,
    });
  const cases = {
    'a body too large (413)': {
      send: (language: string) =>
        post(language, { 'content-type': 'application/json' }, `"${'x'.repeat(2_000_000)}"`),
      status: 413,
      en: 'the request is too large',
      zh: '请求内容过大',
    },
    'a media type no route takes (415)': {
      send: (language: string) => post(language, { 'content-type': 'text/csv' }, 'a,b'),
      status: 415,
      en: 'this kind of request body (text/csv) is not accepted',
      zh: '不接受此类请求内容（text/csv）',
    },
    'malformed JSON (400)': {
      send: (language: string) => post(language, { 'content-type': 'application/json' }, '{"a":'),
      status: 400,
      en: 'the request body is not valid JSON',
      zh: '请求内容不是有效的 JSON',
    },
    'an empty JSON body (400)': {
      send: (language: string) => post(language, { 'content-type': 'application/json' }, ''),
      status: 400,
      en: 'the request body is not valid JSON',
      zh: '请求内容不是有效的 JSON',
    },
  };
  for (const [name, c] of Object.entries(cases)) {
    it(`words ${name} in Chinese and in English, in the envelope`, async () => {
      const zh = await c.send('zh-CN');
      expect(zh.statusCode).toBe(c.status);
      expect(zh.json()).toEqual({ code: 1, msg: c.zh, data: null });
      const en = await c.send('en-US');
      expect(en.json()).toEqual({ code: 1, msg: c.en, data: null });
    });
  }

  it('words an unknown route in Chinese by default', async () => {
    const res = await t.app.inject({
      url: '/admin/no-such-thing',
      headers: { 'accept-language': '' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1, msg: '访问的资源不存在', data: null });
  });
});
