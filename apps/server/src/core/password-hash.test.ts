import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Depot@2026', 1024);
    expect(await verifyPassword(stored, 'Depot@2026')).toBe(true);
    expect(await verifyPassword(stored, 'depot@2026')).toBe(false);
  });

  it('describes itself, with a fresh salt each time', async () => {
    const a = await hashPassword('same', 1024);
    const b = await hashPassword('same', 1024);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies a hash made with another cost, and says it should be redone', async () => {
    const stored = await hashPassword('pw', 2048);
    expect(await verifyPassword(stored, 'pw')).toBe(true);
    expect(needsRehash(stored, 1024)).toBe(true);
    expect(needsRehash(stored, 2048)).toBe(false);
  });

  it('handles the production cost within Node memory limits', async () => {
    const stored = await hashPassword('pw', 131_072);
    expect(await verifyPassword(stored, 'pw')).toBe(true);
  });

  it('refuses a hash it cannot read', async () => {
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
    expect(await verifyPassword('bcrypt$2b$10$abc', 'x')).toBe(false);
  });
});
