import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { userListQueryOptions } from '../../../api/admin-users';
import { searchByLabel } from '../../../components/search-select';

type Props<V> = Omit<SelectProps<V>, 'options' | 'loading' | 'mode'> & {
  /** Users not offered (the viewer, when transferring to someone else). */
  exclude?: readonly number[];
};

function useUserOptions(exclude: readonly number[] = []) {
  const users = useQuery(userListQueryOptions());
  const options = (users.data ?? [])
    .filter((u) => !exclude.includes(u.userId))
    .map((u) => ({
      value: u.userId,
      label: u.nickname ? `${u.nickname} (${u.username})` : u.username,
    }));
  return { options, loading: users.isPending };
}

const searchable = { showSearch: searchByLabel, style: { minWidth: 200 } } as const;

/**
 * The user picker of the organisation's pickers (GET /admin/user/list, every signed-in user may
 * read it), searchable by nickname and username: one user.
 */
export function UserSelect({ exclude, ...props }: Props<number>) {
  const { options, loading } = useUserOptions(exclude);
  return <Select<number> {...searchable} {...props} loading={loading} options={options} />;
}

/** The same, several users. */
export function UsersSelect({ exclude, ...props }: Props<number[]>) {
  const { options, loading } = useUserOptions(exclude);
  return (
    <Select<number[]>
      {...searchable}
      {...props}
      mode="multiple"
      loading={loading}
      options={options}
    />
  );
}
