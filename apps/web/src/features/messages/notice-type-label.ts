import type { TFunction, i18n as I18n } from 'i18next';
import type { NoticeType } from '@depot/shared';

/**
 * The label of a notice type. A type the client has no label for (the server may add one before
 * the client knows it) reads "type N" rather than an i18n key.
 */
export function noticeTypeLabel(t: TFunction, i18n: I18n, type: number): string {
  const key = `notice.type.${type}`;
  if (i18n.exists(key)) return t(key as `notice.type.${NoticeType}`);
  return t('messages.otherType', { type });
}
