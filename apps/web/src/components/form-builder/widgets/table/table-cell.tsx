import type { DataWidget } from '@depot/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormBuilder } from '../../form-builder-context';
import { validationText } from '../../messages';
import { cellError } from './table-rows';

export interface TableCellProps {
  column: DataWidget;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The cell's validity flag is set (it changed, or a submit was attempted). */
  checked: boolean;
  rowIndex: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** Show the column label in the accessible name (cards and lists show it visibly). */
  label?: string;
}

/** One cell: the column's widget and, once checked, its error ("cannot be empty"). */
export function TableCell({
  column,
  value,
  onChange,
  checked,
  rowIndex,
  disabled,
  readOnly,
  label,
}: TableCellProps) {
  const { t } = useTranslation();
  const { renderWidget } = useFormBuilder();
  const error = checked && !readOnly ? cellError(column, value) : undefined;
  const name = `${label ?? column.label} ${t('form.table.row', { index: rowIndex + 1 })}`;
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      {renderWidget(column, { value, onChange, disabled, readOnly, 'aria-label': name })}
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {validationText(t, error)}
        </Typography.Text>
      )}
    </Flex>
  );
}
