/**
 * Upper-case Chinese amount text (大写金额) for the amount and calculate widgets (SPEC §2, §5, §9).
 *
 * Conventions (Chinese banking rules for 票据 and 结算凭证):
 * - Integer part up to 12 digits (up to 仟亿); a longer integer part gives AMOUNT_TOO_LARGE_KEY.
 * - Four decimals: 角 分 厘 毫. More decimals are ROUNDED half-up on the decimal string (as an
 *   InputNumber with precision 4 would display), so 1.00005 → 1.0001; a rounding carry can make
 *   the integer part 13 digits (999999999999.99995 → too large).
 * - Zeros inside a number collapse to one 零; a 零 is written for leading zeros of a 万/亿
 *   section that follows a non-zero higher section (100010 → 壹拾万零壹拾元), not for trailing
 *   zeros of the higher section (101000 → 壹拾万壹仟元, as spoken 十万一千).
 * - 元 is written whenever the integer part is non-zero. For a pure decimal the 零元 prefix is
 *   omitted (0.5 → 伍角整, 0.05 → 伍分); 0 itself is 零元整.
 * - 零 after 元 when 角 is zero and a smaller unit follows (10.05 → 壹拾元零伍分); no 零 for
 *   integer trailing zeros before 元 (1680.32 → 壹仟陆佰捌拾元叁角贰分).
 * - 整 after 元 or 角 when nothing follows (1 → 壹元整, 1.5 → 壹元伍角整); never after 分, 厘, 毫.
 * - '' for null, undefined, empty or non-numeric input, NaN, ±Infinity and negative amounts
 *   (any non-zero digit after a minus sign, even one rounded away). -0 and "-0.00" are zero.
 * - Strings keep full precision: they are parsed as decimal text, never through float arithmetic.
 *   Accepted string forms: optional sign, digits with an optional fraction, optional exponent,
 *   surrounding whitespace ("12", "+12.50", ".5", "1e3"). Thousands separators are refused.
 */

/** i18n key shown instead of the text when the integer part has more than 12 digits. */
export const AMOUNT_TOO_LARGE_KEY = 'form.amount.tooLarge';

export const AMOUNT_MAX_INTEGER_DIGITS = 12;
export const AMOUNT_DECIMALS = 4;

export const CHINESE_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const SECTION_UNITS = ['', '万', '亿'] as const;
const DECIMAL_UNITS = ['角', '分', '厘', '毫'] as const;

/** Every character toChineseAmount can produce (AMOUNT_TOO_LARGE_KEY aside). */
export const CHINESE_AMOUNT_CHARS: ReadonlySet<string> = new Set([
  ...CHINESE_DIGITS,
  '拾',
  '佰',
  '仟',
  '万',
  '亿',
  '元',
  ...DECIMAL_UNITS,
  '整',
]);

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits, any length. */
  fraction: string;
}

/** Splits decimal text (with optional exponent) into sign, integer and fraction digits. */
function parseDecimalText(text: string): DecimalParts | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', intDigits = '', fracDigits = '', expText] = match;
  if (intDigits === '' && fracDigits === '') return null;
  // An exponent beyond a few hundred is far outside any amount: refuse rather than build huge text.
  const exponent = expText === undefined ? 0 : Number(expText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let digits = intDigits + fracDigits;
  let point = intDigits.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  return {
    negative: sign === '-',
    integer: digits.slice(0, point).replace(/^0+/, ''),
    fraction: digits.slice(point),
  };
}

/** Adds one to a string of decimal digits ('' counts as 0). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return '1' + chars.join('');
}

/** Rounds half-up to AMOUNT_DECIMALS fraction digits, on the digit strings. */
function roundParts(integer: string, fraction: string): { integer: string; fraction: string } {
  const padded = fraction.padEnd(AMOUNT_DECIMALS, '0');
  const kept = padded.slice(0, AMOUNT_DECIMALS);
  const next = padded.charAt(AMOUNT_DECIMALS);
  if (next === '' || next < '5') return { integer, fraction: kept };
  const bumped = incrementDigits(integer + kept);
  return {
    integer: bumped.slice(0, bumped.length - AMOUNT_DECIMALS).replace(/^0+/, ''),
    fraction: bumped.slice(bumped.length - AMOUNT_DECIMALS),
  };
}

function integerText(integer: string): string {
  let out = '';
  let zeroPending = false;
  const length = integer.length;
  for (let i = 0; i < length; i++) {
    const digit = Number(integer[i]);
    const position = length - 1 - i;
    if (digit === 0) {
      zeroPending = true;
    } else {
      if (zeroPending && out !== '') out += '零';
      out += CHINESE_DIGITS[digit]! + SMALL_UNITS[position % 4]!;
      zeroPending = false;
    }
    if (position % 4 === 0 && position > 0) {
      const sectionStart = Math.max(0, i - 3);
      if (/[1-9]/.test(integer.slice(sectionStart, i + 1))) {
        out += SECTION_UNITS[position / 4]!;
        // Trailing zeros of a higher section need no 零 (十万一千); leading zeros of the lower do.
        zeroPending = false;
      }
    }
  }
  return out;
}

function fractionText(fraction: string, hasInteger: boolean): string {
  let out = '';
  let zeroPending = false;
  let lastUnit = -1;
  for (let i = 0; i < AMOUNT_DECIMALS; i++) {
    const digit = Number(fraction[i]);
    if (digit === 0) {
      if (hasInteger || out !== '') zeroPending = true;
    } else {
      if (zeroPending) out += '零';
      out += CHINESE_DIGITS[digit]! + DECIMAL_UNITS[i]!;
      zeroPending = false;
      lastUnit = i;
    }
  }
  return lastUnit === 0 ? out + '整' : out;
}

function toDecimalParts(value: number | string): DecimalParts | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest text that round-trips, which is what the user typed.
    return parseDecimalText(String(value));
  }
  return parseDecimalText(value);
}

/**
 * Upper-case Chinese amount text of a non-negative amount, '' when there is nothing to show, or
 * AMOUNT_TOO_LARGE_KEY when the integer part has more than 12 digits. See the file comment.
 */
export function toChineseAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const parts = toDecimalParts(value);
  if (!parts) return '';
  if (parts.negative && /[1-9]/.test(parts.integer + parts.fraction)) return '';
  // Rounding never shortens the integer part, so a long one is too large before and after.
  if (parts.integer.length > AMOUNT_MAX_INTEGER_DIGITS) return AMOUNT_TOO_LARGE_KEY;
  const { integer, fraction } = roundParts(parts.integer, parts.fraction);
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return AMOUNT_TOO_LARGE_KEY;
  if (integer === '' && /^0*$/.test(fraction)) return '零元整';
  const head = integer === '' ? '' : integerText(integer) + '元';
  if (/^0*$/.test(fraction)) return head + '整';
  return head + fractionText(fraction, integer !== '');
}
