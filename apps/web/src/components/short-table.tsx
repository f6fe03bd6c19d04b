import { Table, type TableProps } from 'antd';

/**
 * A table of a record's few rows (a document's lines, a card's list): small, every row at once
 * (no pages), the columns at their natural widths, scrolling sideways when they are wider than
 * the space. `scroll` may narrow that, e.g. to wide pages only (`wideScroll`).
 */
export function ShortTable<T extends object>(props: Omit<TableProps<T>, 'size' | 'pagination'>) {
  return <Table<T> size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
