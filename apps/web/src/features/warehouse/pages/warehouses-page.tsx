import type { Warehouse, WarehouseNode } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseTreeQueryOptions } from '../../../api/warehouse-tree';
import { deleteWarehouse, warehouseKeys } from '../api';
import { WarehouseDialog } from '../components/warehouse-dialog';
import { useWarehousePermissions } from '../permissions';
import { useSaving } from '../../../lib/use-saving';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { DeleteLink } from '../../../components/delete-link';

/** antd's tree table wants no `children` on a leaf (else it shows an expander). */
const rowsOf = (nodes: readonly WarehouseNode[]): WarehouseNode[] =>
  nodes.map((n) => ({
    ...n,
    children: n.children.length ? rowsOf(n.children) : (undefined as never),
  }));

/** /ware/warehouse: the caller's warehouses as a tree with their keepers; add, edit, delete. */
export function WarehousesPage() {
  const { t } = useTranslation();
  const can = useWarehousePermissions();
  const wide = useWide();
  const tree = useQuery(warehouseTreeQueryOptions({ withDisabled: true }));
  const [editing, setEditing] = useState<{ record: Warehouse | null; parent?: Warehouse }>();
  const remove = useSaving({
    save: deleteWarehouse,
    refresh: warehouseKeys.all,
    done: () => t('warehouse.common.deleted'),
  });
  const keepers = (w: Warehouse) => w.keepers.map((k) => k.nickname).join('、') || '—';
  const buttons = (w: Warehouse) => (
    <Flex gap={4} wrap>
      {can.warehouseAdd && w.level !== 'store' && (
        <Button size="small" type="link" onClick={() => setEditing({ record: null, parent: w })}>
          {t('warehouse.warehouses.addChild')}
        </Button>
      )}
      {can.warehouseEdit && (
        <Button size="small" type="link" onClick={() => setEditing({ record: w })}>
          {t('warehouse.common.edit')}
        </Button>
      )}
      {can.warehouseDel && (
        <DeleteLink
          confirm={t('warehouse.common.deleteConfirm', { name: w.name })}
          onConfirm={() => remove.mutateAsync(w.warehouseId)}
        >
          {t('warehouse.common.delete')}
        </DeleteLink>
      )}
    </Flex>
  );
  const name = (w: Warehouse) => (
    <Flex gap={4} align="center" wrap>
      <Typography.Text strong>{w.name}</Typography.Text>
      <Tag>{t(`warehouse.level.${w.level}`)}</Tag>
      {!w.enabled && <Tag color="default">{t('warehouse.warehouses.disabled')}</Tag>}
    </Flex>
  );
  const columns: ColumnsType<WarehouseNode> = wide
    ? [
        { key: 'name', title: t('warehouse.warehouses.name'), render: (_, w) => name(w) },
        { key: 'code', title: t('warehouse.warehouses.code'), dataIndex: 'code' },
        {
          key: 'store',
          title: t('warehouse.warehouses.store'),
          render: (_, w) => w.storeName ?? '—',
        },
        { key: 'keepers', title: t('warehouse.warehouses.keepers'), render: (_, w) => keepers(w) },
        {
          key: 'address',
          title: t('warehouse.warehouses.address'),
          render: (_, w) => w.address ?? '—',
        },
        { key: 'actions', title: t('warehouse.common.actions'), render: (_, w) => buttons(w) },
      ]
    : [
        {
          key: 'warehouse',
          title: t('warehouse.warehouses.title'),
          render: (_, w) => (
            <Flex vertical gap={2} align="flex-start">
              {name(w)}
              <Typography.Text type="secondary">
                {w.code} · {t('warehouse.warehouses.keepers')}: {keepers(w)}
              </Typography.Text>
              {buttons(w)}
            </Flex>
          ),
        },
      ];
  return (
    <Card
      title={t('warehouse.warehouses.title')}
      extra={
        can.warehouseAdd && (
          <Button type="primary" onClick={() => setEditing({ record: null })}>
            {t('warehouse.warehouses.add')}
          </Button>
        )
      }
    >
      {tree.isError && !tree.data ? (
        <Alert
          type="error"
          showIcon
          title={t('warehouse.common.loadFailed')}
          action={
            <Button onClick={() => void tree.refetch()}>{t('warehouse.common.retry')}</Button>
          }
        />
      ) : (
        <Table<WarehouseNode>
          // Mounted again once the tree is there, so that every level opens.
          key={tree.data ? 'tree' : 'loading'}
          aria-label={t('warehouse.warehouses.title')}
          rowKey="warehouseId"
          columns={columns}
          loading={tree.isLoading}
          dataSource={rowsOf(tree.data ?? [])}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          scroll={wideScroll(wide)}
          locale={{ emptyText: t('warehouse.common.empty') }}
        />
      )}
      {editing && (
        <WarehouseDialog
          record={editing.record}
          parent={editing.parent}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
