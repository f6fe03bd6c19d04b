import type { ReplenishmentSuggestion } from '@depot/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a warehouse's low-stock shortfalls were when a form was filled from them: each short
 * category with its stock, threshold and shortfall, or that nothing is low.
 */
export function ShortfallAlert({ shortfalls }: { shortfalls: readonly ReplenishmentSuggestion[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={shortfalls.length ? 'info' : 'warning'}
      showIcon
      title={
        shortfalls.length
          ? shortfalls.map((s) => (
              <div key={s.thresholdId}>
                {t('purchase.replenishment.dialog.shortfallOf', {
                  category: s.category.name,
                  current: s.current,
                  min: s.minQuantity,
                  shortfall: s.shortfall,
                })}
              </div>
            ))
          : t('purchase.replenishment.dialog.noShortfall')
      }
    />
  );
}
