import { Flex, Input } from 'antd';
import { ariaOf, type WidgetProps } from '../types';
import { ChineseAmountText } from './chinese-amount-text';

/**
 * A calculated value (SPEC §3): read-only here; the renderer recomputes it from the formula
 * 500 ms after the form data changes.
 */
export function CalculateWidget({ value, widget, ...rest }: WidgetProps<number, 'calculate'>) {
  const shown = typeof value === 'number' && Number.isFinite(value) ? String(value) : '0';
  return (
    <Flex vertical gap={4}>
      <Input {...ariaOf(rest)} value={shown} readOnly />
      {widget.showChinese && <ChineseAmountText value={value ?? 0} />}
    </Flex>
  );
}
