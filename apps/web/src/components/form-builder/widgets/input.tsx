import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/** Single-line text. */
export function InputWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'input'>) {
  const { t } = useTranslation();
  return (
    <Input
      id={rest.id}
      aria-label={rest['aria-label']}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={widget.maxLength}
      placeholder={widget.placeholder ?? t('form.widget.placeholderInput')}
      disabled={disabled || widget.disabled}
      readOnly={readOnly}
      allowClear={!readOnly}
    />
  );
}
