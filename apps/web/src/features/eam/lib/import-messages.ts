import type { TFunction, i18n as I18n } from 'i18next';

/** A column of the import file by its header name in the user's language. */
export function importColumnText(t: TFunction, i18n: I18n, column: string | null): string {
  if (!column) return '—';
  const key = `eam.importColumns.${column}`;
  // Checked by i18n.exists; the typed t() cannot see that.
  return i18n.exists(key) ? t(key as 'eam.importColumns.storeCode') : column;
}
