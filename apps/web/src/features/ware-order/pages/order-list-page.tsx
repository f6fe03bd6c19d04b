import {
  WARE_ORDER_KINDS,
  WARE_ORDER_STATUSES,
  WARE_ORDER_URGENCIES,
  type WareOrderKind,
  type WareOrderStatus,
  type WareOrderType,
  type WareOrderUrgency,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import type { DataTableParams } from '../../../components/data-table';
import { ExportButton } from '../../../components/export-button';
import { ORDER_QUERIES, exportWareOrders, workOrderDraftQueryOptions } from '../api';
import { OrderFormModal } from '../components/order-form-modal';
import { useOrderColumns } from '../components/use-order-columns';
import { idParam, orderHref } from '../paths';
import { useWareOrderPermissions } from '../permissions';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { SearchSelect } from '../../../components/search-select';

interface Filters {
  code?: string;
  status?: WareOrderStatus[];
  kind?: WareOrderKind;
  urgency?: WareOrderUrgency;
  storeId?: number;
  workerId?: number;
  created?: [Dayjs, Dayjs] | null;
}

/** The filters as the query string carries them (the date range as two days). */
function toParams({ created, ...rest }: Filters) {
  return {
    ...rest,
    createdFrom: created?.[0]?.format('YYYY-MM-DD'),
    createdTo: created?.[1]?.format('YYYY-MM-DD'),
  };
}

/**
 * The work orders' (or the special work orders') list (menu /ware/order, /ware/special-order):
 * filters by status, kind, store, worker, creation dates and code, paged and sorted on the
 * server, exported to Excel with the same filters; a new order by hand, or (`?fromDoc=`) from
 * an approved asset document with its store and assets filled in.
 */
export function OrderListPage({ type }: { type: WareOrderType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const can = useWareOrderPermissions(type);
  const wide = useWide();
  const fromDoc = type === 'work' ? idParam(search, 'fromDoc') : undefined;
  const draft = useQuery({
    ...workOrderDraftQueryOptions(fromDoc ?? 0),
    enabled: fromDoc !== undefined && can.add,
  });
  const [creating, setCreating] = useState(false);
  const [draftClosed, setDraftClosed] = useState(false);
  const stores = useQuery(storeOptionsQueryOptions());
  const workers = useQuery(ORDER_QUERIES[type].workers());
  const pageQuery = ORDER_QUERIES[type].page;
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) => pageQuery(toParams(params)),
    rowKey: 'orderId',
    sortable: ['code', 'createdAt', 'plannedDate', 'status', 'finishedAt'],
  });
  const columns = useOrderColumns(type);
  const showDraft = draft.data !== undefined && !draftClosed;

  const { current: _c, size: _s, ...filters } = table.params;

  return (
    <Card title={t(`wareOrder.title.${type}`)}>
      <DataTable
        table={table}
        aria-label={t(`wareOrder.table.${type}`)}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name="code" label={t('wareOrder.searchCode')}>
              <Input allowClear />
            </Form.Item>
            <ChoiceFilter
              name="status"
              label={t('wareOrder.status')}
              values={WARE_ORDER_STATUSES.filter(
                (s) =>
                  type === 'special' ||
                  !['approving', 'sentBack', 'rejected', 'withdrawn'].includes(s),
              )}
              text={(s) => t(`wareOrder.statuses.${s}`)}
              minWidth={160}
              multiple
            />
            <ChoiceFilter
              name="kind"
              label={t('wareOrder.kind')}
              values={WARE_ORDER_KINDS}
              text={(k) => t(`wareOrder.kinds.${k}`)}
              minWidth={120}
            />
            {type === 'special' && (
              <ChoiceFilter
                name="urgency"
                label={t('wareOrder.urgency')}
                values={WARE_ORDER_URGENCIES}
                text={(u) => t(`wareOrder.urgencies.${u}`)}
                minWidth={120}
              />
            )}
            <Form.Item name="storeId" label={t('wareOrder.store')}>
              <SearchSelect
                allowClear
                style={{ minWidth: 160 }}
                options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
              />
            </Form.Item>
            <Form.Item name="workerId" label={t('wareOrder.worker')}>
              <SearchSelect
                allowClear
                style={{ minWidth: 120 }}
                options={(workers.data ?? []).map((w) => ({ value: w.userId, label: w.nickname }))}
              />
            </Form.Item>
            <Form.Item name="created" label={t('wareOrder.createdRange')}>
              <DatePicker.RangePicker />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            {can.add && (
              <Button type="primary" onClick={() => setCreating(true)}>
                {t(`wareOrder.add.${type}`)}
              </Button>
            )}
            {can.export && (
              <ExportButton
                run={() => exportWareOrders(type, toParams(filters))}
                fallbackName={`${type}-orders.xlsx`}
                label={t('wareOrder.export')}
                done={(name) => t('wareOrder.exported', { name })}
              />
            )}
          </>
        }
      />
      {(creating || showDraft) && (
        <OrderFormModal
          type={type}
          open
          draft={showDraft ? draft.data : undefined}
          onClose={() => {
            setCreating(false);
            setDraftClosed(true);
          }}
          onCreated={(order) => {
            setCreating(false);
            setDraftClosed(true);
            void navigate(orderHref(type, order.orderId));
          }}
        />
      )}
    </Card>
  );
}

export const WorkOrderListPage = () => <OrderListPage type="work" />;
export const SpecialOrderListPage = () => <OrderListPage type="special" />;
