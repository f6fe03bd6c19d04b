import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/** Multi-line text. */
export function TextareaWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'textarea'>) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      id={rest.id}
      aria-label={rest['aria-label']}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={widget.maxLength}
      showCount={widget.maxLength !== undefined}
      autoSize={{ minRows: 3, maxRows: 12 }}
      placeholder={widget.placeholder ?? t('form.widget.placeholderInput')}
      disabled={disabled || widget.disabled}
      readOnly={readOnly}
    />
  );
}
