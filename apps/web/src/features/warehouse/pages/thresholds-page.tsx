import { THRESHOLD_KINDS, type Threshold, type ThresholdKind } from '@depot/shared';
import { Button, Checkbox, Flex, Form, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteThreshold, thresholdPageQueryOptions, warehouseKeys } from '../api';
import { ThresholdDialog } from '../components/threshold-dialog';
import { WarehouseListCard } from '../components/warehouse-list-card';
import { ChoiceFilter, type DataTableParams } from '../../../components/data-table';
import { lowStockHref } from '../paths';
import { useWarehousePermissions } from '../permissions';
import { useWarehouseTable } from '../warehouse-table';
import { useSaving } from '../../../lib/use-saving';
import { useWide } from '../../../lib/use-wide';
import { DeleteLink } from '../../../components/delete-link';

interface Filters {
  warehouseId?: number;
  kind?: ThresholdKind;
  below?: boolean;
}

const paramsOf = (p: DataTableParams<Filters>) => ({ ...p, below: p.below ? true : undefined });

/** /ware/threshold: low-stock thresholds per warehouse × category (or asset model), now or below. */
export function ThresholdsPage() {
  const { t } = useTranslation();
  const can = useWarehousePermissions();
  const wide = useWide();
  const table = useWarehouseTable({
    query: (p: DataTableParams<Filters>) => thresholdPageQueryOptions(paramsOf(p)),
    rowKey: 'thresholdId',
    sortable: ['minQuantity', 'createdAt'],
  });
  const [editing, setEditing] = useState<Threshold | null>();
  const remove = useSaving({
    save: deleteThreshold,
    refresh: warehouseKeys.all,
    done: () => t('warehouse.common.deleted'),
  });
  const item = (r: Threshold) => (r.model ? `${r.categoryName} ${r.model}` : r.categoryName);
  const state = (r: Threshold) =>
    r.below ? (
      <Link to={lowStockHref(r.thresholdId)}>
        <Tag color="red">{t('warehouse.thresholds.below')}</Tag>
      </Link>
    ) : (
      <Tag color="green">{t('warehouse.thresholds.ok')}</Tag>
    );
  const buttons = (r: Threshold) => (
    <Flex gap={4}>
      {can.thresholdEdit && (
        <Button size="small" type="link" onClick={() => setEditing(r)}>
          {t('warehouse.common.edit')}
        </Button>
      )}
      {can.thresholdDel && (
        <DeleteLink
          confirm={t('warehouse.common.deleteConfirm', { name: item(r) })}
          onConfirm={() => remove.mutateAsync(r.thresholdId)}
        >
          {t('warehouse.common.delete')}
        </DeleteLink>
      )}
    </Flex>
  );
  const columns: ColumnsType<Threshold> = wide
    ? [
        { key: 'warehouse', title: t('warehouse.common.warehouse'), dataIndex: 'warehouseName' },
        {
          key: 'kind',
          title: t('warehouse.thresholds.kind'),
          render: (_, r) => t(`warehouse.thresholdKind.${r.kind}`),
        },
        { key: 'item', title: t('warehouse.common.category'), render: (_, r) => item(r) },
        { key: 'minQuantity', title: t('warehouse.thresholds.min'), dataIndex: 'minQuantity' },
        { key: 'current', title: t('warehouse.thresholds.current'), dataIndex: 'current' },
        { key: 'state', title: '', render: (_, r) => state(r) },
        { key: 'actions', title: t('warehouse.common.actions'), render: (_, r) => buttons(r) },
      ]
    : [
        {
          key: 'threshold',
          title: t('warehouse.thresholds.title'),
          render: (_, r) => (
            <Flex vertical gap={2} align="flex-start">
              <Typography.Text strong>{item(r)}</Typography.Text>
              <Typography.Text type="secondary">
                {r.warehouseName} · {r.current} / {r.minQuantity}
              </Typography.Text>
              {state(r)}
              {buttons(r)}
            </Flex>
          ),
        },
      ];
  return (
    <WarehouseListCard
      title={t('warehouse.thresholds.title')}
      table={table}
      columns={columns}
      filters={
        <>
          <ChoiceFilter
            name="kind"
            label={t('warehouse.thresholds.kind')}
            values={THRESHOLD_KINDS}
            text={(k) => t(`warehouse.thresholdKind.${k}`)}
            minWidth={140}
          />
          <Form.Item name="below" valuePropName="checked">
            <Checkbox>{t('warehouse.stock.onlyBelow')}</Checkbox>
          </Form.Item>
        </>
      }
      toolbar={
        can.thresholdAdd && (
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('warehouse.thresholds.add')}
          </Button>
        )
      }
    >
      {editing !== undefined && (
        <ThresholdDialog
          record={editing}
          warehouseId={table.selected}
          onClose={() => setEditing(undefined)}
        />
      )}
    </WarehouseListCard>
  );
}
