import {
  isUndoneOnDocument,
  MOVEMENT_KINDS,
  type Movement,
  type MovementKind,
  type UndoneOnDocumentSource,
} from '@depot/shared';
import { Button, DatePicker, Flex, Form, Input, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLedger, ledgerPageQueryOptions } from '../api';
import { CategorySelect } from '../components/category-select';
import { ExportButton } from '../../../components/export-button';
import { MovementDocument } from '../components/movement-document';
import { ReverseDialog } from '../components/reverse-dialog';
import { WarehouseListCard } from '../components/warehouse-list-card';
import { ChoiceFilter, type DataTableParams } from '../../../components/data-table';
import { StoreSelect } from '../../../components/org-selects';
import { useWarehousePermissions } from '../permissions';
import { useWarehouseTable } from '../warehouse-table';
import { dayRangeParams } from '../../../lib/day-range';
import { useWide } from '../../../lib/use-wide';
import { useFormatDateTime } from '../../../lib/date-time';

interface Filters {
  warehouseId?: number;
  kind?: MovementKind;
  categoryId?: number;
  sourceCode?: string;
  storeId?: number;
  range?: [Dayjs, Dayjs] | null;
}

/**
 * Rows a document posted that are undone on the document, not by hand (the server refuses
 * them too): what the row says instead of the reverse button.
 */
const UNDONE_ON_DOCUMENT: Record<
  UndoneOnDocumentSource,
  `warehouse.ledger.${'reverseByRollback' | 'reverseOnTransfer' | 'reverseOnSkuOrder'}`
> = {
  assetDoc: 'warehouse.ledger.reverseByRollback',
  transfer: 'warehouse.ledger.reverseOnTransfer',
  skuOrder: 'warehouse.ledger.reverseOnSkuOrder',
};

/**
 * /ware/ledger: every movement, newest first, filtered by warehouse, kind, category, days,
 * document and the store it went to; exported as the server writes it; a movement reversed with
 * a reason once confirmed.
 */
export function LedgerPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const can = useWarehousePermissions();
  const wide = useWide();
  const table = useWarehouseTable({
    query: (p: DataTableParams<Filters>) => ledgerPageQueryOptions(dayRangeParams(p)),
    rowKey: 'movementId',
    sortable: ['at', 'quantity'],
  });
  const [reversing, setReversing] = useState<Movement>();
  const params = dayRangeParams(table.params);

  const quantity = (m: Movement) => (
    <Typography.Text type={m.quantity < 0 ? 'danger' : 'success'}>
      {m.quantity > 0 ? `+${m.quantity}` : m.quantity} {m.unit}
    </Typography.Text>
  );
  const state = (m: Movement) => {
    if (m.reversedBy !== null) return <Tag>{t('warehouse.ledger.reversed')}</Tag>;
    if (m.reversalOf !== null) {
      return <Tag color="orange">{t('warehouse.ledger.reversalOf', { id: m.reversalOf })}</Tag>;
    }
    if (!can.reverse) return null;
    return isUndoneOnDocument(m.source) ? (
      <Typography.Text type="secondary">{t(UNDONE_ON_DOCUMENT[m.source])}</Typography.Text>
    ) : (
      <Button size="small" type="link" danger onClick={() => setReversing(m)}>
        {t('warehouse.ledger.reverse')}
      </Button>
    );
  };
  const columns: ColumnsType<Movement> = wide
    ? [
        { key: 'movementId', title: t('warehouse.ledger.id'), dataIndex: 'movementId' },
        {
          key: 'at',
          title: t('warehouse.ledger.at'),
          render: (_, m) => formatDateTime(m.at),
        },
        { key: 'warehouse', title: t('warehouse.common.warehouse'), dataIndex: 'warehouseName' },
        {
          key: 'kind',
          title: t('warehouse.ledger.kind'),
          render: (_, m) => t(`warehouse.kind.${m.kind}`),
        },
        {
          key: 'category',
          title: t('warehouse.common.category'),
          render: (_, m) => (m.assetCode ? `${m.categoryName} · ${m.assetCode}` : m.categoryName),
        },
        { key: 'quantity', title: t('warehouse.common.quantity'), render: (_, m) => quantity(m) },
        {
          key: 'balance',
          title: t('warehouse.ledger.balance'),
          render: (_, m) => m.balance ?? '—',
        },
        {
          key: 'document',
          title: t('warehouse.ledger.document'),
          render: (_, m) => <MovementDocument movement={m} />,
        },
        { key: 'store', title: t('warehouse.ledger.store'), render: (_, m) => m.storeName ?? '' },
        { key: 'reason', title: t('warehouse.common.reason'), render: (_, m) => m.reason ?? '' },
        {
          key: 'actor',
          title: t('warehouse.ledger.actor'),
          render: (_, m) => m.actor?.nickname ?? '',
        },
        { key: 'state', title: t('warehouse.common.actions'), render: (_, m) => state(m) },
      ]
    : [
        {
          key: 'movement',
          title: t('warehouse.ledger.title'),
          render: (_, m) => (
            <Flex vertical gap={2} align="flex-start">
              <Typography.Text strong>
                {t(`warehouse.kind.${m.kind}`)} · {m.categoryName} {quantity(m)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {m.warehouseName}
                {m.storeName && (
                  <>
                    {' → '}
                    <span>{m.storeName}</span>
                  </>
                )}{' '}
                · {formatDateTime(m.at)}
              </Typography.Text>
              <MovementDocument movement={m} />
              {state(m)}
            </Flex>
          ),
        },
      ];

  return (
    <WarehouseListCard
      title={t('warehouse.ledger.title')}
      table={table}
      columns={columns}
      filters={
        <>
          <ChoiceFilter
            name="kind"
            label={t('warehouse.ledger.kind')}
            values={MOVEMENT_KINDS}
            text={(k) => t(`warehouse.kind.${k}`)}
            minWidth={120}
          />
          <Form.Item name="categoryId" label={t('warehouse.common.category')}>
            <CategorySelect />
          </Form.Item>
          <Form.Item
            name="range"
            label={`${t('warehouse.ledger.from')} – ${t('warehouse.ledger.to')}`}
          >
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="sourceCode" label={t('warehouse.ledger.document')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="storeId" label={t('warehouse.ledger.store')}>
            <StoreSelect />
          </Form.Item>
        </>
      }
      toolbar={
        can.ledgerExport && (
          <ExportButton
            run={() => {
              const { current: _c, size: _s, ...rest } = params;
              return exportLedger(rest);
            }}
            fallbackName="stock-ledger.xlsx"
          />
        )
      }
    >
      {reversing && <ReverseDialog movement={reversing} onClose={() => setReversing(undefined)} />}
    </WarehouseListCard>
  );
}
