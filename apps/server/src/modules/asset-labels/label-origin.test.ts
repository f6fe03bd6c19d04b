import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { labelOrigin } from './label-origin';

describe('the origin in label QR codes', () => {
  it('is DEPOT_PUBLIC_URL when set, whatever address the request came to', () => {
    const request = { protocol: 'http' as const, host: '10.0.0.5:8080' };
    expect(labelOrigin(request, 'https://depot.example.com')).toBe('https://depot.example.com');
  });

  it('is otherwise the address the request came to', () => {
    expect(labelOrigin({ protocol: 'https', host: 'Depot.Example.com' }, null)).toBe(
      'https://depot.example.com',
    );
    expect(labelOrigin({ protocol: 'http', host: '192.168.1.20:8080' }, null)).toBe(
      'http://192.168.1.20:8080',
    );
    expect(labelOrigin({ protocol: 'http', host: '[::1]:8080' }, null)).toBe('http://[::1]:8080');
  });

  it('refuses a Host that would bend the address', () => {
    for (const host of ['evil.example/x?', 'depot.example@evil.example', 'a b', '', 'x:99999999']) {
      expect(() => labelOrigin({ protocol: 'http', host }, null), host).toThrow(AppError);
    }
  });
});
