/*
 * The projects area's money: exact to the cent (amounts are added as whole cents, never as
 * floats).
 */

/** Decimal text (at most 2 decimals, a sign allowed) as whole cents. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Whole cents as decimal text with two decimals. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of amounts, as decimal text with two decimals. */
export const sumAmounts = (amounts: readonly string[]): string =>
  fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));

/** What the approved ones of a project's design changes add to its statement, in cents. */
export const approvedCostCents = (
  changes: ReadonlyArray<{ status: string; costImpact: string }>,
): bigint =>
  changes
    .filter((c) => c.status === 'approved')
    .reduce((sum, c) => sum + toCents(c.costImpact), 0n);
