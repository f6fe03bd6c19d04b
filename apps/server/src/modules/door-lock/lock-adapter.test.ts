import { DOOR_PASSWORD_LENGTH } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { generateDoorPassword } from './lock-adapter';
import { open, seal } from './secret-box';

const KEY = 'k'.repeat(32);

describe('door passwords', () => {
  it('are DOOR_PASSWORD_LENGTH digits, drawn afresh each time', () => {
    const codes = Array.from({ length: 50 }, () => generateDoorPassword());
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${DOOR_PASSWORD_LENGTH}}$`));
    expect(DOOR_PASSWORD_LENGTH).toBe(8);
    expect(new Set(codes).size).toBeGreaterThan(45);
    // Every digit turns up (uniform digits, not a fixed pattern).
    expect(new Set(codes.join('')).size).toBe(10);
  });

  it('are sealed without the plain text, and open only with the same key and row', () => {
    const sealed = seal(KEY, 7, '12345678');
    expect(sealed).not.toContain('12345678');
    expect(seal(KEY, 7, '12345678')).not.toBe(sealed);
    expect(open(KEY, 7, sealed)).toBe('12345678');
    expect(() => open(KEY, 8, sealed)).toThrow();
    expect(() => open('x'.repeat(32), 7, sealed)).toThrow();
    expect(() => seal('short', 7, '1')).toThrow(/32 bytes/);
    // A shortened tag (easier to forge) is refused, not checked on its first bytes.
    const [version, nonce, tag, body] = sealed.split('.');
    const short = Buffer.from(tag!, 'base64').subarray(0, 4).toString('base64');
    expect(() => open(KEY, 7, [version, nonce, short, body].join('.'))).toThrow();
  });
});
