import type { Dayjs } from 'dayjs';
import { isoDay } from './days';

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
    from: isoDay(range?.[0]) ?? undefined,
    to: isoDay(range?.[1]) ?? undefined,
  };
}
