import type { AssetPageParams, AssetStatus } from '@depot/shared';
import type { Dayjs } from 'dayjs';

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

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

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
