import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { userListQueryOptions } from '../../../api/admin-users';
import { storeOptionsQueryOptions } from '../../../api/eam';

type Props = Omit<SelectProps<number>, 'options' | 'loading'>;

const searchable = {
  allowClear: true,
  showSearch: true,
  optionFilterProp: 'label',
} as const;

/** A person (borrower, receiver, new custodian): nickname and username, searchable. */
export function PersonSelect(props: Props) {
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

/** A store (where returned assets go, where a transfer takes them). */
export function StorePicker(props: Props) {
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
