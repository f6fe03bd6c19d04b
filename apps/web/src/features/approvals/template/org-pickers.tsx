import type { AssetCategory } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { enterpriseListQueryOptions } from '../../../api/admin-org';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { assetCategoryListQueryOptions } from '../../../api/asset';
import { SearchSelect } from '../../../components/search-select';

interface Option {
  value: number;
  title: string;
  children?: Option[];
}

/** The flat category list as TreeSelect data (a category whose parent is missing is a root). */
function categoryOptions(categories: readonly AssetCategory[]): Option[] {
  const nodes = new Map<number, Option>(
    categories.map((c) => [
      c.categoryId,
      { value: c.categoryId, title: `${c.name} (${c.codePrefix})` },
    ]),
  );
  const roots: Option[] = [];
  for (const c of categories) {
    const node = nodes.get(c.categoryId)!;
    const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

interface IdsProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
}

/** Asset categories (a condition names each it applies to, with what is below it). */
export function CategoriesSelect(props: IdsProps) {
  const list = useQuery(assetCategoryListQueryOptions());
  const treeData = useMemo(() => categoryOptions(list.data ?? []), [list.data]);
  return (
    <TreeSelect<number[]>
      {...props}
      multiple
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={list.isPending}
      treeData={treeData}
      style={{ minWidth: 200 }}
    />
  );
}

/** Enterprises (every signed-in user reads the list: the pickers use it). */
export function EnterprisesSelect(props: IdsProps) {
  const list = useQuery(enterpriseListQueryOptions());
  return (
    <SearchSelect<number[]>
      {...props}
      mode="multiple"
      allowClear
      loading={list.isPending}
      options={(list.data ?? []).map((e) => ({ value: e.entId, label: e.name }))}
      style={{ minWidth: 200 }}
    />
  );
}

/** One role: its holders approve. */
export function RoleSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const list = useQuery(roleListQueryOptions());
  return (
    <SearchSelect<number>
      {...props}
      loading={list.isPending}
      options={(list.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
      style={{ minWidth: 200 }}
    />
  );
}
