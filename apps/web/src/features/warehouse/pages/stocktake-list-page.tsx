import { STOCKTAKE_STATUSES, type Stocktake, type StocktakeStatus } from '@depot/shared';
import { Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { stocktakePageQueryOptions } from '../api';
import { StocktakeDialog } from '../components/stocktake-dialog';
import { WarehouseSelect } from '../components/warehouse-select';
import { stocktakeHref } from '../paths';
import { useWarehousePermissions } from '../permissions';
import { useSelectedWarehouse } from '../selected-warehouse';

interface Filters {
  warehouseId?: number;
  status?: StocktakeStatus;
  keyword?: string;
}

const withSelected = (p: DataTableParams<Filters>, selected: number | undefined) => ({
  ...p,
  warehouseId: p.warehouseId ?? selected,
});

/** /ware/stocktake: the plans of the caller's warehouses (and their own), one block per row. */
export function StocktakeListPage() {
  const { t } = useTranslation();
  const can = useWarehousePermissions();
  const selected = useSelectedWarehouse((s) => s.warehouseId);
  const table = useDataTable<Filters>({ sortable: ['createdAt', 'code', 'dueDate'] });
  const [creating, setCreating] = useState(false);
  const columns: ColumnsType<Stocktake> = [
    {
      key: 'plan',
      title: t('warehouse.stocktake.title'),
      render: (_, p) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={stocktakeHref(p.stocktakeId)}>
            {p.code} {p.name}
          </Link>
          <Typography.Text type="secondary">
            {p.warehouses.map((w) => w.name).join('、')} · {t('warehouse.stocktake.dueDate')}{' '}
            {p.dueDate}
          </Typography.Text>
          <Flex gap={4} wrap>
            <Tag>{t(`warehouse.stocktake.status.${p.status}`)}</Tag>
            <Typography.Text>
              {t('warehouse.stocktake.counted', { counted: p.countedCount, lines: p.lineCount })}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
  ];
  return (
    <Card title={t('warehouse.stocktake.title')}>
      <DataTable
        table={table}
        query={(p) => stocktakePageQueryOptions(withSelected(p, selected))}
        rowKey="stocktakeId"
        aria-label={t('warehouse.stocktake.title')}
        columns={columns}
        filters={
          <>
            <Form.Item name="warehouseId" label={t('warehouse.common.warehouse')}>
              <WarehouseSelect />
            </Form.Item>
            <Form.Item name="status" label={t('warehouse.ins.status')}>
              <Select
                allowClear
                style={{ minWidth: 110 }}
                options={STOCKTAKE_STATUSES.map((s) => ({
                  value: s,
                  label: t(`warehouse.stocktake.status.${s}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('warehouse.common.search')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          can.stocktakeAdd && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('warehouse.stocktake.add')}
            </Button>
          )
        }
      />
      {creating && <StocktakeDialog warehouseId={selected} onClose={() => setCreating(false)} />}
    </Card>
  );
}
