/**
 * fast-check arbitraries for what an attacker or a broken client sends: wrong types, huge
 * strings, awkward Unicode (NUL, lone surrogates, bidi overrides), SQL and HTML payloads,
 * prototype-pollution keys, deep nesting, arrays where objects go.
 */
import fc from 'fast-check';

/** Set on Object.prototype only if a payload pollutes it; the fuzz suite checks it stays unset. */
export const POLLUTION_MARK = 'depotPolluted';

export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  "' OR '1'='1",
  "'; DROP TABLE app_user; --",
  '" OR 1=1 --',
  '1 UNION SELECT password_hash FROM app_user',
  '%',
  '_',
  '\\',
  '%_\\%',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  '\u202egnp.exe',
  '\ufeff',
  '\u0085\u2028\u2029',
  'Ω≈ç√∫˜µ≤≥÷',
  '资产编号 ZC-2026-0001',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9007199254740993',
  '-9223372036854775809',
  '0x10',
  ' 1',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30T25:61:00Z',
  '0000-00-00',
  'http://evil.example/',
  'mailto:a@b',
];

/** Characters that break naive code, to build strings from. */
const NASTY_CHARS = [
  '\u0000',
  '\ud800',
  '\udc00',
  '<',
  '>',
  '"',
  "'",
  '`',
  '%',
  '_',
  '\\',
  '/',
  '&',
  ';',
  '\n',
  '\u202e',
  '\ufeff',
  '😀',
  '中',
  'a',
];

/** Lengths past every limit a field has (whole bodies past the size limits: see DEEP_JSON's neighbours). */
const HUGE = [256, 4_097, 70_000];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_CHARS), maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -2_147_483_649,
    2_147_483_647,
    2_147_483_648,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that reach object prototypes when code merges objects carelessly. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const pollutingPayload = () => ({ [POLLUTION_MARK]: 'yes' });

/** An own property named `key` even when the key is `__proto__`. */
export function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): object {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return target;
}

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('toString', 'valueOf', 'hasOwnProperty', '', ' ', '$where'),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
);

/** `[[[[…]]]]` or `{"a":{"a":…}}` this deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any JSON value an attacker might send, of any type, possibly polluting and deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileText },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
        .map((entries) => objectOf(entries)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...POLLUTING_KEYS)
        .map((key) =>
          key === '__proto__'
            ? objectOf([[key, pollutingPayload()]])
            : objectOf([[key, { prototype: pollutingPayload() }]]),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(64, 1_000, 3_000),
          fc.constantFrom('array' as const, 'object' as const),
        )
        .map(([depth, kind]) => nested(depth, kind)),
    },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, i) => i)) },
  ),
})).value;

/**
 * Percent-encodes text for a URL without refusing lone surrogates (encodeURIComponent
 * throws on them): each is sent as the bytes a careless encoder would produce.
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
