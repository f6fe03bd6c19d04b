import { STOCKTAKE_STATUSES, type Stocktake } from '@depot/shared';
import { Button, Flex, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter } from '../../../components/data-table';
import { exportStocktakes, stocktakePageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { StocktakeDialog } from '../components/stocktake-dialog';
import { WarehouseListCard } from '../components/warehouse-list-card';
import { stocktakeHref } from '../paths';
import { useWarehousePermissions } from '../permissions';
import { useWarehouseTable } from '../warehouse-table';

/**
 * /ware/stocktake: the plans of the caller's warehouses (and their own), one block per row;
 * exported with the list's filters as the server writes it.
 */
export function StocktakeListPage() {
  const { t } = useTranslation();
  const can = useWarehousePermissions();
  const table = useWarehouseTable({
    query: stocktakePageQueryOptions,
    rowKey: 'stocktakeId',
    sortable: ['createdAt', 'code', 'dueDate'],
  });
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
    <WarehouseListCard
      title={t('warehouse.stocktake.title')}
      table={table}
      columns={columns}
      filters={
        <>
          <ChoiceFilter
            name="status"
            label={t('warehouse.common.status')}
            values={STOCKTAKE_STATUSES}
            text={(s) => t(`warehouse.stocktake.status.${s}`)}
            minWidth={110}
          />
          <Form.Item name="keyword" label={t('warehouse.common.search')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        <>
          {can.stocktakeExport && (
            <ExportButton
              run={() => {
                const { current: _c, size: _s, ...rest } = table.params;
                return exportStocktakes(rest);
              }}
              fallbackName="stocktakes.xlsx"
            />
          )}
          {can.stocktakeAdd && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('warehouse.stocktake.add')}
            </Button>
          )}
        </>
      }
    >
      {creating && (
        <StocktakeDialog warehouseId={table.selected} onClose={() => setCreating(false)} />
      )}
    </WarehouseListCard>
  );
}
