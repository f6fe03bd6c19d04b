import { durationParts } from '@depot/shared';
import type { TFunction } from 'i18next';

/**
 * A repair order's duration in seconds as readable text: "2 天 3 小时 5 分钟" / "2 d 3 h 5 min"
 * (zero parts left out; under a minute says so). Shared by the repair-order pages and the home
 * page's repair panel.
 */
export function repairDurationText(t: TFunction, seconds: number): string {
  const { days, hours, minutes } = durationParts(seconds);
  if (days === 0 && hours === 0 && minutes === 0) return t('eam.duration.underMinute');
  const parts: string[] = [];
  if (days > 0) parts.push(t('eam.duration.days', { count: days }));
  if (hours > 0) parts.push(t('eam.duration.hours', { count: hours }));
  if (minutes > 0) parts.push(t('eam.duration.minutes', { count: minutes }));
  return parts.join(' ');
}
