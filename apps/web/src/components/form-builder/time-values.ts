import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * How the date and time widgets hold their values in form data: text the server can check
 * (validateFormData reads HH:mm[:ss] times and ISO dates), never Dayjs objects.
 */
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export function parseTime(text: unknown): Dayjs | null {
  if (typeof text !== 'string' || text === '') return null;
  const value = dayjs(text, [TIME_FORMAT, 'HH:mm', 'H:mm'], true);
  return value.isValid() ? value : null;
}

export function parseDate(text: unknown): Dayjs | null {
  if (typeof text !== 'string' || text === '') return null;
  const value = dayjs(text);
  return value.isValid() ? value : null;
}

export function formatTime(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format(TIME_FORMAT) : undefined;
}

export function formatDate(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format(DATE_FORMAT) : undefined;
}

/** A time of day as an instant on a fixed day, for durations between two times. */
export function timeInstant(text: string): string | null {
  const value = parseTime(text);
  return value ? `2000-01-01T${value.format(TIME_FORMAT)}` : null;
}

/** A pair of texts, or undefined when either end is missing. */
export function rangeOf(value: unknown): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [start, end] = value as unknown[];
  return typeof start === 'string' && typeof end === 'string' ? [start, end] : undefined;
}
