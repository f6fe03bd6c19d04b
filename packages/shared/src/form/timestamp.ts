/**
 * Time values as the widgets and the server send them: a Date, a number (a 10-digit number is
 * Unix seconds, anything else milliseconds, SPEC §9), a string of digits (read as that number),
 * or an ISO 8601 date or date-time. A space may stand for the 'T' ("2024-05-01 08:30:00", as
 * back-office APIs often send); like Date.parse, a date-time without offset is local time and a
 * bare date is UTC. Other strings are refused rather than left to the engine's lenient parser.
 */
export type TimeInput = Date | number | string;

const ISO_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** True for a 10-digit number of seconds (1e9 ≤ |n| < 1e10, i.e. 2001-09-09 to 2286-11-20). */
export function isUnixSeconds(value: number): boolean {
  const abs = Math.abs(Math.trunc(value));
  return abs >= 1e9 && abs < 1e10;
}

/** Milliseconds since the epoch, or null for anything that is not a valid time. */
export function toTimestamp(value: unknown): number | null {
  let ms: number;
  if (value instanceof Date) {
    ms = value.getTime();
  } else if (typeof value === 'number') {
    ms = isUnixSeconds(value) ? value * 1000 : value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d{1,16}$/.test(text)) return toTimestamp(Number(text));
    if (!ISO_TIME.test(text)) return null;
    // Date.parse takes at most milliseconds: cut longer fractions.
    ms = Date.parse(text.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1'));
  } else {
    return null;
  }
  // The ECMAScript time range: ±8.64e15 ms.
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null;
}
