import { formatMoney } from '@depot/shared';
import { useTranslation } from 'react-i18next';

/**
 * formatMoney in the user's current language (re-renders when it changes): "¥880,000.00", and a
 * difference, `signed`, "+¥12.50". Every amount a page shows goes through it.
 */
export function useMoney(): (
  value: string | number | null | undefined,
  signed?: boolean,
) => string {
  const { i18n } = useTranslation();
  return (value, signed) => formatMoney(value, i18n.language, signed);
}
