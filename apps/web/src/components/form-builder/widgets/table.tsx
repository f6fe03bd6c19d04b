import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormBuilder } from '../form-builder-context';
import type { WidgetProps } from '../types';
import { CardLayout } from './table/card-layout';
import { GridLayout } from './table/grid-layout';
import { columnSums, tableColumns, type TableRow } from './table/table-rows';
import { useTableRows } from './table/use-table-rows';

/**
 * Sub-rows (SPEC §3, §4): a table, a card per row ('default') or a compact list, with rows added
 * by the action button and deleted after a confirmation. Required cells show "cannot be empty"
 * once changed or after a submit attempt; the renderer refuses a submit with an invalid cell.
 */
export function TableWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
}: WidgetProps<TableRow[], 'table'>) {
  const { t } = useTranslation();
  const { submitCount } = useFormBuilder();
  const columns = useMemo(() => tableColumns(widget.children), [widget.children]);
  const state = useTableRows(value, onChange, columns, submitCount);
  const locked = disabled || widget.disabled;
  const props = {
    columns,
    rows: state.rows,
    rowIds: state.rowIds,
    isChecked: state.isChecked,
    setCell: state.setCell,
    removeRow: state.removeRow,
    sums: widget.showSummary ? columnSums(columns, state.rows, widget.summaryColumns) : null,
    disabled: locked,
    readOnly,
  };
  return (
    <Flex vertical gap={8}>
      {widget.tableType === 'table' ? (
        <GridLayout {...props} />
      ) : (
        <CardLayout {...props} compact={widget.tableType === 'list'} />
      )}
      {!locked && !readOnly && (
        <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={state.addRow} block>
          {widget.actionText || t('form.table.add')}
        </Button>
      )}
    </Flex>
  );
}
