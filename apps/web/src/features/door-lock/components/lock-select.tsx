import type { DoorLock } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import { doorLockPageQueryOptions, doorLockQueryOptions } from '../api';

const lockOption = (l: DoorLock) => ({ value: l.lockId, label: `${l.storeName} ${l.door}` });

const matches = (q: string | undefined) =>
  doorLockPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q });

/**
 * A lock, found on the server by its store, door, model or serial number as the user types;
 * `named` (a lock the page was opened for) is shown by its own name until another is chosen.
 */
export function LockSelect({
  named,
  ...props
}: Omit<SelectProps<number>, 'options'> & { named?: number }) {
  const lock = useQuery({ ...doorLockQueryOptions(named ?? 0), enabled: named !== undefined });
  return (
    <RemoteSelect
      {...props}
      search={matches}
      toOption={lockOption}
      valueLabel={lock.data && lockOption(lock.data).label}
    />
  );
}
