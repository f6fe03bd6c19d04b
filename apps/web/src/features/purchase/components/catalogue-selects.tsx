import type { Sku, Supplier } from '@depot/shared';
import type { SelectProps } from 'antd';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import {
  skuPageQueryOptions,
  skuQueryOptions,
  supplierPageQueryOptions,
  supplierQueryOptions,
} from '../api';

type PickerProps = Omit<SelectProps<number>, 'options'>;

/** A SKU as a choice: code, name and, where it has one, its specification. */
export const skuOption = (s: Pick<Sku, 'skuId' | 'code' | 'name' | 'specification'>) => ({
  value: s.skuId,
  label: `${s.code} ${s.name}${s.specification ? ` ${s.specification}` : ''}`,
});

const skuMatches = (q: string | undefined) =>
  skuPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q, enabled: true });

const supplierMatches = (q: string | undefined) =>
  supplierPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q, enabled: true });

/**
 * An enabled SKU, found on the server by its code, name or specification as the user types; a
 * SKU the line came with (from a template, a request, a shortfall) is named from its own record.
 */
export function SkuSelect(props: PickerProps) {
  return (
    <RemoteSelect
      // A SKU's specification makes its label long: the list is as wide as its labels.
      popupMatchSelectWidth={false}
      {...props}
      search={skuMatches}
      toOption={skuOption}
      lookup={skuQueryOptions}
    />
  );
}

/** An enabled supplier, found on the server by its code or name as the user types. */
export function SupplierSelect(props: PickerProps) {
  return (
    <RemoteSelect
      {...props}
      search={supplierMatches}
      toOption={(s: Supplier) => ({ value: s.supplierId, label: s.name })}
      lookup={supplierQueryOptions}
    />
  );
}
