import type { Sku } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useDataTable } from '../../../components/data-table';
import { exportSkus, skuCategoriesQueryOptions, skuPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { PriceHistoryDrawer } from '../components/price-history';
import { SkuDialog } from '../components/sku-dialog';
import { usePurchasePermissions } from '../permissions';
import {
  asBoolean,
  EnabledFilter,
  EnabledTag,
  type EnabledChoice,
} from '../components/enabled-state';
import { useWide, wideScroll } from '../../../lib/use-wide';

interface Filters {
  q?: string;
  categoryId?: number;
  enabled?: EnabledChoice;
}

/**
 * /product/sku: the SKU catalogue (code, name, specification, unit, the asset category it is
 * stocked as), each SKU's suppliers' lowest current price and its price history; add, edit
 * (disable) and export.
 */
export function SkuListPage() {
  const { t } = useTranslation();
  const can = usePurchasePermissions();
  const wide = useWide();
  const categories = useQuery(skuCategoriesQueryOptions());
  const table = useDataTable<Filters>({ sortable: ['code', 'name', 'createdAt'] });
  // undefined: closed; null: a new SKU.
  const [editing, setEditing] = useState<Sku | null>();
  const [history, setHistory] = useState<Sku>();

  const actions = (s: Sku) => (
    <Flex gap={4} wrap>
      <Button size="small" type="link" onClick={() => setHistory(s)}>
        {t('purchase.priceHistory')}
      </Button>
      {can.skuEdit && (
        <Button size="small" type="link" onClick={() => setEditing(s)}>
          {t('purchase.edit')}
        </Button>
      )}
    </Flex>
  );
  const columns: ColumnsType<Sku> = wide
    ? [
        { key: 'code', title: t('purchase.code'), dataIndex: 'code' },
        { key: 'name', title: t('purchase.name'), dataIndex: 'name' },
        { title: t('purchase.specification'), dataIndex: 'specification' },
        { title: t('purchase.unit'), dataIndex: 'unit' },
        { title: t('purchase.category'), dataIndex: 'categoryName' },
        { title: t('purchase.supplierCount'), dataIndex: 'supplierCount', align: 'right' },
        { title: t('purchase.lowestPrice'), dataIndex: 'lowestPrice', align: 'right' },
        { title: t('purchase.status'), render: (_, s) => <EnabledTag enabled={s.enabled} /> },
        { key: 'actions', render: (_, s) => actions(s) },
      ]
    : [
        {
          key: 'name',
          title: t('purchase.skus'),
          render: (_, s) => (
            <Flex vertical gap={2}>
              <span>
                {s.name} <EnabledTag enabled={s.enabled} />
              </span>
              <Typography.Text type="secondary">
                {s.code} · {s.specification} · {s.categoryName}
              </Typography.Text>
              <span>
                {t('purchase.lowestPrice')}: {s.lowestPrice ?? '—'}
              </span>
              {actions(s)}
            </Flex>
          ),
        },
      ];

  return (
    <Card title={t('purchase.skus')}>
      <DataTable
        table={table}
        query={(params) => skuPageQueryOptions({ ...params, enabled: asBoolean(params.enabled) })}
        rowKey="skuId"
        aria-label={t('purchase.skuTable')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name="q" label={t('purchase.searchLabel')}>
              <Input allowClear placeholder={t('purchase.skuSearch')} />
            </Form.Item>
            <Form.Item name="categoryId" label={t('purchase.category')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ minWidth: 140 }}
                options={(categories.data ?? []).map((c) => ({
                  value: c.categoryId,
                  label: c.name,
                }))}
              />
            </Form.Item>
            <EnabledFilter />
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.skuAdd && (
              <Button type="primary" onClick={() => setEditing(null)}>
                {t('purchase.addSku')}
              </Button>
            )}
            {can.skuExport && (
              <ExportButton
                fallbackName="skus.xlsx"
                run={() => {
                  const { q, categoryId, enabled } = table.params;
                  return exportSkus({ q, categoryId, enabled: asBoolean(enabled) });
                }}
              />
            )}
          </Flex>
        }
      />
      {editing !== undefined && (
        <SkuDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
      {history && (
        <PriceHistoryDrawer
          sku={{ skuId: history.skuId, name: history.name }}
          onClose={() => setHistory(undefined)}
        />
      )}
    </Card>
  );
}
