import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from './delete-row-button';
import type { TableLayoutProps } from './layout-props';
import { TableCell } from './table-cell';

interface GridRow {
  key: string;
  index: number;
}

/** tableType 'table': one table row per data row, the totals in a summary row. */
export function GridLayout({
  columns,
  rows,
  rowIds,
  isChecked,
  setCell,
  removeRow,
  sums,
  disabled,
  readOnly,
}: TableLayoutProps) {
  const { t } = useTranslation();
  const editable = !disabled && !readOnly;
  const gridColumns: ColumnsType<GridRow> = [
    { key: '#', title: '#', width: 48, render: (_, row) => row.index + 1 },
    ...columns.map((column) => ({
      key: column.vModel,
      title: (
        <span>
          {column.required && <Typography.Text type="danger">* </Typography.Text>}
          {column.label}
        </span>
      ),
      render: (_: unknown, row: GridRow) => (
        <TableCell
          column={column}
          value={rows[row.index]?.[column.vModel]}
          onChange={(value) => setCell(row.index, column.vModel, value)}
          checked={isChecked(row.index, column.vModel)}
          rowIndex={row.index}
          disabled={disabled}
          readOnly={readOnly}
        />
      ),
    })),
  ];
  if (editable) {
    gridColumns.push({
      key: 'actions',
      title: t('form.table.actions'),
      width: 96,
      render: (_, row) => <DeleteRowButton onConfirm={() => removeRow(row.index)} />,
    });
  }
  return (
    <Table<GridRow>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={gridColumns}
      dataSource={rowIds.map((key, index) => ({ key, index }))}
      locale={{ emptyText: t('form.table.empty') }}
      summary={
        sums
          ? () => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('form.table.summary')}</Table.Summary.Cell>
                {columns.map((column, i) => (
                  <Table.Summary.Cell key={column.vModel} index={i + 1}>
                    {sums.get(column.vModel)}
                  </Table.Summary.Cell>
                ))}
                {editable && <Table.Summary.Cell index={columns.length + 1} />}
              </Table.Summary.Row>
            )
          : undefined
      }
    />
  );
}
