import type { StockAssetRow, StockRow } from '@depot/shared';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isoDay } from '../../../lib/days';
import { exportStock, stockAssetsQueryOptions, stockPageQueryOptions } from '../api';
import { DataTable, type DataTableParams } from '../../../components/data-table';
import { CategorySelect } from '../components/category-select';
import { ExportButton } from '../../../components/export-button';
import { IssueDialog } from '../components/issue-dialog';
import { ReplenishBanner } from '../components/replenish-banner';
import { ReservationDrawer } from '../components/reservation-drawer';
import { WarehouseSelect } from '../components/warehouse-select';
import { useWarehousePermissions } from '../permissions';
import { useWarehouseTable } from '../warehouse-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { useTimeText } from '../../../lib/date-time';

interface Filters {
  warehouseId?: number;
  categoryId?: number;
  q?: string;
  below?: boolean;
  asOf?: Dayjs | null;
}

function paramsOf(p: DataTableParams<Filters>) {
  const { asOf, below, ...rest } = p;
  return {
    ...rest,
    below: below ? true : undefined,
    asOf: isoDay(asOf) ?? undefined,
  };
}

/** Serialised assets by warehouse, category and model (the second tab). */
function AssetStock({ warehouseId }: { warehouseId?: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const page = useQuery(stockAssetsQueryOptions({ warehouseId, current, size: 20 }));
  const columns: ColumnsType<StockAssetRow> = [
    { key: 'warehouse', title: t('warehouse.common.warehouse'), dataIndex: 'warehouseName' },
    { key: 'category', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
    { key: 'model', title: t('warehouse.stock.model'), render: (_, r) => r.model ?? '—' },
    { key: 'count', title: t('warehouse.stock.count'), dataIndex: 'count' },
    { key: 'idle', title: t('warehouse.stock.idle'), dataIndex: 'idle' },
  ];
  return (
    <Table<StockAssetRow>
      aria-label={t('warehouse.stock.serial')}
      rowKey={(r) => `${r.warehouseId}-${r.categoryId}-${r.model ?? ''}`}
      columns={columns}
      dataSource={page.data?.records ?? []}
      loading={page.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={{ current, pageSize: 20, total: page.data?.total ?? 0, onChange: setCurrent }}
    />
  );
}

/**
 * /ware/stock: stock per warehouse × counted category (now, or as of a past day), filtered by
 * warehouse (the top bar's when none is chosen), category, name and low stock; quantity, reserved
 * (opening the documents holding it) and available; exported; issued from; and the serialised
 * assets by warehouse. A low-stock notice opens it with its offer.
 */
export function StockPage() {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const can = useWarehousePermissions();
  const wide = useWide();
  const [search] = useSearchParams();
  // A low-stock notice opens `?id=<threshold>` (features/messages/notice-links.ts).
  const threshold = Number(search.get('threshold') ?? search.get('id')) || undefined;
  const table = useWarehouseTable({
    query: (p: DataTableParams<Filters>) => stockPageQueryOptions(paramsOf(p)),
    rowKey: (r) => `${r.warehouseId}-${r.categoryId}`,
    sortable: ['quantity', 'available', 'categoryName', 'warehouseName', 'updatedAt'],
  });
  const [issuing, setIssuing] = useState(false);
  const [holding, setHolding] = useState<StockRow | null>(null);
  const params = paramsOf(table.params);

  // The reserved part opens the documents holding it (none as of a past day: 0 then).
  const reserved = (r: StockRow, text: string) =>
    r.reserved > 0 ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        aria-label={t('warehouse.stock.showHolders', { quantity: r.reserved })}
        onClick={() => setHolding(r)}
      >
        {text}
      </Button>
    ) : (
      text
    );

  const amount = (r: StockRow) => (
    <Flex gap={4} align="center" wrap>
      <Typography.Text strong type={r.below ? 'danger' : undefined}>
        {r.quantity} {r.unit}
      </Typography.Text>
      {r.below && <Tag color="red">{t('warehouse.stock.below')}</Tag>}
    </Flex>
  );
  const columns: ColumnsType<StockRow> = wide
    ? [
        {
          key: 'warehouseName',
          title: t('warehouse.common.warehouse'),
          dataIndex: 'warehouseName',
        },
        { key: 'categoryName', title: t('warehouse.common.category'), dataIndex: 'categoryName' },
        { key: 'quantity', title: t('warehouse.common.quantity'), render: (_, r) => amount(r) },
        {
          key: 'reserved',
          title: t('warehouse.stock.reserved'),
          render: (_, r) => reserved(r, String(r.reserved)),
        },
        { key: 'available', title: t('warehouse.stock.available'), dataIndex: 'available' },
        {
          key: 'inTransit',
          title: t('warehouse.stock.inTransit'),
          render: (_, r) => (r.inTransit > 0 ? `${r.inTransit} ${r.unit}` : '—'),
        },
        { key: 'min', title: t('warehouse.stock.min'), render: (_, r) => r.minQuantity ?? '—' },
        {
          key: 'updatedAt',
          title: t('warehouse.stock.updatedAt'),
          render: (_, r) => timeText(r.updatedAt),
        },
      ]
    : [
        {
          key: 'row',
          title: t('warehouse.stock.title'),
          render: (_, r) => (
            <Flex vertical gap={2} align="flex-start">
              <Typography.Text>{r.categoryName}</Typography.Text>
              <Typography.Text type="secondary">{r.warehouseName}</Typography.Text>
              {amount(r)}
              {r.reserved > 0 && (
                <Flex gap={8} align="center" wrap>
                  {reserved(
                    r,
                    t('warehouse.stock.reservedLine', { quantity: r.reserved, unit: r.unit }),
                  )}
                  <Typography.Text>
                    {t('warehouse.stock.availableLine', { quantity: r.available, unit: r.unit })}
                  </Typography.Text>
                </Flex>
              )}
              {r.inTransit > 0 && (
                <Typography.Text>
                  {t('warehouse.stock.inTransitLine', { quantity: r.inTransit, unit: r.unit })}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
      ];

  return (
    <Card title={t('warehouse.stock.title')}>
      {threshold && <ReplenishBanner thresholdId={threshold} canApply={can.inAdd} />}
      <Tabs
        items={[
          {
            key: 'counted',
            label: t('warehouse.stock.counted'),
            children: (
              <DataTable
                table={table}
                aria-label={t('warehouse.stock.counted')}
                columns={columns}
                scroll={wideScroll(wide)}
                filters={
                  <>
                    <Form.Item name="warehouseId" label={t('warehouse.common.warehouse')}>
                      <WarehouseSelect />
                    </Form.Item>
                    <Form.Item name="categoryId" label={t('warehouse.common.category')}>
                      <CategorySelect />
                    </Form.Item>
                    <Form.Item name="q" label={t('warehouse.common.search')}>
                      <Input allowClear />
                    </Form.Item>
                    <Form.Item
                      name="asOf"
                      label={t('warehouse.stock.asOf')}
                      tooltip={t('warehouse.stock.asOfHint')}
                    >
                      <DatePicker />
                    </Form.Item>
                    <Form.Item name="below" valuePropName="checked">
                      <Checkbox>{t('warehouse.stock.onlyBelow')}</Checkbox>
                    </Form.Item>
                  </>
                }
                toolbar={
                  <>
                    {can.stockOut && (
                      <Button type="primary" onClick={() => setIssuing(true)}>
                        {t('warehouse.stock.issue')}
                      </Button>
                    )}
                    {can.stockExport && (
                      <ExportButton
                        run={() => {
                          const { current: _c, size: _s, ...rest } = params;
                          return exportStock(rest);
                        }}
                        fallbackName="stock.xlsx"
                      />
                    )}
                  </>
                }
              />
            ),
          },
          {
            key: 'serial',
            label: t('warehouse.stock.serial'),
            children: <AssetStock warehouseId={params.warehouseId} />,
          },
        ]}
      />
      {holding && <ReservationDrawer row={holding} onClose={() => setHolding(null)} />}
      {issuing && (
        <IssueDialog warehouseId={params.warehouseId} onClose={() => setIssuing(false)} />
      )}
    </Card>
  );
}
