import type { Dayjs } from 'dayjs';

/**
 * A list's filters with its day-range filter (`range`, two picked days) as the server's page
 * and export calls take it: `from` and `to` as YYYY-MM-DD, both left out without a range.
 */
export function dayRangeParams<P extends { range?: [Dayjs, Dayjs] | null }>(
  params: P,
): Omit<P, 'range'> & { from: string | undefined; to: string | undefined } {
  const { range, ...rest } = params;
  return {
    ...rest,
    from: range ? range[0].format('YYYY-MM-DD') : undefined,
    to: range ? range[1].format('YYYY-MM-DD') : undefined,
  };
}
