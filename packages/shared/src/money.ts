/**
 * Money as a reader sees it, in one form on every page, sheet and approval title: the yuan sign,
 * the language's digit grouping and two decimals ("¥880,000.00", "-¥12.50"; a difference,
 * `signed`: "+¥12.50"). The wire carries amounts as decimal text ("880000.00"), at most twelve
 * integer digits, which a double holds to the fen. Text that is not a number is shown as it came;
 * none (null, undefined, '') as ''.
 */
export function formatMoney(
  value: string | number | null | undefined,
  language = 'zh-CN',
  signed = false,
): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return String(value);
  return moneyFormat(language, signed).format(amount);
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter a language and sign (a table formats many amounts; building one is slow). */
function moneyFormat(language: string, signed: boolean): Intl.NumberFormat {
  const key = `${language}|${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'CNY',
      // '¥' in every language: en-US would write "CN¥" by default.
      currencyDisplay: 'narrowSymbol',
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}
