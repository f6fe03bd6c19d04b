import type { Page } from '@depot/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemList, type ItemListProps } from '../../../components/item-list';

/**
 * A person card's short list of a page a query reads: dimmed while it is read again, and when
 * empty a small picture saying there is `none`, or that it failed to load.
 */
export function PersonList<T>({
  query,
  none,
  ...list
}: { query: UseQueryResult<Page<T>>; none: string } & Omit<
  ItemListProps<T>,
  'items' | 'loading' | 'empty' | 'size'
>) {
  const { t } = useTranslation();
  return (
    <ItemList
      size="small"
      loading={query.isFetching}
      items={query.data?.records ?? []}
      empty={
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={query.isError ? t('approvals.person.loadFailed') : none}
        />
      }
      {...list}
    />
  );
}
