import { addDays } from '@depot/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The stores' clock (they are in China): times without an offset, a caller who names none. */
export const STORE_TIME_ZONE = 'Asia/Shanghai';

/** Whether the runtime knows `zone` as an IANA time zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows (`Asia/Shanghai`); when absent, the caller's. */
export const timeZoneParam = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'eam.validation.timeZone')
  .optional();

/**
 * The caller's time zone: the one a call names in its query (`named`, a `timeZoneParam`), else
 * the one the web client names in `X-Time-Zone` (its browser's) on every call; the stores' when
 * neither names one the runtime knows.
 */
export function requestTimeZone(request: Pick<FastifyRequest, 'headers'>, named?: string): string {
  if (named) return named;
  const header = request.headers['x-time-zone'];
  const zone = typeof header === 'string' ? header.trim() : '';
  return zone && zone.length <= 64 && isTimeZone(zone) ? zone : STORE_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(ms: number, timeZone: string): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(ms))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** Milliseconds `timeZone` is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time (given as if it were UTC) shows in `timeZone`. */
export function wallClockToInstant(wallMs: number, timeZone: string): Date {
  const first = wallMs - offsetAt(wallMs, timeZone);
  // Once more at the found instant, for the hours around a daylight-saving change.
  return new Date(wallMs - offsetAt(first, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-05-01 09:30` as `timeZone` shows the instant. */
export function formatInZone(date: Date, timeZone: string): string {
  const p = partsIn(date.getTime(), timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)} ${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** Day of week (1 Monday … 7 Sunday) and `HH:mm` of `at` on the stores' clock. */
export function storeClock(at: Date): { day: number; time: string } {
  const p = partsIn(at.getTime(), STORE_TIME_ZONE);
  const weekday = new Date(Date.UTC(p.year!, p.month! - 1, p.day!)).getUTCDay();
  return { day: ((weekday + 6) % 7) + 1, time: `${pad(p.hour!)}:${pad(p.minute!)}` };
}

/** `2026-05-01` in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  const p = partsIn(date.getTime(), timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** Today in `timeZone` (`YYYY-MM-DD`): an export's day, in its caller's zone. */
export const todayIn = (timeZone: string): string => dayIn(new Date(), timeZone);

/**
 * The stores' day of an instant (`YYYY-MM-DD`, now by default): the "today" of every business
 * rule (reminders, price validity, warranties, the day in a document's code), so that at 07:00
 * in Shanghai it is already the new day, not still the UTC one.
 */
export const storeDay = (at: Date | number = Date.now()): string =>
  dayIn(new Date(at), STORE_TIME_ZONE);

/** The stores' day `n` days from today (before it, for a negative `n`). */
export const daysFromToday = (n: number): string => addDays(storeDay(), n);

/** The instant the stores' day `day` (`YYYY-MM-DD`) begins. */
export const storeDayStart = (day: string): Date =>
  wallClockToInstant(Date.parse(`${day}T00:00:00Z`), STORE_TIME_ZONE);

/** The instant the stores' day `day` ends: the next one's start, a range's exclusive end. */
export const storeDayEnd = (day: string): Date => storeDayStart(addDays(day, 1));

/** The stores' calendar month holding `at`: its `YYYY-MM`, its start and its (exclusive) end. */
export function storeMonth(at: Date | number = Date.now()): {
  month: string;
  start: Date;
  end: Date;
} {
  const month = storeDay(at).slice(0, 7);
  const [year, monthNo] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year!, monthNo!, 1)).toISOString().slice(0, 10);
  return { month, start: storeDayStart(`${month}-01`), end: storeDayStart(next) };
}
