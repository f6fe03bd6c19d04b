import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { deptListQueryOptions } from '../api/admin-org';
import { userListQueryOptions } from '../api/admin-users';
import { storeOptionsQueryOptions } from '../api/eam';
import { searchByLabel } from './search-select';

type Props = Omit<SelectProps<number>, 'options' | 'loading'>;

/** A picker's own props: cleared, searched by its labels, wide enough for a name. */
export const searchable = {
  allowClear: true,
  showSearch: searchByLabel,
  style: { minWidth: 160 },
} as const;

/** A user picker (nickname and username): a custodian, a borrower, a receiver. */
export function UserSelect(props: Props) {
  const users = useQuery(userListQueryOptions());
  return (
    <Select<number>
      {...searchable}
      {...props}
      loading={users.isPending}
      options={(users.data ?? []).map((u) => ({
        value: u.userId,
        label: `${u.nickname} (${u.username})`,
      }))}
    />
  );
}

/** A department picker. */
export function DeptSelect(props: Props) {
  const depts = useQuery(deptListQueryOptions());
  return (
    <Select<number>
      {...searchable}
      {...props}
      loading={depts.isPending}
      options={(depts.data ?? []).map((d) => ({ value: d.deptId, label: d.name }))}
    />
  );
}

/** A store picker (an asset's store, where returned assets go, where a transfer takes them). */
export function StoreSelect(props: Props) {
  const stores = useQuery(storeOptionsQueryOptions());
  return (
    <Select<number>
      {...searchable}
      {...props}
      loading={stores.isPending}
      options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
    />
  );
}
