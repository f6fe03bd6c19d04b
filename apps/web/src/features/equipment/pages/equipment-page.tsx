import type { Equipment } from '@depot/shared';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteEquipment, equipmentKeys, equipmentPageQueryOptions } from '../api';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useEquipmentColumns } from '../components/equipment-columns';
import { EquipmentDialog } from '../components/equipment-dialog';
import { EquipmentOrders } from '../components/equipment-orders';
import { FaultDialog } from '../components/fault-dialog';
import { useEquipmentPermissions } from '../permissions';
import { useSaving } from '../../../lib/use-saving';
import { StoreDeviceFilters } from '../../../components/store-device-fields';
import { useWide, wideScroll } from '../../../lib/use-wide';

/**
 * /as/equipment/antenna (SPEC §2): store devices such as anti-theft antennas; add, edit,
 * delete, report a fault (a repair order for the store) and see each device's repair orders.
 */
export function EquipmentPage() {
  const { t } = useTranslation();
  const can = useEquipmentPermissions();
  // A phone's list has one column per device (equipment-columns.tsx): no sideways scroll.
  const wide = useWide();
  const table = useDataTable({
    query: equipmentPageQueryOptions,
    rowKey: 'equipmentId',
    sortable: ['position', 'installedOn', 'lastInspectedOn', 'status', 'createdAt'],
  });
  // undefined: closed; null: a new device.
  const [editing, setEditing] = useState<Equipment | null>();
  const [faulty, setFaulty] = useState<Equipment>();
  const remove = useSaving({
    save: deleteEquipment,
    refresh: equipmentKeys.all,
    done: () => t('equipment.deleted'),
  });

  const columns = useEquipmentColumns({
    onFault: setFaulty,
    onEdit: setEditing,
    onDelete: (e) => remove.mutateAsync(e.equipmentId),
  });

  return (
    <Card title={t('equipment.title')}>
      <DataTable
        table={table}
        aria-label={t('equipment.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        expandable={{ expandedRowRender: (e) => <EquipmentOrders equipmentId={e.equipmentId} /> }}
        filters={<StoreDeviceFilters device="equipment" />}
        toolbar={
          can.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('equipment.add')}
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
