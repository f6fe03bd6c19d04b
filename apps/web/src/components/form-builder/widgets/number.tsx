import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/**
 * A number. The design's min and max are checked by the shared validation, which names the
 * bound, rather than clamped silently by the input on blur.
 */
export function NumberWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<number, 'number'>) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      {...rest}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={widget.placeholder ?? t('form.widget.placeholderInput')}
      disabled={disabled || widget.disabled}
      readOnly={readOnly}
      style={{ width: '100%' }}
    />
  );
}
