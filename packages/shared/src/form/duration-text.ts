import { toTimestamp, type TimeInput } from './timestamp';

/**
 * Duration text for the time-range and date-range widgets (SPEC §2, §9).
 *
 * - A month is 30 days and a year 12 months (360 days).
 * - Values are rounded half-up to one decimal (90 minutes → 1.5 hour).
 * - Without a unit the largest unit whose unrounded value is at least 1 is chosen; under one
 *   minute gives minutes (30 s → 0.5 minute, 1 s → 0 minutes).
 * - The difference is end − start as instants: 2024-05-01 to 2024-05-03 is 2 days.
 * - Invalid start or end, end before start, or an unknown unit → null.
 */
export const DURATION_UNITS = ['minute', 'hour', 'day', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface Duration {
  value: number;
  unit: DurationUnit;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const DURATION_UNIT_MS: Readonly<Record<DurationUnit, number>> = {
  minute: MINUTE_MS,
  hour: 60 * MINUTE_MS,
  day: DAY_MS,
  month: 30 * DAY_MS,
  year: 12 * 30 * DAY_MS,
};

export function isDurationUnit(value: unknown): value is DurationUnit {
  return typeof value === 'string' && (DURATION_UNITS as readonly string[]).includes(value);
}

function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function durationText(
  start: TimeInput,
  end: TimeInput,
  unit?: DurationUnit,
): Duration | null {
  const from = toTimestamp(start);
  const to = toTimestamp(end);
  if (from === null || to === null || to < from) return null;
  if (unit !== undefined && !isDurationUnit(unit)) return null;
  const diff = to - from;
  const chosen =
    unit ?? [...DURATION_UNITS].reverse().find((u) => diff >= DURATION_UNIT_MS[u]) ?? 'minute';
  return { value: roundOneDecimal(diff / DURATION_UNIT_MS[chosen]), unit: chosen };
}

export type FormLanguage = 'zh-CN' | 'en-US';

const ZH_UNITS: Readonly<Record<DurationUnit, string>> = {
  minute: '分钟',
  hour: '小时',
  day: '天',
  month: '个月',
  year: '年',
};

/** '3 天' / '3 days', '1 day' (singular only for exactly 1), '' for null. */
export function formatDuration(duration: Duration | null, lang: FormLanguage): string {
  if (!duration) return '';
  const { value, unit } = duration;
  if (lang === 'zh-CN') return `${value} ${ZH_UNITS[unit]}`;
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}
