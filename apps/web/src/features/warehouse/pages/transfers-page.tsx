import { TRANSFER_STATUSES, type InTransitRow, type Transfer } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { TransferDetailDrawer, TransferStatusTag } from '../components/transfer-detail';
import { TransferForm } from '../components/transfer-form';
import { WarehouseSelect } from '../components/warehouse-select';
import { useWarehousePermissions } from '../permissions';
import { useSelectedWarehouse } from '../selected-warehouse';
import { exportTransfers, inTransitQueryOptions, transferPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useRecordAddress } from '../../../lib/use-record-address';

/** What is on its way to the caller's warehouses (and from them), per destination × item. */
function InTransit() {
  const { t } = useTranslation();
  const wide = useWide();
  const rows = useQuery(inTransitQueryOptions());
  return (
    <Card size="small" title={t('wareTransfer.inTransit')}>
      <ShortTable<InTransitRow>
        rowKey={(r) => `${r.warehouseId}-${r.categoryId}`}
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        scroll={wideScroll(wide)}
        aria-label={t('wareTransfer.inTransit')}
        locale={{
          emptyText: (
            <Typography.Text type="secondary">{t('wareTransfer.inTransitEmpty')}</Typography.Text>
          ),
        }}
        columns={[
          { key: 'to', title: t('wareTransfer.to'), dataIndex: 'warehouseName' },
          { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
          {
            key: 'quantity',
            title: t('warehouse.common.quantity'),
            render: (_, r) => `${r.quantity} ${r.unit}`,
          },
          {
            key: 'transfers',
            title: t('wareTransfer.title'),
            render: (_, r) => t('wareTransfer.transfers', { count: r.transfers }),
          },
        ]}
      />
    </Card>
  );
}

/**
 * /ware/transfer: transfers from or to the caller's warehouses, newest first, filtered by
 * status, warehouses and code; what is in transit; a new transfer (sent at once) and one's
 * detail (`?id=`) with receive and cancel.
 */
export function TransfersPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const can = useWarehousePermissions();
  const wide = useWide();
  const selected = useSelectedWarehouse((s) => s.warehouseId);
  const table = useDataTable({
    query: transferPageQueryOptions,
    rowKey: 'transferId',
    sortable: ['createdAt', 'code'],
  });
  const { openId, creating, open: show, create, close } = useRecordAddress();

  const open = (d: Transfer) => (
    <Button type="link" size="small" onClick={() => show(d.transferId)}>
      {d.code}
    </Button>
  );
  const items = (d: Transfer) =>
    d.lines.map((l) => `${l.categoryName} × ${l.quantity}${l.unit}`).join('，');
  const columns: ColumnsType<Transfer> = wide
    ? [
        { key: 'code', title: t('wareTransfer.code'), render: (_, d) => open(d) },
        { key: 'from', title: t('wareTransfer.from'), render: (_, d) => d.from.name },
        { key: 'to', title: t('wareTransfer.to'), render: (_, d) => d.to.name },
        { key: 'lines', title: t('wareTransfer.lines'), render: (_, d) => items(d) },
        {
          key: 'status',
          title: t('wareTransfer.state'),
          render: (_, d) => <TransferStatusTag status={d.status} />,
        },
        { key: 'sender', title: t('wareTransfer.sender'), render: (_, d) => d.sender.nickname },
        {
          key: 'createdAt',
          title: t('wareTransfer.sentAt'),
          render: (_, d) => formatDateTime(d.sentAt),
        },
      ]
    : [
        {
          key: 'doc',
          title: t('wareTransfer.title'),
          render: (_, d) => (
            <Flex vertical gap={2} align="flex-start">
              {open(d)}
              <Typography.Text type="secondary">
                {d.from.name} → {d.to.name}
              </Typography.Text>
              <Typography.Text type="secondary">{items(d)}</Typography.Text>
              <TransferStatusTag status={d.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('wareTransfer.title')}>
        <DataTable
          table={table}
          aria-label={t('wareTransfer.title')}
          columns={columns}
          scroll={wideScroll(wide)}
          filters={
            <>
              <ChoiceFilter
                name="status"
                label={t('wareTransfer.state')}
                values={TRANSFER_STATUSES}
                text={(s) => t(`wareTransfer.status.${s}`)}
                minWidth={110}
              />
              <Form.Item name="fromWarehouseId" label={t('wareTransfer.from')}>
                <WarehouseSelect />
              </Form.Item>
              <Form.Item name="toWarehouseId" label={t('wareTransfer.to')}>
                <WarehouseSelect />
              </Form.Item>
              <Form.Item name="keyword" label={t('wareTransfer.search')}>
                <Input allowClear />
              </Form.Item>
            </>
          }
          toolbar={
            <>
              {can.transferExport && (
                <ExportButton
                  run={() => {
                    const { current: _c, size: _s, ...rest } = table.params;
                    return exportTransfers(rest);
                  }}
                  fallbackName="transfers.xlsx"
                />
              )}
              {can.transferAdd && (
                <Button type="primary" onClick={create}>
                  {t('wareTransfer.add')}
                </Button>
              )}
            </>
          }
        />
      </Card>
      <InTransit />
      {creating && can.transferAdd && (
        <TransferForm
          prefill={{ fromWarehouseId: selected }}
          onClose={close}
          onSent={(id) => show(id, true)}
        />
      )}
      {openId && <TransferDetailDrawer id={openId} onClose={close} />}
    </Flex>
  );
}
