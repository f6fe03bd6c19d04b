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

/** An IANA time zone the runtime knows (`Asia/Shanghai`); UTC when absent. */
export const timeZoneParam = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'eam.validation.timeZone')
  .default('UTC');

/**
 * The caller's time zone, which the web client names in `X-Time-Zone` (its browser's) on every
 * call; the stores' when it names none or one the runtime does not know.
 */
export function requestTimeZone(request: Pick<FastifyRequest, 'headers'>): string {
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

/** `2026-05-01` in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  const p = partsIn(date.getTime(), timeZone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
}
