import { useFormatDateTime } from '../../../lib/date-time';

/**
 * A time from the server in the user's language and local time, as every page writes one
 * (`useFormatDateTime`); '—' when there is none.
 */
export function useTimeText(): (value: string | null | undefined) => string {
  const formatDateTime = useFormatDateTime();
  return (value) => (value ? formatDateTime(value) : '—');
}

/** Optional text, '—' when empty. */
export function text(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : '—';
}
