import { isOpenStocktake, type StocktakeDetail } from '@depot/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { cancelStocktake, warehouseKeys } from '../api';

/**
 * Cancels an open plan once a reason is given (it cannot be undone: differences in approval
 * are withdrawn, nothing is posted). Nothing for a plan that has ended.
 */
export function StocktakeCancelButton({ plan }: { plan: StocktakeDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!isOpenStocktake(plan.status)) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('warehouse.stocktake.cancel')}
      </Button>
      {open && (
        <ReasonDialog
          title={t('warehouse.stocktake.cancelTitle', { code: plan.code })}
          note={t('warehouse.stocktake.cancelNote')}
          label={t('warehouse.stocktake.cancelReason')}
          required={t('warehouse.stocktake.cancelReasonRequired')}
          okText={t('warehouse.stocktake.cancel')}
          danger
          save={(reason) => cancelStocktake(plan.stocktakeId, plan.version, reason)}
          refresh={warehouseKeys.all}
          done={(done) => t('warehouse.stocktake.cancelled', { code: done.code })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
