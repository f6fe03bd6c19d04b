import { Cascader } from 'antd';
import type { CascaderOption, OptionValue } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import type { WidgetAria, WidgetProps } from '../types';

export interface CascaderFieldProps extends WidgetAria {
  value?: OptionValue[] | null;
  onChange?: (value: OptionValue[] | undefined) => void;
  options: CascaderOption[];
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A path through nested options: [province, city] and the like. */
export function CascaderField({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  readOnly,
  ...rest
}: CascaderFieldProps) {
  const { t } = useTranslation();
  return (
    <Cascader
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next && next.length > 0 ? (next as OptionValue[]) : undefined)}
      options={options}
      placeholder={placeholder ?? t('form.widget.placeholderSelect')}
      disabled={disabled}
      open={readOnly ? false : undefined}
      allowClear={!readOnly}
      showSearch
      style={{ width: '100%' }}
    />
  );
}

export function CascaderWidget({ widget, ...props }: WidgetProps<OptionValue[], 'cascader'>) {
  return (
    <CascaderField
      {...props}
      options={widget.options}
      placeholder={widget.placeholder}
      disabled={props.disabled || widget.disabled}
    />
  );
}
