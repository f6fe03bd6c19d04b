import dayjs from 'dayjs';

/** A time from the server, in the user's local time; '—' when there is none. */
export function timeText(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
}

/** Optional text, '—' when empty. */
export function text(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : '—';
}
