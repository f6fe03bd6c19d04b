import type { DoorLock } from '@depot/shared';
import type { SelectProps } from 'antd';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import { doorLockPageQueryOptions, doorLockQueryOptions } from '../api';

const lockOption = (l: DoorLock) => ({ value: l.lockId, label: `${l.storeName} ${l.door}` });

const matches = (q: string | undefined) =>
  doorLockPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q });

/**
 * A lock, found on the server by its store, door, model or serial number as the user types; a
 * lock the field came with (the one the page was opened for) is named from its own record.
 */
export function LockSelect(props: Omit<SelectProps<number>, 'options'>) {
  return (
    <RemoteSelect {...props} search={matches} toOption={lockOption} lookup={doorLockQueryOptions} />
  );
}
