import { FIRST_PAGE, type Page } from '@depot/shared';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** A page's place in a list without filters. */
export interface PagePlace {
  current: number;
  size: number;
}

/** A page of a short list: its query, the rows it shows and the table's pager. */
export interface ShortPage<T> {
  page: UseQueryResult<Page<T>>;
  records: T[];
  pagination: TablePaginationConfig;
}

/**
 * A short list inside a record's page (a lock's reveal log, a device's repair orders), a page at
 * a time from the server: however long it grows, nothing past a cap is left out unsaid. Its
 * place is the component's own, not the address's, since a page may show several.
 */
export function useShortPage<T, K extends QueryKey>(
  query: (place: PagePlace) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  size = 10,
): ShortPage<T> {
  const [current, setCurrent] = useState(FIRST_PAGE);
  const page = useQuery(query({ current, size }));
  const pagination: TablePaginationConfig = {
    current,
    pageSize: size,
    total: page.data?.total ?? 0,
    onChange: setCurrent,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
  return { page, records: page.data?.records ?? [], pagination };
}
