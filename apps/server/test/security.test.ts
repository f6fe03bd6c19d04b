import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { encryptPassword } from '@depot/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp, useVariantApp } from './helpers';
import { testRoutes } from './test-routes';

// A built client, to check index.html gets the same headers as the API.
const dist = mkdtempSync(join(tmpdir(), 'depot-security-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Depot</title><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The policy as directive → sources. */
function policy(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources.join(' ')]),
  );
}

describe.each(engines())('security on %s', (engine) => {
  const t = useTestApp(engine, { config: { webDist: dist } });

  /** An API answer, an error and the client's page: each must carry the headers. */
  const answers = () => [
    t.app.inject({ url: '/auth/client-config', headers: { host: 'depot.example:8080' } }),
    t.app.inject({ url: '/no-such-call', headers: { host: 'depot.example:8080' } }),
    t.app.inject({ url: '/wel/index', headers: { ...html, host: 'depot.example:8080' } }),
    t.app.inject({ url: '/', headers: { ...html, host: 'depot.example:8080' } }),
  ];

  it('sends a strict Content-Security-Policy on API answers and on index.html', async () => {
    for (const res of await Promise.all(answers())) {
      const csp = policy(res.headers['content-security-policy']);
      const where = `${res.statusCode} ${res.headers['content-type']}`;
      // Scripts: the SPA's own files only; no inline script, eval or handler attribute.
      expect(csp.get('script-src'), where).toBe("'self'");
      expect(csp.get('script-src-attr'), where).toBe("'none'");
      expect(csp.get('default-src'), where).toBe("'self'");
      expect(csp.get('object-src'), where).toBe("'none'");
      expect(csp.get('base-uri'), where).toBe("'none'");
      expect(csp.get('form-action'), where).toBe("'self'");
      // antd's CSS-in-JS writes <style> elements at run time.
      expect(csp.get('style-src'), where).toBe("'self' 'unsafe-inline'");
      // Nothing an injected style could load leaves the origin.
      expect(csp.get('img-src'), where).toBe("'self' data: blob:");
      expect(csp.get('font-src'), where).toBe("'self' data:");
      expect(csp.get('media-src'), where).toBe("'self' data: blob:");
      expect(csp.get('connect-src'), where).toBe(
        "'self' ws://depot.example:8080 wss://depot.example:8080",
      );
      expect(csp.get('frame-ancestors'), where).toBe("'none'");
      // The menu's external pages, and PDFs the page fetched itself (the labels' preview).
      expect(csp.get('frame-src'), where).toBe("'self' blob: https: http:");
      expect(csp.has('upgrade-insecure-requests'), where).toBe(false);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    }
  });

  it('forbids framing, sniffing and referrers on API answers and on index.html', async () => {
    const [api, error, page, root] = await Promise.all(answers());
    expect(api?.json().code).toBe(0);
    expect(error?.statusCode).toBe(404);
    expect(page?.headers['content-type']).toMatch(/text\/html/);
    expect(root?.body).toContain('<div id="root">');
    for (const res of [api, error, page, root]) {
      expect(res?.headers['x-frame-options']).toBe('DENY');
      expect(res?.headers['x-content-type-options']).toBe('nosniff');
      expect(res?.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends no HSTS over plain HTTP, and ignores X-Forwarded-Proto from an untrusted peer', async () => {
    for (const res of await Promise.all(answers())) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const spoofed = await t.app.inject({
      url: '/auth/client-config',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a trusted TLS proxy', () => {
    const proxied = useVariantApp(t, { config: { trustProxy: true, webDist: dist } });

    it('sends HSTS when the proxy says the request came over HTTPS', async () => {
      for (const url of ['/auth/client-config', '/wel/index']) {
        const res = await proxied.app.inject({
          url,
          headers: { ...html, 'x-forwarded-proto': 'https' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    });

    it('sends no HSTS when the proxy says plain HTTP', async () => {
      for (const headers of [{ 'x-forwarded-proto': 'http' }, {}]) {
        const res = await proxied.app.inject({ url: '/auth/client-config', headers });
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  it('keeps a strange Host header out of the policy', async () => {
    const res = await t.app.inject({
      url: '/auth/client-config',
      headers: { host: "evil; script-src 'unsafe-eval'" },
    });
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('publishes the OpenAPI document and its browser at /docs', async () => {
    const doc = await t.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/auth/oauth/token', '/admin/user/info', '/auth/client-config']),
    );
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  describe('rate limit', () => {
    const limited = useVariantApp(t, { config: { rateLimit: 3 } });

    it('answers 429 with an envelope once an address used its requests per minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ url: '/auth/client-config' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200]);
      const res = await limited.app.inject({ url: '/auth/client-config' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 1, data: null });
      expect(res.json().msg).toMatch(/^requests too frequent, try again in /);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Unknown URLs count too, so they cannot be probed for free.
      expect((await limited.app.inject({ url: '/guess-1' })).statusCode).toBe(429);
      // Checked before the token lookup, so a flood never reaches the database.
      const flood = await limited.app.inject({
        url: '/admin/user/info',
        headers: bearer('made-up'),
      });
      expect(flood.statusCode).toBe(429);
      // Another address has its own budget.
      const other = await limited.app.inject({
        url: '/auth/client-config',
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('log', () => {
    const lines: string[] = [];
    const logged = useVariantApp(t, {
      config: { logLevel: 'info' },
      build: {
        routes: testRoutes,
        logStream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });

    it('never holds the sign-in password, the tokens or the Authorization header', async () => {
      const encrypted = encryptPassword(ADMIN_PASSWORD, logged.config.passwordKey);
      const tokens = await signIn(logged, 'admin', ADMIN_PASSWORD);
      await logged.app.inject({ url: '/admin/user/info', headers: bearer(tokens.access_token) });
      await logged.app.inject({
        method: 'POST',
        url: '/auth/oauth/token',
        query: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      });
      const log = lines.join('');
      expect(log).toContain('"url":"/auth/oauth/token"');
      expect(log).toContain('"url":"/admin/user/info"');
      for (const secret of [
        encrypted,
        encodeURIComponent(encrypted),
        ADMIN_PASSWORD,
        tokens.access_token,
        tokens.refresh_token,
        'Bearer',
        'Basic',
      ]) {
        expect(log).not.toContain(secret);
      }
    });

    it("names the request in an error's line, as in its access line and its answer", async () => {
      const res = await logged.app.inject({
        url: '/test/boom',
        headers: { 'x-request-id': 'trace-42' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('trace-42');
      const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      const named = entries.filter((entry) => entry.reqId === 'trace-42').map((e) => e.msg);
      expect(named).toEqual(['unexpected error', 'request completed']);
    });
  });
});
