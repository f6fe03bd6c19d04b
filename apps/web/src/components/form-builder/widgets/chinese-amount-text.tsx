import { Typography } from 'antd';
import { AMOUNT_TOO_LARGE_KEY, toChineseAmount } from '@depot/shared';
import { useTranslation } from 'react-i18next';

/**
 * The upper-case Chinese amount under an amount or calculate field (SPEC §2, §5): nothing for
 * an empty, negative or non-numeric value; the too-large text past 12 integer digits.
 */
export function ChineseAmountText({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = typeof value === 'number' || typeof value === 'string' ? toChineseAmount(value) : '';
  if (text === '') return null;
  if (text === AMOUNT_TOO_LARGE_KEY) {
    return (
      <Typography.Text type="danger" role="status">
        {t(AMOUNT_TOO_LARGE_KEY)}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" role="status">
      {t('form.amount.upper', { text })}
    </Typography.Text>
  );
}
