import { Writable } from 'node:stream';
import { encryptPassword } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp, useVariantApp } from './helpers';

describe.each(engines())('security on %s', (engine) => {
  const t = useTestApp(engine);

  it('sets security headers on every answer', async () => {
    for (const url of ['/auth/client-config', '/no-such-page']) {
      const res = await t.app.inject({ url, headers: { host: 'depot.example:8080' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' ws://depot.example:8080 wss://depot.example:8080");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
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
  });
});
