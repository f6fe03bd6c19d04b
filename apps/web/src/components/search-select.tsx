import { Select, type SelectProps } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';

/** A select's search that narrows its options by what their labels contain. */
export const searchByLabel = { optionFilterProp: 'label' } as const;

/** A choice the user may narrow by typing part of an option's label. */
export function SearchSelect<V = unknown, O extends DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) {
  return <Select<V, O> showSearch={searchByLabel} {...props} />;
}
