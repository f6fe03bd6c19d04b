import type { Dayjs } from 'dayjs';

/** A range picker's days: the first from its start, the last to its end. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/**
 * A page call's parameters with the picked days as the server's `from` (inclusive) and `to`
 * (exclusive: the start of the day after the last one), both ISO 8601.
 */
export function withTimeRange<P extends { range?: DayRange }>(
  params: P,
): Omit<P, 'range'> & { from?: string; to?: string } {
  const { range, ...rest } = params;
  const [start, end] = range ?? [null, null];
  return {
    ...rest,
    ...(start ? { from: start.startOf('day').toISOString() } : {}),
    ...(end ? { to: end.add(1, 'day').startOf('day').toISOString() } : {}),
  };
}
