import {
  projectOpen,
  DISPATCH_STATUSES,
  SKU_ORDER_STATUSES,
  type DispatchStatus,
  type ProjectStatus,
  type SkuOrderStatus,
} from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';

const SKU_ORDER_COLOURS: Record<SkuOrderStatus, string> = {
  open: 'processing',
  issued: 'success',
  ordered: 'warning',
  received: 'success',
  returned: 'default',
  cancelled: 'default',
};

const DISPATCH_COLOURS: Record<DispatchStatus, string> = {
  planned: 'default',
  dispatched: 'processing',
  done: 'success',
  cancelled: 'error',
};

/**
 * A SKU order's state; an open one of a closed project (`projectStatus`) will never be served,
 * and says so instead of "open".
 */
export function SkuOrderStatusTag({
  status,
  projectStatus,
}: {
  status: SkuOrderStatus;
  projectStatus: ProjectStatus;
}) {
  const { t } = useTranslation();
  if (status === 'open' && !projectOpen(projectStatus)) {
    return <Tag>{t('projectDispatch.skuOrder.closedOpen')}</Tag>;
  }
  return (
    <Tag color={SKU_ORDER_COLOURS[status]}>{t(`projectDispatch.skuOrder.statuses.${status}`)}</Tag>
  );
}

/** A dispatch's state. */
export function DispatchStatusTag({ status }: { status: DispatchStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={DISPATCH_COLOURS[status]}>{t(`projectDispatch.dispatch.statuses.${status}`)}</Tag>
  );
}

const STATUSES = { skuOrder: SKU_ORDER_STATUSES, dispatch: DISPATCH_STATUSES };

/** The status filter of the SKU order list or the dispatch centre, in that list's words. */
export function MaterialStatusFilter({ of }: { of: 'skuOrder' | 'dispatch' }) {
  const { t } = useTranslation();
  const words: Record<string, string> = t(`projectDispatch.${of}.statuses`, {
    returnObjects: true,
  });
  return (
    <ChoiceFilter<string>
      name="status"
      label={t(`projectDispatch.${of}.status`)}
      values={STATUSES[of]}
      text={(s) => words[s] ?? s}
      minWidth={110}
    />
  );
}
