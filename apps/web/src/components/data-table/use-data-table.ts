import { FIRST_PAGE, type Page } from '@depot/shared';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatPosition, parsePosition, type TablePosition } from './table-url-state';

/** What a page query gets: the filters plus `current`, `size` and (when chosen) `sort`. */
export type DataTableParams<F extends object> = F & {
  current: number;
  size: number;
  /** `field,asc` | `field,desc` */
  sort?: string;
};

/** The fields a table may sort by: a list, or a rule for fields named by pattern. */
export interface SortableFields {
  has(field: string): boolean;
}

/** A queryOptions factory of a page call: `(params) => queryOptions({ queryKey, queryFn })`. */
export type PageQueryFactory<T, F extends object, K extends QueryKey = QueryKey> = (
  params: DataTableParams<F>,
) => UseQueryOptions<Page<T>, Error, Page<T>, K>;

/** What a table lists: the page call and what names a row. */
export interface DataTableSource<T extends object, F extends object, K extends QueryKey> {
  /** The page call's queryOptions factory; it gets the filters with current, size and sort. */
  query: PageQueryFactory<T, F, K>;
  /** A row's key: its id field, or a function of the row. */
  rowKey: NonNullable<TableProps<T>['rowKey']>;
}

export interface DataTableOptions<
  T extends object,
  F extends object,
  K extends QueryKey,
> extends DataTableSource<T, F, K> {
  /**
   * Server fields the table may sort by (the API's allow-list); columns with these keys sort.
   * A function (defined once, outside the component) decides for fields a list cannot name,
   * such as designed fields (`custom.<vModel>`).
   */
  sortable?: readonly string[] | ((field: string) => boolean);
  /**
   * Filters before the user sets any (also what "reset" goes back to for the filter bar). Their
   * type is taken from `query`, not from these.
   */
  initialFilters?: NoInfer<F>;
}

export interface DataTableState<F extends object> {
  params: DataTableParams<F>;
  filters: F;
  /** Replaces the filters and goes back to the first page. Empty values ('' / null) are dropped. */
  setFilters: (filters: F) => void;
  /** Changes some filters (a tree beside the table, say) and goes back to the first page. */
  patchFilters: (patch: Partial<F>) => void;
  setPosition: (position: Partial<TablePosition>) => void;
  sortable: SortableFields;
  initialFilters: F;
}

/** One paged table: what it lists and its state; `DataTable` draws it. */
export type PagedTable<T extends object, F extends object, K extends QueryKey> = DataTableState<F> &
  DataTableSource<T, F, K>;

function compact<F extends object>(filters: F): F {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as F;
}

/**
 * One paged table: the call it pages, a row's key, and its state. The filters' type is the
 * call's parameters. Page, size and sort live in the address's fragment
 * (`#current=2&size=20&sort=username,desc`) so a reload keeps them; the fragment rather than
 * the query string because the shell makes one tab (and one mounted page) per path + query.
 * Filters live in memory (a kept-alive tab keeps them).
 */
export function useDataTable<T extends object, F extends object, K extends QueryKey>(
  options: DataTableOptions<T, F, K>,
): PagedTable<T, F, K> {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const rule = typeof options.sortable === 'function' ? options.sortable : undefined;
  const sortableKey =
    typeof options.sortable === 'function' ? '' : (options.sortable ?? []).join('|');
  const sortable = useMemo<SortableFields>(
    () => (rule ? { has: rule } : new Set(sortableKey ? sortableKey.split('|') : [])),
    [rule, sortableKey],
  );
  const [initialFilters] = useState<F>(() => compact(options.initialFilters ?? ({} as F)));
  const [filters, setFilterState] = useState<F>(initialFilters);
  const position = useMemo(() => parsePosition(hash, sortable), [hash, sortable]);

  const setPosition = useCallback(
    (next: Partial<TablePosition>) => {
      const target = formatPosition({ ...position, ...next });
      if (target === (hash === '#' ? '' : hash)) return;
      void navigate({ pathname, search, hash: target }, { replace: true });
    },
    [hash, navigate, pathname, position, search],
  );

  const setFilters = useCallback(
    (next: F) => {
      setFilterState(compact(next));
      setPosition({ current: FIRST_PAGE });
    },
    [setPosition],
  );

  const patchFilters = useCallback(
    (patch: Partial<F>) => {
      setFilterState((previous) => compact({ ...previous, ...patch }));
      setPosition({ current: FIRST_PAGE });
    },
    [setPosition],
  );

  const { current, size, sort } = position;
  const params = useMemo(
    () =>
      (sort
        ? { ...filters, current, size, sort }
        : { ...filters, current, size }) as DataTableParams<F>,
    [filters, current, size, sort],
  );

  const { query, rowKey } = options;
  return {
    query,
    rowKey,
    params,
    filters,
    setFilters,
    patchFilters,
    setPosition,
    sortable,
    initialFilters,
  };
}
