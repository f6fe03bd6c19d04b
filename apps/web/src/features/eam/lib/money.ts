/** An amount as the server sends it ("1200.5") with two decimals and grouping: "1,200.50". */
export function moneyText(value: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
