import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_TOO_LARGE_KEY,
  CHINESE_AMOUNT_CHARS,
  CHINESE_DIGITS,
  toChineseAmount,
} from './chinese-amount';

/** Independent reader of amount text: gives back the amount in 毫 (1/10000 元) as a bigint. */
function readChineseAmount(text: string): bigint {
  const digit = (c: string): number => (CHINESE_DIGITS as readonly string[]).indexOf(c);
  const small: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
  const decimal: Record<string, bigint> = { 角: 1000n, 分: 100n, 厘: 10n, 毫: 1n };
  let total = 0n; // completed 亿 groups and below
  let section = 0n; // current value below 万
  let wan = 0n; // value collected for the current 亿 group
  let pending = 0n;
  let frac = 0n;
  for (const c of text.replace(/整$/, '')) {
    const d = digit(c);
    if (d > 0) pending = BigInt(d);
    else if (d === 0) continue;
    else if (c in small) {
      section += pending * small[c]!;
      pending = 0n;
    } else if (c === '万') {
      wan += (section + pending) * 10000n;
      section = 0n;
      pending = 0n;
    } else if (c === '亿') {
      total += (wan + section + pending) * 100000000n;
      wan = 0n;
      section = 0n;
      pending = 0n;
    } else if (c === '元') {
      total += wan + section + pending;
      wan = 0n;
      section = 0n;
      pending = 0n;
    } else if (c in decimal) {
      frac += pending * decimal[c]!;
      pending = 0n;
    } else throw new Error(`unexpected ${c}`);
  }
  return total * 10000n + frac;
}

describe('toChineseAmount', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [1001, '壹仟零壹元整'],
    [1004, '壹仟零肆元整'],
    [1040, '壹仟零肆拾元整'],
    [100010, '壹拾万零壹拾元整'],
    [100100, '壹拾万零壹佰元整'],
    [101000, '壹拾万壹仟元整'],
    [1000001, '壹佰万零壹元整'],
    [10010000, '壹仟零壹万元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [100001000, '壹亿零壹仟元整'],
    [10000000001, '壹佰亿零壹元整'],
    [100000000000, '壹仟亿元整'],
    [0.01, '壹分'],
    [0.05, '伍分'],
    [0.0001, '壹毫'],
    [0.0101, '壹分零壹毫'],
    [0.5, '伍角整'],
    [1.5, '壹元伍角整'],
    [1.0001, '壹元零壹毫'],
    [1.1001, '壹元壹角零壹毫'],
    [1.001, '壹元零壹厘'],
    [10.05, '壹拾元零伍分'],
    [1000.05, '壹仟元零伍分'],
    [100000000.5, '壹亿元伍角整'],
    [1409.5, '壹仟肆佰零玖元伍角整'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [16409.02, '壹万陆仟肆佰零玖元零贰分'],
    [325.04, '叁佰贰拾伍元零肆分'],
  ])('%s → %s', (value, text) => {
    expect(toChineseAmount(value)).toBe(text);
  });

  it('handles 12 integer digits and 4 decimals, refuses 13 digits', () => {
    expect(toChineseAmount(999999999999.9999)).toBe(
      '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫',
    );
    expect(toChineseAmount('999999999999')).toBe(
      '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整',
    );
    expect(toChineseAmount(1000000000000)).toBe(AMOUNT_TOO_LARGE_KEY);
    expect(toChineseAmount('1000000000000.00')).toBe(AMOUNT_TOO_LARGE_KEY);
    expect(toChineseAmount(1e21)).toBe(AMOUNT_TOO_LARGE_KEY);
    expect(AMOUNT_TOO_LARGE_KEY).toBe('form.amount.tooLarge');
  });

  it('keeps the precision of strings', () => {
    expect(toChineseAmount('12345678901.2345')).toBe(
      '壹佰贰拾叁亿肆仟伍佰陆拾柒万捌仟玖佰零壹元贰角叁分肆厘伍毫',
    );
    expect(toChineseAmount('0.29')).toBe('贰角玖分');
    expect(toChineseAmount(0.29)).toBe('贰角玖分');
    expect(toChineseAmount(' 1004 ')).toBe(toChineseAmount(1004));
    expect(toChineseAmount('+10.05')).toBe(toChineseAmount(10.05));
    expect(toChineseAmount('.5')).toBe('伍角整');
    expect(toChineseAmount('1e3')).toBe('壹仟元整');
    expect(toChineseAmount('00012')).toBe('壹拾贰元整');
  });

  it('rounds half-up beyond 4 decimals, carrying into the integer part', () => {
    expect(toChineseAmount('1.00004')).toBe('壹元整');
    expect(toChineseAmount('1.00005')).toBe('壹元零壹毫');
    expect(toChineseAmount(1.00005)).toBe('壹元零壹毫');
    expect(toChineseAmount('9.99995')).toBe('壹拾元整');
    expect(toChineseAmount('0.00004')).toBe('零元整');
    expect(toChineseAmount('999999999999.99995')).toBe(AMOUNT_TOO_LARGE_KEY);
    expect(toChineseAmount(1e-7)).toBe('零元整');
  });

  it('gives nothing for negatives, empty and non-numeric input', () => {
    for (const v of [-1, -0.01, '-5', '-0.00001', NaN, Infinity, -Infinity, '', '  ', 'abc']) {
      expect(toChineseAmount(v)).toBe('');
    }
    for (const v of ['1,000', '1.2.3', '--1', '0x10', '1e', '.', null, undefined]) {
      expect(toChineseAmount(v)).toBe('');
    }
    expect(toChineseAmount({} as unknown as string)).toBe('');
    expect(toChineseAmount('1e999999')).toBe('');
  });

  it('treats negative zero as zero', () => {
    expect(toChineseAmount(-0)).toBe('零元整');
    expect(toChineseAmount('-0.00')).toBe('零元整');
  });

  it('string and number inputs agree up to 15 significant digits', () => {
    // A double holds 15 significant digits safely; beyond that pass the amount as a string.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.nat(9999), (int, frac) => {
        const text = `${int}.${String(frac).padStart(4, '0')}`;
        expect(toChineseAmount(text)).toBe(toChineseAmount(Number(text)));
      }),
    );
  });

  it('reads back to the same integer up to 12 digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999n }), (n) => {
        expect(readChineseAmount(toChineseAmount(n.toString()))).toBe(n * 10000n);
      }),
    );
  });

  it('reads back to the same amount with 4 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_999_999n }), (n) => {
        const s = n.toString().padStart(5, '0');
        const text = `${s.slice(0, -4)}.${s.slice(-4)}`;
        expect(readChineseAmount(toChineseAmount(text))).toBe(n);
      }),
    );
  });

  it('never throws and only uses the allowed characters', () => {
    const inputs = fc.oneof(
      fc.double(),
      fc.string(),
      fc.stringMatching(/^-?\d{0,15}(\.\d{0,6})?(e-?\d{1,3})?$/),
      fc.constantFrom(null, undefined),
    );
    fc.assert(
      fc.property(inputs, (v) => {
        const out = toChineseAmount(v);
        if (out === AMOUNT_TOO_LARGE_KEY) return;
        for (const c of out) expect(CHINESE_AMOUNT_CHARS.has(c)).toBe(true);
        // No doubled 零, no 零 before a unit-less end, 整 only last.
        expect(out).not.toMatch(/零零|零元(?!整)|零$|整./);
      }),
    );
  });
});
