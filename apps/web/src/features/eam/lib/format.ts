/** Optional text, '—' when empty. */
export function text(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : '—';
}
