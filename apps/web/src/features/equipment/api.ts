import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Envelope,
  Equipment,
  EquipmentChange,
  EquipmentFault,
  EquipmentInput,
  EquipmentOrder,
  EquipmentPageParams,
  Page,
} from '@depot/shared';
import { getData } from '../../api/get-data';
import { http } from '../../api/http';
import type { PagePlace } from '../../lib/use-short-page';

/**
 * Store devices (`/as/equipment`, docs/assets.md): one query factory per endpoint, every key
 * under `equipmentKeys.all` (api/one-factory-per-endpoint.test.ts walks this file too).
 */
export const equipmentKeys = {
  all: ['equipment'] as const,
  page: (params: EquipmentPageParams) => [...equipmentKeys.all, 'page', params] as const,
  orders: (id: number, params: PagePlace) => [...equipmentKeys.all, 'orders', id, params] as const,
};

export const equipmentPageQueryOptions = (params: EquipmentPageParams) =>
  queryOptions({
    queryKey: equipmentKeys.page(params),
    queryFn: () => getData<Page<Equipment>>('/as/equipment/page', params),
    placeholderData: keepPreviousData,
  });

/** A device's repair orders, newest first, a page at a time. */
export const equipmentOrdersQueryOptions = (id: number, params: PagePlace) =>
  queryOptions({
    queryKey: equipmentKeys.orders(id, params),
    queryFn: () => getData<Page<EquipmentOrder>>(`/as/equipment/${id}/orders`, params),
    placeholderData: keepPreviousData,
  });

export async function createEquipment(body: EquipmentInput): Promise<Equipment> {
  return (await http.post<Envelope<Equipment>>('/as/equipment', body)).data.data;
}

export async function updateEquipment(body: EquipmentChange): Promise<Equipment> {
  return (await http.put<Envelope<Equipment>>('/as/equipment', body)).data.data;
}

export async function deleteEquipment(id: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/as/equipment/${id}`);
}

/** A repair order for the device's store, linked to it; the device turns faulty. */
export async function reportEquipmentFault(
  id: number,
  body: EquipmentFault,
): Promise<{ orderId: number; code: string }> {
  const response = await http.post<Envelope<{ orderId: number; code: string }>>(
    `/as/equipment/${id}/report-fault`,
    body,
  );
  return response.data.data;
}
