import type { Sku, Supplier } from '@depot/shared';
import type { SelectProps } from 'antd';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import { skuLabel } from '../../../lib/sku-label';
import {
  skuPageQueryOptions,
  skuQueryOptions,
  supplierPageQueryOptions,
  supplierQueryOptions,
} from '../api';

type PickerProps = Omit<SelectProps<number>, 'options'>;

/** A SKU as a choice, named by `skuLabel`. */
export const skuOption = (s: Pick<Sku, 'skuId' | 'code' | 'name' | 'specification'>) => ({
  value: s.skuId,
  label: skuLabel(s),
});

const skuMatches = (q: string | undefined) =>
  skuPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q, enabled: true });

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

/**
 * An enabled supplier, found on the server by its code or name as the user types; with
 * `disabledToo`, any supplier (a filter over records made before one was disabled).
 */
export function SupplierSelect({
  disabledToo = false,
  ...props
}: PickerProps & { disabledToo?: boolean }) {
  return (
    <RemoteSelect
      {...props}
      search={(q) =>
        supplierPageQueryOptions({
          current: 1,
          size: REMOTE_SELECT_SIZE,
          q,
          enabled: disabledToo ? undefined : true,
        })
      }
      toOption={(s: Supplier) => ({ value: s.supplierId, label: s.name })}
      lookup={supplierQueryOptions}
    />
  );
}
