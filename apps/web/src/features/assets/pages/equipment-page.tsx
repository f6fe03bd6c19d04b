import { EQUIPMENT_STATUSES, type Equipment, type EquipmentStatus } from '@depot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteEquipment, equipmentKeys, equipmentPageQueryOptions } from '../../../api/asset';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { DataTable, useDataTable } from '../../../components/data-table';
import { EquipmentDialog } from '../components/equipment-dialog';
import { EquipmentOrders } from '../components/equipment-orders';
import { FaultDialog } from '../components/fault-dialog';
import { useAssetPermissions } from '../permissions';

interface Filters {
  storeId?: number;
  status?: EquipmentStatus;
  q?: string;
}

const COLOURS: Record<EquipmentStatus, string> = {
  working: 'green',
  faulty: 'red',
  removed: 'default',
};

/**
 * /as/equipment/antenna (SPEC §2): store devices such as anti-theft antennas; add, edit,
 * delete, report a fault (a repair order for the store) and see each device's repair orders.
 */
export function EquipmentPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useAssetPermissions().equipment;
  const stores = useQuery(storeOptionsQueryOptions());
  const table = useDataTable<Filters>({
    sortable: ['position', 'installedOn', 'lastInspectedOn', 'status', 'createdAt'],
  });
  // undefined: closed; null: a new device.
  const [editing, setEditing] = useState<Equipment | null>();
  const [faulty, setFaulty] = useState<Equipment>();
  const remove = useMutation({
    mutationFn: deleteEquipment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
      void message.success(t('assets.equipment.deleted'));
    },
  });

  const columns: ColumnsType<Equipment> = [
    { key: 'storeName', dataIndex: 'storeName', title: t('assets.equipment.store') },
    { key: 'position', dataIndex: 'position', title: t('assets.equipment.position') },
    { key: 'model', dataIndex: 'model', title: t('assets.equipment.model') },
    { key: 'serialNo', dataIndex: 'serialNo', title: t('assets.equipment.serialNo') },
    {
      key: 'status',
      title: t('assets.equipment.status'),
      render: (_, e) => (
        <Tag color={COLOURS[e.status]}>{t(`assets.equipment.statuses.${e.status}`)}</Tag>
      ),
    },
    { key: 'installedOn', dataIndex: 'installedOn', title: t('assets.equipment.installedOn') },
    {
      key: 'lastInspectedOn',
      dataIndex: 'lastInspectedOn',
      title: t('assets.equipment.lastInspectedOn'),
    },
  ];
  if (can.edit || can.del || can.reportFault) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, e) => (
        <Flex gap={4} wrap>
          {can.reportFault && e.status !== 'removed' && (
            <Button size="small" type="link" onClick={() => setFaulty(e)}>
              {t('assets.equipment.reportFault')}
            </Button>
          )}
          {can.edit && (
            <Button size="small" type="link" onClick={() => setEditing(e)}>
              {t('assets.equipment.edit')}
            </Button>
          )}
          {can.del && (
            <Popconfirm
              title={t('assets.equipment.deleteConfirm', { name: `${e.storeName} ${e.position}` })}
              onConfirm={() => remove.mutateAsync(e.equipmentId)}
            >
              <Button size="small" type="link" danger>
                {t('assets.equipment.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    });
  }

  return (
    <Card title={t('assets.equipment.title')}>
      <DataTable
        table={table}
        query={equipmentPageQueryOptions}
        rowKey="equipmentId"
        aria-label={t('assets.equipment.table')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (e) => <EquipmentOrders equipmentId={e.equipmentId} /> }}
        filters={
          <>
            <Form.Item name="q" label={t('assets.equipment.serialNo')}>
              <Input allowClear placeholder={t('assets.equipment.search')} />
            </Form.Item>
            <Form.Item name="storeId" label={t('assets.equipment.store')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ minWidth: 160 }}
                options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('assets.equipment.status')}>
              <Select
                allowClear
                style={{ minWidth: 120 }}
                options={EQUIPMENT_STATUSES.map((s) => ({
                  value: s,
                  label: t(`assets.equipment.statuses.${s}`),
                }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          can.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('assets.equipment.add')}
            </Button>
          )
        }
      />
      {editing !== undefined && (
        <EquipmentDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
      {faulty && <FaultDialog device={faulty} onClose={() => setFaulty(undefined)} />}
    </Card>
  );
}
