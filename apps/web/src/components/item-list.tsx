import { Pagination, Spin, theme, type PaginationProps } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** What an ItemList shows, and how. */
export interface ItemListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  size?: 'small' | 'default';
  loading?: boolean;
  header?: ReactNode;
  pagination?: PaginationProps | false;
}

/**
 * A short list of records, each row what `renderItem` gives, laid out in a line (spread out,
 * wrapping on a phone) with a rule between rows: what antd's List did before antd 6 deprecated
 * it (its successor, Listy, is a virtual list for thousands of rows). `empty` stands in for the
 * rows when there are none; `loading` dims them under a spinner; `pagination`, when given, is
 * shown under the rows.
 */
export function ItemList<T>({
  items,
  rowKey,
  renderItem,
  empty,
  size = 'default',
  loading = false,
  header,
  pagination,
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const rule = `1px solid ${token.colorSplit}`;
  const row: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: token.marginXS,
    padding: `${size === 'small' ? token.paddingXS : token.paddingSM}px 0`,
  };
  return (
    <Spin spinning={loading}>
      {header && (
        <div style={{ padding: `${token.paddingSM}px 0`, borderBottom: rule }}>{header}</div>
      )}
      {items.length ? (
        <ul style={LIST_STYLE}>
          {items.map((item, i) => (
            <li
              key={rowKey(item)}
              style={i < items.length - 1 ? { ...row, borderBottom: rule } : row}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div style={{ padding: token.padding, textAlign: 'center' }}>{empty}</div>
      )}
      {pagination && (
        <Pagination
          align="end"
          size="small"
          style={{ marginTop: token.marginSM }}
          {...pagination}
        />
      )}
    </Spin>
  );
}
