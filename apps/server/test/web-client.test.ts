import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, useTestApp } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'depot-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Depot</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const json = { accept: 'application/json, text/plain, */*' };

describe.each(engines())('built web client on %s', (engine) => {
  const t = useTestApp(engine, { config: { webDist: dist } });

  it('serves index.html for a reload of a client route', async () => {
    for (const url of ['/wel/index', '/admin/user/index', '/item/detail?id=3']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves / as index.html, revalidated on every visit', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Depot</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API answers and missing files as 404 envelopes', async () => {
    const api = await t.app.inject({ url: '/admin/no-such-call', headers: json });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 1, msg: 'resource does not exist', data: null });
    const file = await t.app.inject({ url: '/assets/missing-123.js', headers: html });
    expect(file.statusCode).toBe(404);
    for (const url of ['/auth/nothing', '/docs/nothing', '/code']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).not.toBe(200);
    }
    const post = await t.app.inject({ method: 'POST', url: '/wel/index', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const res = await t.app.inject({ url: '/auth/client-config', headers: json });
    expect(res.json().code).toBe(0);
  });
});
