import { useQuery } from '@tanstack/react-query';
import { type SelectProps } from 'antd';
import { warehouseCategoriesQueryOptions } from '../api';
import { SearchSelect } from '../../../components/search-select';

/**
 * A category of the given tracking (counted for stock lines, serialised for asset thresholds),
 * or of either (`any`: a stocktake's scope).
 */
export function CategorySelect({
  tracking = 'count',
  ...props
}: Omit<SelectProps<number>, 'options'> & { tracking?: 'serial' | 'count' | 'any' }) {
  const categories = useQuery(warehouseCategoriesQueryOptions());
  return (
    <SearchSelect<number>
      allowClear
      style={{ minWidth: 140 }}
      loading={categories.isLoading}
      {...props}
      options={(categories.data ?? [])
        .filter((c) => tracking === 'any' || c.tracking === tracking)
        .map((c) => ({ value: c.categoryId, label: `${c.name}（${c.unit}）` }))}
    />
  );
}
