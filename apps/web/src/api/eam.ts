import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Envelope,
  Page,
  RepairAction,
  RepairAssignee,
  RepairImportResult,
  RepairOrder,
  RepairOrderCreate,
  RepairOrderDetail,
  RepairOrderEdit,
  RepairStats,
  RepairStatus,
  RepairSubOrder,
  RepairSubOrderDetail,
  RepairType,
  RepairTypeCreate,
  RepairTypeEdit,
  StoreItem,
  SubOrderAction,
  SubOrderCreate,
  SubOrderEdit,
  repairActionBodies,
  subOrderActionBody,
} from '@depot/shared';
import { fileDownloadUrl, uploadFormFile } from './form-design';
import { download, getData, type DownloadedFile } from './get-data';
import { http } from './http';

/**
 * Repair orders (`/eam`, docs/repair-orders.md): the paged list with filters and sort, the
 * detail with sub-orders and timeline, every transition as its own call, sub-orders, repair
 * types with their service levels, the home panel's figures, Excel export and import.
 * Every query key starts with `eamKeys.all`; mutations invalidate with these keys.
 */

/** Filters of the list and the export, as the query string carries them. */
export interface RepairOrderFilters {
  status?: RepairStatus[];
  storeId?: number;
  typeId?: number;
  evaluated?: 'true' | 'false';
  submitFrom?: string;
  submitTo?: string;
  appointmentFrom?: string;
  appointmentTo?: string;
  completionFrom?: string;
  completionTo?: string;
  /** Substring of the code or the external code. */
  keyword?: string;
  /** Only orders past a service-level target. */
  breached?: 'true';
}

export type RepairOrderPageParams = RepairOrderFilters & {
  current: number;
  size: number;
  sort?: string;
};

/**
 * When (client clock, ms) an answer arrived. The server computes durations at answer time;
 * an open order's figures count on from this moment (see features/eam/lib/live-figures).
 */
export interface Received {
  receivedAt: number;
}
export type ReceivedOrder = RepairOrder & Received;
export type ReceivedOrderDetail = RepairOrderDetail & Received;
export type ReceivedSubOrderDetail = RepairSubOrderDetail & Received;

/** The body of an order action (dispatch, pause, …), typed from the shared schema. */
export type RepairActionBody<A extends RepairAction> = ReturnType<
  (typeof repairActionBodies)[A]['parse']
>;
export type SubOrderActionBody = ReturnType<typeof subOrderActionBody.parse>;

/** A store as GET /admin/store/list answers it (open to every signed-in user). */
export type { StoreItem as StoreOption } from '@depot/shared';

export const eamKeys = {
  all: ['eam'] as const,
  /** Orders, sub-orders and figures: what a change can alter. */
  records: () => [...eamKeys.all, 'records'] as const,
  orderPages: () => [...eamKeys.records(), 'order-page'] as const,
  orderPage: (params: RepairOrderPageParams) => [...eamKeys.orderPages(), params] as const,
  order: (orderId: number) => [...eamKeys.records(), 'order', orderId] as const,
  subOrder: (subOrderId: number) => [...eamKeys.records(), 'suborder', subOrderId] as const,
  stats: () => [...eamKeys.records(), 'stats'] as const,
  types: () => [...eamKeys.all, 'types'] as const,
  assignees: () => [...eamKeys.all, 'assignees'] as const,
  stores: () => [...eamKeys.all, 'stores'] as const,
  photo: (url: string) => [...eamKeys.all, 'photo', url] as const,
};

const stamp = <T extends object>(value: T, receivedAt: number): T & Received => ({
  ...value,
  receivedAt,
});

// ---- orders -------------------------------------------------------------------------------

export async function fetchRepairOrderPage(
  params: RepairOrderPageParams,
): Promise<Page<ReceivedOrder>> {
  const page = await getData<Page<RepairOrder>>('/eam/repair-order/page', params);
  const at = Date.now();
  return { ...page, records: page.records.map((order) => stamp(order, at)) };
}

export const repairOrderPageQueryOptions = (params: RepairOrderPageParams) =>
  queryOptions({
    queryKey: eamKeys.orderPage(params),
    queryFn: () => fetchRepairOrderPage(params),
    placeholderData: keepPreviousData,
  });

export const repairOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: eamKeys.order(orderId),
    queryFn: async (): Promise<ReceivedOrderDetail> =>
      stamp(await getData<RepairOrderDetail>(`/eam/repair-order/${orderId}`), Date.now()),
  });

export const repairSubOrderQueryOptions = (subOrderId: number) =>
  queryOptions({
    queryKey: eamKeys.subOrder(subOrderId),
    queryFn: async (): Promise<ReceivedSubOrderDetail> =>
      stamp(await getData<RepairSubOrderDetail>(`/eam/repair-suborder/${subOrderId}`), Date.now()),
  });

