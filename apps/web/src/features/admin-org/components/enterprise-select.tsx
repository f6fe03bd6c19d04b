import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import type { CSSProperties } from 'react';
import { enterpriseListQueryOptions, type EnterpriseItem } from '../../../api/admin-org';
import { nestList, toTreeOptions } from '../lib/tree';

export interface EnterpriseSelectProps {
  id?: string;
  value?: string;
  onChange?: (entCode: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** One enterprise, by code, from the enterprise tree (GET /as/enterprise/list). */
export function EnterpriseSelect({
  id,
  value,
  onChange,
  placeholder,
  allowClear,
  style,
  ...aria
}: EnterpriseSelectProps) {
  const list = useQuery(enterpriseListQueryOptions());
  const tree = nestList<EnterpriseItem, string>(
    list.data ?? [],
    (item) => item.code,
    (item) => item.parentCode,
  );
  return (
    <TreeSelect
      id={id}
      aria-label={aria['aria-label']}
      value={value}
      onChange={(next?: string) => onChange?.(next)}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={list.isFetching}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      treeData={toTreeOptions(
        tree,
        (node) => node.code,
        (node) => node.name,
      )}
      style={style}
    />
  );
}
