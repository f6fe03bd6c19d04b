import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { assetCategoryListQueryOptions } from '../../../api/asset';
import { categoryOptions, categoryTree } from '../lib/category-tree';

/** A category picker over the whole tree (searchable by name or prefix). */
export function CategorySelect(
  props: Omit<TreeSelectProps<number>, 'treeData'> & { hidden?: ReadonlySet<number> },
) {
  const { hidden, ...rest } = props;
  const list = useQuery(assetCategoryListQueryOptions());
  const treeData = useMemo(
    () => categoryOptions(categoryTree(list.data ?? []), hidden),
    [list.data, hidden],
  );
  return (
    <TreeSelect<number>
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={list.isPending}
      treeData={treeData}
      style={{ minWidth: 200 }}
      {...rest}
    />
  );
}
