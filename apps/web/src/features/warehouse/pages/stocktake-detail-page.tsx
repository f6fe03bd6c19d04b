import type { StocktakeStray } from '@depot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Progress, Result, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { ItemList } from '../../../components/item-list';
import { PageTitle } from '../../../components/page-title';
import { usePageLabel } from '../../../lib/use-page-label';
import {
  STOCKTAKE_LIVE_MS,
  startStocktake,
  stocktakeProgressQueryOptions,
  stocktakeQueryOptions,
  submitStocktake,
  warehouseKeys,
} from '../api';
import { StocktakeCancelButton } from '../components/stocktake-cancel-button';
import { StocktakeDialog } from '../components/stocktake-dialog';
import { StocktakeLines } from '../components/stocktake-lines';
import { StocktakeScanBox } from '../components/stocktake-scan-box';
import { StocktakeSheetButton } from '../components/stocktake-sheet-button';
import { approvalRequestHref } from '../paths';
import { useWarehousePermissions } from '../permissions';
import { useFormatDateTime } from '../../../lib/date-time';

function Strays({ title, strays }: { title: string; strays: StocktakeStray[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card size="small" title={title}>
      <ItemList
        size="small"
        items={strays}
        // A scan is its code, where, by whom and when: the same stray may be scanned again.
        rowKey={(s) => `${s.code} ${s.warehouse.id} ${s.counter.userId} ${s.at}`}
        empty={<Typography.Text type="secondary">{t('warehouse.stocktake.none')}</Typography.Text>}
        renderItem={(s) => (
          <Flex vertical>
            <Typography.Text code>{s.code}</Typography.Text>
            <Typography.Text type="secondary">
              {s.warehouse.name} · {s.counter.nickname} · {formatDateTime(s.at)}
              {s.result === 'elsewhere' &&
                ` · ${t('warehouse.stocktake.foundIn', {
                  expected: s.expected ?? t('warehouse.stocktake.nowhere'),
                  found: s.warehouse.name,
                })}`}
            </Typography.Text>
          </Flex>
        )}
      />
    </Card>
  );
}

/**
 * /planDetail?id=: a stocktake plan on a phone first: its progress, the scan box while counting
 * (typed codes or a scanner's), the lines, the not-found list, unknown and stray codes; a
 * draft's scope edited, start, submit and cancel (with a reason) for whoever may.
 */
export function StocktakeDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useWarehousePermissions();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useQuery({ ...stocktakeQueryOptions(id), enabled: id > 0 });
  const plan = detail.data;
  // While counting, the progress is read again every few seconds: other counters' scans show.
  const progress = useQuery({
    ...stocktakeProgressQueryOptions(id),
    enabled: id > 0,
    refetchInterval: plan?.status === 'counting' ? STOCKTAKE_LIVE_MS : false,
  });
  // A progress read newer than the plan counting more or less than it: the lines are read again.
  const behind =
    !!plan &&
    !!progress.data &&
    progress.data.counted !== plan.countedCount &&
    progress.dataUpdatedAt > detail.dataUpdatedAt;
  useEffect(() => {
    if (behind) {
      void queryClient.invalidateQueries(
        { queryKey: warehouseKeys.stocktake(id) },
        { cancelRefetch: false },
      );
    }
  }, [behind, id, queryClient]);
  const [editing, setEditing] = useState(false);
  usePageLabel(plan && { zh: plan.code, en: plan.code });
  const refresh = () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
  const start = useMutation({
    mutationFn: () => startStocktake(id, plan!.version),
    onSuccess: async () => {
      await refresh();
      void message.success(t('warehouse.stocktake.started'));
    },
  });
  const submit = useMutation({
    mutationFn: () => submitStocktake(id, plan!.version),
    onSuccess: async () => {
      await refresh();
      void message.success(t('warehouse.stocktake.submitted'));
    },
  });

  if (!plan) {
    if (detail.error && isApiError(detail.error) && detail.error.status === 404)
      return <Result status="404" title={t('warehouse.stocktake.missing')} />;
    if (detail.error) return <Alert type="error" showIcon title={String(detail.error)} />;
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  }
  const counting = plan.status === 'counting';
  const undecided = plan.lines.filter((l) => l.undecided).length;
  const p = progress.data;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex vertical gap={8}>
          <Flex wrap gap={8} align="center">
            <PageTitle>{plan.code}</PageTitle>
            <Tag>{t(`warehouse.stocktake.status.${plan.status}`)}</Tag>
          </Flex>
          <Typography.Text>
            {plan.name} · {plan.warehouses.map((w) => w.name).join('、')} ·{' '}
            {t('warehouse.stocktake.dueDate')} {plan.dueDate}
          </Typography.Text>
          {plan.counters.length > 0 && (
            <Typography.Text type="secondary">
              {t('warehouse.stocktake.counters')}: {plan.counters.map((c) => c.nickname).join('、')}
            </Typography.Text>
          )}
          <Typography.Text>
            {t('warehouse.stocktake.counted', {
              counted: plan.countedCount,
              lines: plan.lineCount,
            })}
          </Typography.Text>
          <Progress
            aria-label={t('warehouse.stocktake.counted', {
              counted: plan.countedCount,
              lines: plan.lineCount,
            })}
            percent={plan.lineCount ? Math.floor((plan.countedCount * 100) / plan.lineCount) : 0}
          />
          {plan.status === 'cancelled' && plan.cancelReason && (
            <Alert
              type="info"
              showIcon
              title={t('warehouse.stocktake.cancelledBecause', { reason: plan.cancelReason })}
            />
          )}
          {p && p.moved > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('warehouse.stocktake.movedLines', { count: p.moved })}
              description={
                counting && undecided > 0
                  ? t('warehouse.stocktake.decision.undecided', { count: undecided })
                  : undefined
              }
            />
          )}
          <Flex wrap gap={8}>
            {plan.status === 'draft' && can.stocktakeAdd && (
              <>
                <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
                  {t('warehouse.stocktake.start')}
                </Button>
                <Button onClick={() => setEditing(true)}>{t('warehouse.stocktake.edit')}</Button>
              </>
            )}
            {counting && can.stocktakeAdd && (
              <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate()}>
                {t('warehouse.stocktake.submit')}
              </Button>
            )}
            {plan.status !== 'draft' && (
              <StocktakeSheetButton id={plan.stocktakeId} code={plan.code} />
            )}
            {can.stocktakeAdd && <StocktakeCancelButton plan={plan} />}
            {plan.requestId !== null && (
              <Link to={approvalRequestHref(plan.requestId)}>
                {t('warehouse.stocktake.approval')}
              </Link>
            )}
          </Flex>
        </Flex>
      </Card>
      {counting && can.stocktakeCount && (
        <Card size="small">
          <StocktakeScanBox plan={plan} />
        </Card>
      )}
      {p && (
        <>
          <Card
            size="small"
            title={t('warehouse.stocktake.notFound', { count: p.notFound.length })}
          >
            <StocktakeLines plan={plan} lines={p.notFound} counting={false} />
          </Card>
          <Strays
            title={t('warehouse.stocktake.unknown', { count: p.unknown.length })}
            strays={p.unknown}
          />
          <Strays
            title={t('warehouse.stocktake.elsewhere', { count: p.elsewhere.length })}
            strays={p.elsewhere}
          />
        </>
      )}
      {editing && plan.status === 'draft' && (
        <StocktakeDialog plan={plan} onClose={() => setEditing(false)} />
      )}
      <Card size="small" title={t('warehouse.stocktake.lines')}>
        <StocktakeLines plan={plan} lines={plan.lines} counting={counting && can.stocktakeCount} />
      </Card>
    </Flex>
  );
}
