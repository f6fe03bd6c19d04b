import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from './delete-row-button';
import type { TableLayoutProps } from './layout-props';
import { TableCell } from './table-cell';

/**
 * tableType 'default' (a card per row, fields stacked with their labels) and 'list' (a compact
 * line per row, labels as accessible names only).
 */
export function CardLayout({ compact, ...props }: TableLayoutProps & { compact: boolean }) {
  const { t } = useTranslation();
  const { columns, rows, rowIds, isChecked, setCell, removeRow, sums, disabled, readOnly } = props;
  const editable = !disabled && !readOnly;
  const cells = (index: number) =>
    columns.map((column) => {
      const cell = (
        <TableCell
          key={column.vModel}
          column={column}
          value={rows[index]?.[column.vModel]}
          onChange={(value) => setCell(index, column.vModel, value)}
          checked={isChecked(index, column.vModel)}
          rowIndex={index}
          disabled={disabled}
          readOnly={readOnly}
        />
      );
      if (compact) return cell;
      return (
        <Flex key={column.vModel} vertical gap={4}>
          <Typography.Text>
            {column.required && <Typography.Text type="danger">* </Typography.Text>}
            {column.label}
          </Typography.Text>
          {cell}
        </Flex>
      );
    });

  return (
    <Flex vertical gap={8}>
      {rowIds.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.table.empty')} />
      )}
      {rowIds.map((id, index) =>
        compact ? (
          <Flex key={id} gap={8} align="flex-start" wrap>
            <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
              {index + 1}.
            </Typography.Text>
            {cells(index)}
            {editable && <DeleteRowButton onConfirm={() => removeRow(index)} />}
          </Flex>
        ) : (
          <Card
            key={id}
            size="small"
            title={t('form.table.row', { index: index + 1 })}
            extra={editable && <DeleteRowButton onConfirm={() => removeRow(index)} />}
          >
            <Flex vertical gap={12}>
              {cells(index)}
            </Flex>
          </Card>
        ),
      )}
      {sums && sums.size > 0 && (
        <Typography.Text role="status">
          {t('form.table.summary')}：
          {columns
            .filter((column) => sums.has(column.vModel))
            .map((column) => `${column.label} ${sums.get(column.vModel)}`)
            .join('，')}
        </Typography.Text>
      )}
    </Flex>
  );
}
