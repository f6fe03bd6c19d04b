import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ok } from '../src/core/envelope';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp } from './helpers';

// A built client as apps/web's build leaves it: each text file with its .br and .gz beside it
// (different bytes from the plain file, so the test sees which one was sent).
const dist = mkdtempSync(join(tmpdir(), 'depot-compress-dist-'));
mkdirSync(join(dist, 'assets'));
const indexHtml = '<!doctype html><title>Depot</title><div id="root"></div>';
const appJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(4000).fill(7)]);
function withVariants(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.gz`, gzipSync(text));
  writeFileSync(`${path}.br`, brotliCompressSync(text));
}
withVariants(join(dist, 'index.html'), indexHtml);
withVariants(join(dist, 'assets', 'index-3f9a1c.js'), appJs);
writeFileSync(join(dist, 'assets', 'logo-77aa00.png'), png);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const bigRecords = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `record ${i}` }));

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/test/big-json', { config: { auth: 'public' } }, async () => ok(bigRecords));
  app.get('/test/small-json', { config: { auth: 'public' } }, async () => ok('tiny'));
  app.get('/test/sheet.xlsx', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.type(XLSX).send(Buffer.alloc(20_000, 'PK')),
  );
};

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function decoded(encoding: unknown, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe.each(engines())('compression on %s', (engine) => {
  const t = useTestApp(engine, { config: { webDist: dist }, build: { routes } });

  describe('API answers', () => {
    it('sends brotli when the browser accepts it, gzip when only that', async () => {
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({
          url: '/test/big-json',
          headers: { 'accept-encoding': accept },
        });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(JSON.stringify(bigRecords).length / 3);
        expect(JSON.parse(decoded(expected, res.rawPayload))).toEqual({
          code: 0,
          msg: null,
          data: bigRecords,
        });
      }
    });

    it('compresses a real call: the signed-in menu', async () => {
      const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
      const res = await t.app.inject({
        url: '/admin/menu',
        headers: { ...bearer(access_token), 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded('br', res.rawPayload)).code).toBe(0);
    });

    it('sends plain JSON when nothing or only identity is accepted', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zz' }]) {
        const res = await t.app.inject({ url: '/test/big-json', headers });
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.json().data).toEqual(bigRecords);
      }
    });

    it('leaves small answers alone', async () => {
      const res = await t.app.inject({
        url: '/test/small-json',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ code: 0, msg: null, data: 'tiny' });
    });

    it('never compresses what is compressed already (a spreadsheet)', async () => {
      const res = await t.app.inject({
        url: '/test/sheet.xlsx',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(20_000);
    });
  });

  describe('the built client', () => {
    it('sends the prebuilt .br or .gz of an asset, cached for good', async () => {
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({
          url: '/assets/index-3f9a1c.js',
          headers: { 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(expected);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(expected, res.rawPayload)).toBe(appJs);
      }
    });

    it('sends the plain file when compression is not accepted', async () => {
      const res = await t.app.inject({ url: '/assets/index-3f9a1c.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(appJs);
    });

    it('sends index.html compressed too, revalidated on every visit', async () => {
      for (const url of ['/', '/wel/index']) {
        const res = await t.app.inject({
          url,
          headers: { ...html, 'accept-encoding': 'gzip, br' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(decoded('br', res.rawPayload)).toBe(indexHtml);
      }
    });

    it('sends images as they are', async () => {
      const res = await t.app.inject({
        url: '/assets/logo-77aa00.png',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  it('leaves the websocket handshake and its messages alone', async () => {
    const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/websocket/ws`, [], {
      headers: { 'accept-encoding': 'gzip, deflate, br', ...bearer(access_token) },
    });
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        ws.once('open', () => ws.send('ping'));
        ws.once('message', (data) => resolve(String(data)));
        ws.once('unexpected-response', (_req, res) => reject(new Error(`${res.statusCode}`)));
        ws.once('error', reject);
      });
      expect(reply).toBe('pong');
    } finally {
      ws.close();
    }
  });
});
