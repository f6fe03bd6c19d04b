import type { OptionValue } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';
import { SearchSelect } from '../../search-select';

type SelectValue = OptionValue | OptionValue[];

/** One option, or several when the design says multiple. */
export function SelectWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<SelectValue, 'select'>) {
  const { t } = useTranslation();
  return (
    <SearchSelect<SelectValue>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(Array.isArray(next) && next.length === 0 ? undefined : next)}
      options={widget.options}
      mode={widget.multiple ? 'multiple' : undefined}
      placeholder={widget.placeholder ?? t('form.widget.placeholderSelect')}
      disabled={disabled || widget.disabled}
      open={readOnly ? false : undefined}
      allowClear={!readOnly}
      style={{ width: '100%' }}
    />
  );
}
