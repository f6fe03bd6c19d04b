import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/**
 * What the text widgets (input, textarea, password) hand antd's box alike: the id and name
 * Form.Item gives, the value as text, the design's length limit, placeholder and lock.
 */
export function useTextProps({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'input' | 'textarea' | 'password'>) {
  const { t } = useTranslation();
  return {
    ...rest,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
    maxLength: widget.maxLength,
    placeholder: widget.placeholder ?? t('form.widget.placeholderInput'),
    disabled: disabled || widget.disabled,
    readOnly,
  };
}
