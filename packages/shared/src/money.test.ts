import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes the yuan sign, grouping and two decimals in both languages', () => {
    for (const language of ['zh-CN', 'en-US']) {
      expect(formatMoney('880000.00', language)).toBe('¥880,000.00');
      expect(formatMoney('5403', language)).toBe('¥5,403.00');
      expect(formatMoney(-1234.5, language)).toBe('-¥1,234.50');
    }
  });

  it('keeps the fen of the largest amount the wire carries', () => {
    expect(formatMoney('999999999999.99')).toBe('¥999,999,999,999.99');
  });

  it('signs a difference, and not a zero one', () => {
    expect(formatMoney('12.5', 'zh-CN', true)).toBe('+¥12.50');
    expect(formatMoney('-3.00', 'zh-CN', true)).toBe('-¥3.00');
    expect(formatMoney('0.00', 'zh-CN', true)).toBe('¥0.00');
  });

  it('shows nothing for none and other text as it came', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});
