import {
  ASSET_SORTS,
  ASSET_STATUSES,
  isAssetCustomSort,
  type AssetPageParams,
  type AssetStatus,
} from '@depot/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { isoDay } from '../../../lib/days';
import type { DataTableParams } from '../../../components/data-table';

/** The filter bar's values as the form holds them (date ranges as two days). */
export interface AssetFilterValues {
  q?: string;
  categoryId?: number;
  status?: AssetStatus[];
  storeId?: number;
  custodianId?: number;
  deptId?: number;
  purchased?: [Dayjs | null, Dayjs | null] | null;
  expires?: [Dayjs | null, Dayjs | null] | null;
}

const day = (d: Dayjs | null | undefined) => isoDay(d) ?? undefined;

/** The list call's filters: each range becomes its from/to days. */
export function toAssetQuery(values: AssetFilterValues): Omit<AssetPageParams, 'current' | 'size'> {
  const { purchased, expires, ...rest } = values;
  return {
    ...rest,
    purchasedFrom: day(purchased?.[0]),
    purchasedTo: day(purchased?.[1]),
    expiresFrom: day(expires?.[0]),
    expiresTo: day(expires?.[1]),
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (text: string | null) => (text && ISO_DAY.test(text) ? dayjs(text) : null);

/**
 * The filters an address opens the register with, written as the list call's query
 * (`?status=idle&status=inUse&expiresFrom=2026-11-25&expiresTo=2026-12-25`, as the home page's
 * to-dos link): statuses and the expiry days; anything else is left to the filter bar.
 */
export function assetFiltersFromSearch(search: URLSearchParams): AssetFilterValues {
  const status = search
    .getAll('status')
    .filter((s): s is AssetStatus => (ASSET_STATUSES as readonly string[]).includes(s));
  const from = dayOf(search.get('expiresFrom'));
  const to = dayOf(search.get('expiresTo'));
  return {
    ...(status.length ? { status } : {}),
    ...(from || to ? { expires: [from, to] } : {}),
  };
}

/**
 * What the register's address may hold as its sort: a column of the list, or any designed
 * field (`custom.<vModel>`), which the call gets only while the filter's category has it.
 */
export function isRegisterSort(field: string): boolean {
  return (ASSET_SORTS as readonly string[]).includes(field) || isAssetCustomSort(field);
}

/**
 * The list call for the table's position and filters, the one place the register, its export
 * and its labels take their parameters from. A designed field's sort goes only when the
 * filter's category offers it (`designedSorts`, `custom.<vModel>`): the server refuses it
 * otherwise, so after the filter changes the list falls back to its default order.
 */
export function toAssetPageParams(
  { current, size, sort, ...filters }: DataTableParams<AssetFilterValues>,
  designedSorts: ReadonlySet<string>,
): AssetPageParams {
  const field = sort?.split(',')[0] ?? '';
  const sent = sort && (!isAssetCustomSort(field) || designedSorts.has(field)) ? sort : undefined;
  return { ...toAssetQuery(filters), current, size, ...(sent ? { sort: sent } : {}) };
}
