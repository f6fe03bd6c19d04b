import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DoorLock, DoorLockPageParams, Page } from '@depot/shared';
import { getData } from '../../api/get-data';

/**
 * Door locks (`/doorlock`, docs/door-locks.md): one query factory per endpoint, every key under
 * `doorLockKeys.all` (api/one-factory-per-endpoint.test.ts walks this file too).
 */
export const doorLockKeys = {
  all: ['door-lock'] as const,
  page: (params: DoorLockPageParams) => [...doorLockKeys.all, 'page', params] as const,
};

export const doorLockPageQueryOptions = (params: DoorLockPageParams) =>
  queryOptions({
    queryKey: doorLockKeys.page(params),
    queryFn: () => getData<Page<DoorLock>>('/doorlock/page', params),
    placeholderData: keepPreviousData,
  });
