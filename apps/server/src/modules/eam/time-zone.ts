import { z } from 'zod';

/** An IANA time zone the runtime knows (`Asia/Shanghai`); UTC when absent. */
export const timeZoneParam = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'eam.validation.timeZone')
  .default('UTC');

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

/** `20260501` in `timeZone`. */
export function dateStamp(date: Date, timeZone: string): string {
  const p = partsIn(date.getTime(), timeZone);
  return `${p.year}${pad(p.month!)}${pad(p.day!)}`;
}
