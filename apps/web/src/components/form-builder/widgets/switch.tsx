import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

/** On or off (true or false). */
export function SwitchWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<boolean, 'switch'>) {
  const { t } = useTranslation();
  return (
    <Switch
      {...rest}
      checked={value === true}
      onChange={(checked) => onChange?.(checked)}
      checkedChildren={t('form.widget.on')}
      unCheckedChildren={t('form.widget.off')}
      disabled={disabled || widget.disabled || readOnly}
    />
  );
}
