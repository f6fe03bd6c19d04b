import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: null,
      adminPassword: null,
      demoPassword: 'Depot@2026',
      captcha: true,
      demoData: true,
      demoMode: false,
      passwordKey: 'depot-login-key!',
      clientId: 'depot',
      clientSecret: 'depot',
      accessTokenTtl: 43_200,
      refreshTokenTtl: 2_592_000,
      logLevel: 'info',
      rateLimit: 600,
      scryptN: 131_072,
      trustProxy: false,
    });
    expect(config.webDist).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEPOT_DEMO_DATA: 'on' }).demoData).toBe(
      true,
    );
  });

  it('reads on/off switches in any case and treats an empty variable as unset', () => {
    const config = loadConfig({ DEPOT_CAPTCHA: 'OFF', DEPOT_DEMO_MODE: 'On', PORT: '' });
    expect(config).toMatchObject({ captcha: false, demoMode: true, port: 8080 });
  });

  it('names a bad port and what is allowed', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });

  it('reads the public address as an origin and refuses one with a path', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ DEPOT_PUBLIC_URL: 'https://Depot.example.com/' }).publicUrl).toBe(
      'https://depot.example.com',
    );
    expect(() => loadConfig({ DEPOT_PUBLIC_URL: 'https://depot.example.com/depot' })).toThrow(
      'DEPOT_PUBLIC_URL must be an http:// or https:// origin without a path',
    );
    expect(() => loadConfig({ DEPOT_PUBLIC_URL: 'depot.example.com' })).toThrow(/DEPOT_PUBLIC_URL/);
  });

  it('names a bad on/off switch', () => {
    expect(() => loadConfig({ DEPOT_CAPTCHA: 'yes' })).toThrow(
      'DEPOT_CAPTCHA must be on or off (got "yes")',
    );
  });

  it('refuses a password key that is not 16 bytes, without echoing it', () => {
    let message = '';
    try {
      loadConfig({ DEPOT_PASSWORD_KEY: 'too-short-key' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DEPOT_PASSWORD_KEY must be exactly 16 bytes');
    expect(message).not.toContain('too-short-key');
    // 16 characters but 18 bytes in UTF-8.
    expect(() => loadConfig({ DEPOT_PASSWORD_KEY: '密钥ab-login-key!' })).toThrow(/16 bytes/);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'loud',
        DEPOT_SCRYPT_N: '1000',
        DATABASE_URL: 'mysql://x',
      }),
    ).toThrow(
      /PORT must be .*\n.*DATABASE_URL must be a postgres:\/\/.*\n.*LOG_LEVEL must be one of .*\n.*DEPOT_SCRYPT_N must be a power of two/s,
    );
  });

  it('refuses a refresh lifetime shorter than the access lifetime', () => {
    expect(() =>
      loadConfig({ DEPOT_ACCESS_TOKEN_TTL: '7200', DEPOT_REFRESH_TOKEN_TTL: '3600' }),
    ).toThrow(/DEPOT_REFRESH_TOKEN_TTL must not be shorter than DEPOT_ACCESS_TOKEN_TTL/);
  });

  it('limits uploads to 20 MiB unless DEPOT_UPLOAD_MAX_MB says otherwise', () => {
    expect(loadConfig({}).uploadMaxMb).toBe(20);
    expect(loadConfig({ DEPOT_UPLOAD_MAX_MB: '100' }).uploadMaxMb).toBe(100);
    expect(() => loadConfig({ DEPOT_UPLOAD_MAX_MB: '0' })).toThrow(
      'DEPOT_UPLOAD_MAX_MB must be a whole number from 1 to 10240 (got "0")',
    );
  });
});
