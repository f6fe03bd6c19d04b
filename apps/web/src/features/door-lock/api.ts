import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ImportResult,
  DoorBattery,
  DoorKey,
  DoorKeyInput,
  DoorKeyPageParams,
  DoorLock,
  DoorLockChange,
  DoorLockInput,
  DoorLockPageParams,
  DoorOpen,
  DoorPassword,
  DoorPasswordInput,
  DoorPasswordPageParams,
  DoorPasswordReveal,
  DoorPasswordRevealLog,
  Envelope,
  Page,
} from '@depot/shared';
import { download, getData } from '../../api/get-data';
import { http } from '../../api/http';
import type { PagePlace } from '../../lib/use-short-page';

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

export const doorLockQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'lock', id] as const,
    queryFn: () => getData<DoorLock>(`/doorlock/${id}`),
  });

export const doorKeyPageQueryOptions = (params: DoorKeyPageParams) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'keys', params] as const,
    queryFn: () => getData<Page<DoorKey>>('/doorlock/key/page', params),
    placeholderData: keepPreviousData,
  });

export const doorPasswordPageQueryOptions = (params: DoorPasswordPageParams) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'passwords', params] as const,
    queryFn: () => getData<Page<DoorPassword>>('/doorlock/password/page', params),
    placeholderData: keepPreviousData,
  });

/** Who revealed the lock's passwords, newest first, a page at a time. */
export const doorRevealLogQueryOptions = (lockId: number, params: PagePlace) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'reveals', lockId, params] as const,
    queryFn: () => getData<Page<DoorPasswordRevealLog>>(`/doorlock/${lockId}/reveals`, params),
    placeholderData: keepPreviousData,
  });

export const doorBatteryQueryOptions = (lockId: number, params: PagePlace) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'battery', lockId, params] as const,
    queryFn: () => getData<Page<DoorBattery>>(`/doorlock/${lockId}/battery`, params),
    placeholderData: keepPreviousData,
  });

export const doorOpenPageQueryOptions = (lockId: number, params: PagePlace) =>
  queryOptions({
    queryKey: [...doorLockKeys.all, 'opens', lockId, params] as const,
    queryFn: () => getData<Page<DoorOpen>>(`/doorlock/${lockId}/opens`, params),
    placeholderData: keepPreviousData,
  });

export async function createDoorLock(body: DoorLockInput): Promise<DoorLock> {
  return (await http.post<Envelope<DoorLock>>('/doorlock', body)).data.data;
}

export async function updateDoorLock(body: DoorLockChange): Promise<DoorLock> {
  return (await http.put<Envelope<DoorLock>>('/doorlock', body)).data.data;
}

/** Refused (409) while the lock has keys or passwords: a lock with a history is marked removed. */
export async function deleteDoorLock(id: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/doorlock/${id}`);
}

export async function issueDoorKey(body: DoorKeyInput): Promise<DoorKey> {
  return (await http.post<Envelope<DoorKey>>('/doorlock/key', body)).data.data;
}

export async function revokeDoorKey(id: number, reason: string): Promise<DoorKey> {
  return (await http.post<Envelope<DoorKey>>(`/doorlock/key/${id}/revoke`, { reason })).data.data;
}

export async function applyDoorPassword(body: DoorPasswordInput): Promise<DoorPassword> {
  return (await http.post<Envelope<DoorPassword>>('/doorlock/password', body)).data.data;
}

export async function confirmDoorPassword(id: number): Promise<DoorPassword> {
  return (await http.post<Envelope<DoorPassword>>(`/doorlock/password/${id}/confirm`)).data.data;
}

/** The code, to its applicant only; the server logs each reveal. */
export async function revealDoorPassword(id: number): Promise<DoorPasswordReveal> {
  return (await http.post<Envelope<DoorPasswordReveal>>(`/doorlock/password/${id}/reveal`)).data
    .data;
}

/** The two door-lock imports: locks, and open-log rows from a lock vendor's export. */
export type DoorImportKind = 'locks' | 'opens';
const IMPORT_URLS: Record<DoorImportKind, string> = {
  locks: '/doorlock/import',
  opens: '/doorlock/open/import',
};

/** An empty .xlsx with an import's header row, in the user's language. */
export const downloadDoorImportTemplate = (kind: DoorImportKind) =>
  download(`${IMPORT_URLS[kind]}/template`);

/** Sends an import's .xlsx: a dry run reports every bad row; nothing is imported unless all are valid. */
export async function importDoorFile(
  kind: DoorImportKind,
  file: File,
  dryRun: boolean,
): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<ImportResult>>(IMPORT_URLS[kind], body, {
    params: { dryRun },
  });
  return response.data.data;
}
