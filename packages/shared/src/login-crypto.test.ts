import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decryptPassword, encryptPassword } from './login-crypto';

const KEY = 'depot-login-key!';

// node:crypto is an independent implementation of AES-128-CFB (OpenSSL).
function nodeEncrypt(plain: string, key: string): string {
  const c = createCipheriv('aes-128-cfb', Buffer.from(key), Buffer.from(key));
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}
function nodeDecrypt(b64: string, key: string): string {
  const d = createDecipheriv('aes-128-cfb', Buffer.from(key), Buffer.from(key));
  return Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8');
}

describe('login password AES', () => {
  it('matches OpenSSL for a known password', () => {
    expect(encryptPassword('Depot@2026', KEY)).toBe(nodeEncrypt('Depot@2026', KEY));
  });

  it('round-trips any text both ways with OpenSSL', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }), (plain) => {
        const ours = encryptPassword(plain, KEY);
        expect(nodeDecrypt(ours, KEY)).toBe(plain);
        expect(decryptPassword(nodeEncrypt(plain, KEY), KEY)).toBe(plain);
      }),
    );
  });

  it('has no padding: cipher text is as long as the plain text', () => {
    const bytes = Buffer.from(encryptPassword('abc', KEY), 'base64');
    expect(bytes.length).toBe(3);
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => encryptPassword('x', 'short')).toThrow(/16 bytes/);
  });
});
