import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/** Password text: hidden while typed, with a toggle to show it. */
export function PasswordWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string, 'password'>) {
  const { t } = useTranslation();
  return (
    <Input.Password
      id={rest.id}
      aria-label={rest['aria-label']}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={widget.maxLength}
      placeholder={widget.placeholder ?? t('form.widget.placeholderInput')}
      disabled={disabled || widget.disabled}
      readOnly={readOnly}
      autoComplete="new-password"
    />
  );
}