/** The home panel's figures. */
export const repairStatsQueryOptions = () =>
  queryOptions({
    queryKey: eamKeys.stats(),
    queryFn: () => getData<RepairStats>('/eam/repair-order/stats'),
  });

/** Users an order or a sub-order can be assigned to (holders of eam_order_work). */
export const repairAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: eamKeys.assignees(),
    queryFn: () => getData<RepairAssignee[]>('/eam/repair-order/assignees'),
  });

export const repairTypesQueryOptions = () =>
  queryOptions({
    queryKey: eamKeys.types(),
    queryFn: () => getData<RepairType[]>('/eam/repair-type/list'),
  });

export const storeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: eamKeys.stores(),
    queryFn: () => getData<StoreItem[]>('/admin/store/list'),
  });

export async function createRepairOrder(body: RepairOrderCreate): Promise<RepairOrder> {
  const response = await http.post<Envelope<RepairOrder>>('/eam/repair-order', body);
  return response.data.data;
}

/** Open orders only; a stale `version` is a 409 and changes nothing. */
export async function editRepairOrder(body: RepairOrderEdit): Promise<RepairOrder> {
  const response = await http.put<Envelope<RepairOrder>>('/eam/repair-order', body);
  return response.data.data;
}

/** POST /eam/repair-order/:orderId/<action>; 409 when the status or the version moved on. */
export async function runRepairAction<A extends RepairAction>(
  orderId: number,
  action: A,
  body: RepairActionBody<A>,
): Promise<RepairOrder> {
  const response = await http.post<Envelope<RepairOrder>>(
    `/eam/repair-order/${orderId}/${action}`,
    body,
  );
  return response.data.data;
}

// ---- sub-orders ---------------------------------------------------------------------------

export async function createSubOrder(body: SubOrderCreate): Promise<RepairSubOrder> {
  const response = await http.post<Envelope<RepairSubOrder>>('/eam/repair-suborder', body);
  return response.data.data;
}

export async function editSubOrder(body: SubOrderEdit): Promise<RepairSubOrder> {
  const response = await http.put<Envelope<RepairSubOrder>>('/eam/repair-suborder', body);
  return response.data.data;
}

/** Pending sub-orders only. */
export async function deleteSubOrder(subOrderId: number, version: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/eam/repair-suborder/${subOrderId}`, {
    params: { version },
  });
}

export async function runSubOrderAction(
  subOrderId: number,
  action: SubOrderAction,
  body: SubOrderActionBody,
): Promise<RepairSubOrder> {
  const response = await http.post<Envelope<RepairSubOrder>>(
    `/eam/repair-suborder/${subOrderId}/${action}`,
    body,
  );
  return response.data.data;
}

// ---- photos -------------------------------------------------------------------------------

/** Stores a photo through POST /admin/files; its id goes into a sub-order's photo list. */
export const uploadPhoto = uploadFormFile;

/** Where a photo just uploaded (not yet held by a sub-order) is read: open to its uploader. */
export const uploadedPhotoUrl = (fileId: string) => fileDownloadUrl(fileId);

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable photo'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A photo as a data: URL for an <img>, read through the http client so that the bearer token
 * goes along (a plain src could not send it). A data: URL needs no revoking when the cache
 * drops it.
 */
export const photoQueryOptions = (url: string) =>
  queryOptions({
    queryKey: eamKeys.photo(url),
    queryFn: async () => dataUrl((await http.get<Blob>(url, { responseType: 'blob' })).data),
    // A stored file never changes.
    staleTime: Infinity,
  });

// ---- repair types and service levels ------------------------------------------------------

export async function createRepairType(body: RepairTypeCreate): Promise<RepairType> {
  const response = await http.post<Envelope<RepairType>>('/eam/repair-type', body);
  return response.data.data;
}

export async function editRepairType(body: RepairTypeEdit): Promise<RepairType> {
  const response = await http.put<Envelope<RepairType>>('/eam/repair-type', body);
  return response.data.data;
}

// ---- Excel export and import --------------------------------------------------------------

/** The user's IANA time zone: the export writes times in it, the import reads them in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The .xlsx of the filtered, sorted list (every page). */
export function exportRepairOrders(
  filters: RepairOrderFilters & { sort?: string },
): Promise<DownloadedFile> {
  return download('/eam/repair-order/export', { ...filters, timeZone: timeZone() });
}

/** An empty .xlsx with the import's header row. */
export function downloadRepairImportTemplate(): Promise<DownloadedFile> {
  return download('/eam/repair-order/import-template');
}

/**
 * Sends an .xlsx of orders. A dry run reports every bad row and imports nothing; a real run
 * imports nothing either unless every row is valid.
 */
export async function importRepairOrders(file: File, dryRun: boolean): Promise<RepairImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<RepairImportResult>>('/eam/repair-order/import', body, {
    params: { dryRun },
  });
  return response.data.data;
}
