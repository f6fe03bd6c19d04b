import type { Sku } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataTable, type DataTableParams } from '../../../components/data-table';
import { exportSkus, skuCategoriesQueryOptions, skuPageQueryOptions } from '../api';
import { EnabledList } from '../components/enabled-list';
import { asBoolean, type EnabledChoice } from '../components/enabled-state';
import { PriceHistoryDrawer } from '../components/price-history';
import { SkuDialog } from '../components/sku-dialog';
import { usePurchasePermissions } from '../permissions';
import { SearchSelect } from '../../../components/search-select';
import { useMoney } from '../../../lib/money';

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
  const money = useMoney();
  const can = usePurchasePermissions();
  const categories = useQuery(skuCategoriesQueryOptions());
  const table = useDataTable({
    query: (params: DataTableParams<Filters>) =>
      skuPageQueryOptions({ ...params, enabled: asBoolean(params.enabled) }),
    rowKey: 'skuId',
    sortable: ['code', 'name', 'createdAt'],
  });
  // undefined: closed; null: a new SKU.
  const [editing, setEditing] = useState<Sku | null>();
  const [history, setHistory] = useState<Sku>();

  return (
    <EnabledList
      title={t('purchase.skus')}
      tableLabel={t('purchase.skuTable')}
      table={table}
      search={{ name: 'q', placeholder: t('purchase.skuSearch') }}
      filters={
        <Form.Item name="categoryId" label={t('purchase.category')}>
          <SearchSelect
            allowClear
            style={{ minWidth: 140 }}
            options={(categories.data ?? []).map((c) => ({
              value: c.categoryId,
              label: c.name,
            }))}
          />
        </Form.Item>
      }
      columns={[
        { key: 'code', title: t('purchase.code'), dataIndex: 'code' },
        { key: 'name', title: t('purchase.name'), dataIndex: 'name' },
        { title: t('purchase.specification'), dataIndex: 'specification' },
        { title: t('purchase.unit'), dataIndex: 'unit' },
        { title: t('purchase.category'), dataIndex: 'categoryName' },
        { title: t('purchase.supplierCount'), dataIndex: 'supplierCount', align: 'right' },
        {
          title: t('purchase.lowestPrice'),
          render: (_, s) => money(s.lowestPrice) || '—',
          align: 'right',
        },
      ]}
      actions={(s) => (
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
      )}
      card={{
        name: (s) => s.name,
        detail: (s) => (
          <>
            {s.code} · {s.specification} · {s.categoryName}
          </>
        ),
        more: (s) => (
          <span>
            {t('purchase.lowestPrice')}: {money(s.lowestPrice) || '—'}
          </span>
        ),
      }}
      add={
        can.skuAdd ? { label: t('purchase.addSku'), onClick: () => setEditing(null) } : undefined
      }
      exportAs={
        can.skuExport
          ? {
              fallbackName: 'skus.xlsx',
              run: () => {
                const { q, categoryId, enabled } = table.params;
                return exportSkus({ q, categoryId, enabled: asBoolean(enabled) });
              },
            }
          : undefined
      }
    >
      {editing !== undefined && (
        <SkuDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
      {history && (
        <PriceHistoryDrawer
          sku={{ skuId: history.skuId, name: history.name }}
          onClose={() => setHistory(undefined)}
        />
      )}
    </EnabledList>
  );
}
