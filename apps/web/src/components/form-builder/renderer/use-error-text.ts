import { levelWidgets, type DataWidget, type FormValidationError } from '@depot/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../messages';
import { cellOf } from './form-values';

/**
 * The text of a validation error on a field; an error inside a table names the row and the
 * column ("第 2 行“数量”不能为空").
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (widget: DataWidget, error: FormValidationError): string => {
      const text = validationText(t, error);
      const cell = widget.kind === 'table' ? cellOf(error.path) : null;
      if (!cell || widget.kind !== 'table') return text;
      const column = levelWidgets(widget.children).find((c) => c.widget.vModel === cell.column);
      return t('form.table.cellError', {
        index: cell.index + 1,
        label: column?.widget.label || cell.column,
        message: text,
      });
    },
    [t],
  );
}
