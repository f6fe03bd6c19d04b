import { Select, type SelectProps } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';

/** A choice the user may narrow by typing part of an option's label. */
export function SearchSelect<V = unknown, O extends DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) {
  return <Select<V, O> showSearch={{ optionFilterProp: 'label' }} {...props} />;
}
