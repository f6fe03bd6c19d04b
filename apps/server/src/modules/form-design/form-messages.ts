import { levelWidgets, type FormWidget } from '@depot/shared';
import { isMessageKey, translate, type Language } from '../../core/i18n';
import type { FormDataError } from './form-values';

/** How many problems one 400 lists; the rest are summed up as "…". */
const SHOWN = 10;

const labelOf = (widget: { label: string; vModel: string }) => widget.label.trim() || widget.vModel;

/**
 * The field a validateFormData path points at, by its label in the design: 'qty' → 数量,
 * 'items[2].qty' → 明细第 3 行“数量”. Paths the design does not know are shown as they are.
 */
export function fieldName(fields: readonly FormWidget[], path: string, language: Language): string {
  if (path === '') return translate(language, 'form.field.whole');
  const match = /^([^.[\]]+)(?:\[(\d+)\](?:\.(.+))?)?/.exec(path);
  const widget = match && levelWidgets(fields).find((w) => w.widget.vModel === match[1])?.widget;
  if (!match || !widget) return path;
  const [, , index, rest] = match;
  if (widget.kind === 'table' && index !== undefined && rest !== undefined) {
    return translate(language, 'form.field.cell', {
      table: labelOf(widget),
      index: Number(index) + 1,
      column: fieldName(widget.children, rest, language),
    });
  }
  return labelOf(widget);
}

export function errorText(error: FormDataError, language: Language): string {
  // A regList rule's own message wins over the generic text (as in the web client).
  if (error.messageKey === 'form.validation.pattern' && error.message) return error.message;
  if (!isMessageKey(error.messageKey)) return error.message ?? error.messageKey;
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([k, v]) => [k, v == null ? '' : String(v)]),
  );
  return translate(language, error.messageKey, params);
}

/** Each problem of a refused submission with the field it is about, in `language`. */
export function describeFormErrors(
  fields: readonly FormWidget[],
  errors: readonly FormDataError[],
  language: Language,
): string {
  const parts = errors.slice(0, SHOWN).map((error) =>
    translate(language, 'validation.field', {
      field: fieldName(fields, error.path, language),
      message: errorText(error, language),
    }),
  );
  if (errors.length > SHOWN) parts.push('…');
  return parts.join(language === 'zh-CN' ? '；' : '; ');
}
