import { Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';
import { ChineseAmountText } from './chinese-amount-text';

/**
 * A money amount. Held as decimal text ("1234.56") so that no float rounding creeps in; the
 * server and the formulas read decimal text as a number.
 */
export function AmountWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<string | number, 'amount'>) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <InputNumber<string>
        {...rest}
        stringMode
        value={value === null || value === undefined ? null : String(value)}
        onChange={(next) => onChange?.(next === null || next === '' ? undefined : next)}
        placeholder={widget.placeholder ?? t('form.widget.placeholderInput')}
        disabled={disabled || widget.disabled}
        readOnly={readOnly}
        style={{ width: '100%' }}
      />
      {widget.showChinese && <ChineseAmountText value={value} />}
    </Flex>
  );
}
