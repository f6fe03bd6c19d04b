import { Card, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShortPage } from '../lib/use-short-page';
import { useWide, wideScroll } from '../lib/use-wide';

/**
 * A record's list in a card of its page (a lock's passwords, keys and logs, a project's visas): a
 * small table, a page at a time from the server (`useShortPage`), saying "暂无记录" when there
 * is nothing; sideways scroll on a wide page only (`wideScroll`).
 */
export function PagedCard<T extends object>({
  title,
  extra,
  list,
  ...table
}: {
  title: string;
  extra?: ReactNode;
  list: ShortPage<T>;
} & Omit<TableProps<T>, 'title' | 'size' | 'dataSource' | 'pagination' | 'loading' | 'locale'>) {
  const { t } = useTranslation();
  const wide = useWide();
  return (
    <Card title={title} extra={extra}>
      <Table<T>
        size="small"
        scroll={wideScroll(wide)}
        dataSource={list.records}
        pagination={list.pagination}
        loading={list.page.isPending}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('dataTable.empty')}</Typography.Text>,
        }}
        {...table}
      />
    </Card>
  );
}
