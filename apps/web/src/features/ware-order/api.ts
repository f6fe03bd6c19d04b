import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  WARE_ORDER_API,
  type Envelope,
  type Page,
  type SpecialOrderInput,
  type SpecialOrderResubmitInput,
  type WareOrder,
  type WareOrderAction,
  type WareOrderActionBody,
  type WareOrderChange,
  type WareOrderDetail,
  type WareOrderDraft,
  type WareOrderPageParams,
  type WareOrderPhotos,
  type WareOrderType,
  type WareOrderWorker,
  type WorkOrderInput,
} from '@depot/shared';
import { download, getData, type DownloadedFile } from '../../api/get-data';
import { http } from '../../api/http';

/**
 * Work orders and special work orders (`/ware/order`, `/ware/special-order`): one query factory
 * per endpoint (api/one-factory-per-endpoint.test.ts walks this file too), every key under
 * `wareOrderKeys.all`; mutations invalidate `wareOrderKeys.records(type)`.
 */
export const wareOrderKeys = {
  all: ['wareOrder'] as const,
  records: (type: WareOrderType) => [...wareOrderKeys.all, type, 'records'] as const,
  page: (type: WareOrderType, params: WareOrderPageParams) =>
    [...wareOrderKeys.records(type), 'page', params] as const,
  detail: (type: WareOrderType, id: number) =>
    [...wareOrderKeys.records(type), 'detail', id] as const,
  workers: (type: WareOrderType) => [...wareOrderKeys.all, type, 'workers'] as const,
  draft: (docId: number) => [...wareOrderKeys.all, 'draft', docId] as const,
};

const page = (type: WareOrderType) => (params: WareOrderPageParams) =>
  queryOptions({
    queryKey: wareOrderKeys.page(type, params),
    queryFn: () => getData<Page<WareOrder>>(`${WARE_ORDER_API[type]}/page`, params),
    placeholderData: keepPreviousData,
  });
const detail = (type: WareOrderType) => (id: number) =>
  queryOptions({
    queryKey: wareOrderKeys.detail(type, id),
    queryFn: () => getData<WareOrderDetail>(`${WARE_ORDER_API[type]}/${id}`),
  });
const workers = (type: WareOrderType) => () =>
  queryOptions({
    queryKey: wareOrderKeys.workers(type),
    queryFn: () => getData<WareOrderWorker[]>(`${WARE_ORDER_API[type]}/workers`),
    staleTime: 60_000,
  });

export const workOrderPageQueryOptions = page('work');
export const specialOrderPageQueryOptions = page('special');
export const workOrderQueryOptions = detail('work');
export const specialOrderQueryOptions = detail('special');
export const workOrderWorkersQueryOptions = workers('work');
export const specialOrderWorkersQueryOptions = workers('special');

/** What an approved asset document suggests for its work order. */
export const workOrderDraftQueryOptions = (docId: number) =>
  queryOptions({
    queryKey: wareOrderKeys.draft(docId),
    queryFn: () => getData<WareOrderDraft>('/ware/order/draft', { docId }),
  });

/** Each type's factories, for the pages both types share. */
export const ORDER_QUERIES = {
  work: {
    page: workOrderPageQueryOptions,
    detail: workOrderQueryOptions,
    workers: workOrderWorkersQueryOptions,
  },
  special: {
    page: specialOrderPageQueryOptions,
    detail: specialOrderQueryOptions,
    workers: specialOrderWorkersQueryOptions,
  },
} as const;

export async function createWorkOrder(body: WorkOrderInput): Promise<WareOrderDetail> {
  return (await http.post<Envelope<WareOrderDetail>>('/ware/order', body)).data.data;
}

export async function applySpecialOrder(body: SpecialOrderInput): Promise<WareOrderDetail> {
  return (await http.post<Envelope<WareOrderDetail>>('/ware/special-order', body)).data.data;
}

export async function editWareOrder(
  type: WareOrderType,
  id: number,
  body: WareOrderChange,
): Promise<WareOrderDetail> {
  const url = `${WARE_ORDER_API[type]}/${id}`;
  return (await http.put<Envelope<WareOrderDetail>>(url, body)).data.data;
}

/**
 * The applicant's special order sent back to them, changed and resubmitted at once (on the
 * version read: a stale one is a 409); answers the order.
 */
export async function resubmitSpecialOrder(
  id: number,
  body: SpecialOrderResubmitInput,
): Promise<WareOrderDetail> {
  const url = `${WARE_ORDER_API.special}/${id}/resubmit`;
  return (await http.put<Envelope<WareOrderDetail>>(url, body)).data.data;
}

export async function runWareOrderAction<A extends WareOrderAction>(
  type: WareOrderType,
  id: number,
  action: A,
  body: WareOrderActionBody<A>,
): Promise<WareOrderDetail> {
  const url = `${WARE_ORDER_API[type]}/${id}/${action}`;
  return (await http.post<Envelope<WareOrderDetail>>(url, body)).data.data;
}

export async function setWareOrderPhotos(
  type: WareOrderType,
  id: number,
  body: WareOrderPhotos,
): Promise<WareOrderDetail> {
  const url = `${WARE_ORDER_API[type]}/${id}/photos`;
  return (await http.put<Envelope<WareOrderDetail>>(url, body)).data.data;
}

/** The .xlsx of the filtered list (every page). */
export function exportWareOrders(
  type: WareOrderType,
  filters: Omit<WareOrderPageParams, 'current' | 'size'>,
): Promise<DownloadedFile> {
  return download(`${WARE_ORDER_API[type]}/export`, filters);
}
