import type { FormLanguage } from './duration-text';
import { toTimestamp, type TimeInput } from './timestamp';

/**
 * Relative time as a translatable result (SPEC §9: just now under 30 s; a 10-digit timestamp
 * is seconds).
 *
 * - |now − value| < 30 s → just now, in either direction (clock skew).
 * - Counts are whole units rounded down, at least 1: 30 s to 1 h → minutes, then hours under
 *   24 h, days under 30 days, months (30 days) under 12 months, then years (12 months = 360
 *   days), the same calendar as durationText.
 * - A future time 30 s or more ahead gives the 'in …' keys ('5 分钟后' / 'in 5 minutes').
 * - Invalid input → null (formatTimeAgo gives '').
 */
export const TIME_AGO_KEYS = [
  'form.timeAgo.justNow',
  'form.timeAgo.minutesAgo',
  'form.timeAgo.hoursAgo',
  'form.timeAgo.daysAgo',
  'form.timeAgo.monthsAgo',
  'form.timeAgo.yearsAgo',
  'form.timeAgo.inMinutes',
  'form.timeAgo.inHours',
  'form.timeAgo.inDays',
  'form.timeAgo.inMonths',
  'form.timeAgo.inYears',
] as const;
export type TimeAgoKey = (typeof TIME_AGO_KEYS)[number];

export interface TimeAgo {
  key: TimeAgoKey;
  /** Whole units; absent for just now. */
  count?: number;
}

export const JUST_NOW_MS = 30_000;

type Step = 'minutes' | 'hours' | 'days' | 'months' | 'years';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 12 * MONTH;
const STEPS: ReadonlyArray<readonly [Step, number, number]> = [
  // [unit, unit length, upper bound (exclusive)]
  ['minutes', MINUTE, HOUR],
  ['hours', HOUR, DAY],
  ['days', DAY, MONTH],
  ['months', MONTH, YEAR],
  ['years', YEAR, Infinity],
];

const PAST_KEYS: Readonly<Record<Step, TimeAgoKey>> = {
  minutes: 'form.timeAgo.minutesAgo',
  hours: 'form.timeAgo.hoursAgo',
  days: 'form.timeAgo.daysAgo',
  months: 'form.timeAgo.monthsAgo',
  years: 'form.timeAgo.yearsAgo',
};
const FUTURE_KEYS: Readonly<Record<Step, TimeAgoKey>> = {
  minutes: 'form.timeAgo.inMinutes',
  hours: 'form.timeAgo.inHours',
  days: 'form.timeAgo.inDays',
  months: 'form.timeAgo.inMonths',
  years: 'form.timeAgo.inYears',
};

export function timeAgo(value: TimeInput, now: TimeInput = Date.now()): TimeAgo | null {
  const then = toTimestamp(value);
  const current = toTimestamp(now);
  if (then === null || current === null) return null;
  const diff = current - then;
  const abs = Math.abs(diff);
  if (abs < JUST_NOW_MS) return { key: 'form.timeAgo.justNow' };
  for (const [step, size, below] of STEPS) {
    if (abs < below) {
      const count = Math.max(1, Math.floor(abs / size));
      return { key: (diff > 0 ? PAST_KEYS : FUTURE_KEYS)[step], count };
    }
  }
  return null;
}

/** Built-in texts for the two languages; also the suggested i18n resources. */
export const TIME_AGO_TEXTS: Readonly<
  Record<FormLanguage, Readonly<Record<TimeAgoKey, (count: number) => string>>>
> = {
  'zh-CN': {
    'form.timeAgo.justNow': () => '刚刚',
    'form.timeAgo.minutesAgo': (n) => `${n} 分钟前`,
    'form.timeAgo.hoursAgo': (n) => `${n} 小时前`,
    'form.timeAgo.daysAgo': (n) => `${n} 天前`,
    'form.timeAgo.monthsAgo': (n) => `${n} 个月前`,
    'form.timeAgo.yearsAgo': (n) => `${n} 年前`,
    'form.timeAgo.inMinutes': (n) => `${n} 分钟后`,
    'form.timeAgo.inHours': (n) => `${n} 小时后`,
    'form.timeAgo.inDays': (n) => `${n} 天后`,
    'form.timeAgo.inMonths': (n) => `${n} 个月后`,
    'form.timeAgo.inYears': (n) => `${n} 年后`,
  },
  'en-US': {
    'form.timeAgo.justNow': () => 'just now',
    'form.timeAgo.minutesAgo': (n) => `${n} minute${plural(n)} ago`,
    'form.timeAgo.hoursAgo': (n) => `${n} hour${plural(n)} ago`,
    'form.timeAgo.daysAgo': (n) => `${n} day${plural(n)} ago`,
    'form.timeAgo.monthsAgo': (n) => `${n} month${plural(n)} ago`,
    'form.timeAgo.yearsAgo': (n) => `${n} year${plural(n)} ago`,
    'form.timeAgo.inMinutes': (n) => `in ${n} minute${plural(n)}`,
    'form.timeAgo.inHours': (n) => `in ${n} hour${plural(n)}`,
    'form.timeAgo.inDays': (n) => `in ${n} day${plural(n)}`,
    'form.timeAgo.inMonths': (n) => `in ${n} month${plural(n)}`,
    'form.timeAgo.inYears': (n) => `in ${n} year${plural(n)}`,
  },
};

function plural(n: number): string {
  return n === 1 ? '' : 's';
}

export function formatTimeAgo(
  value: TimeInput,
  now: TimeInput = Date.now(),
  lang: FormLanguage = 'zh-CN',
): string {
  const result = timeAgo(value, now);
  if (!result) return '';
  return TIME_AGO_TEXTS[lang][result.key](result.count ?? 0);
}
