import type { DoorLock, DoorLockStatus } from '@depot/shared';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { useWide, wideScroll } from '../../../lib/use-wide';
import {
  deleteDoorLock,
  doorLockKeys,
  doorLockPageQueryOptions,
  type DoorImportKind,
} from '../api';
import { BatteryLevel } from '../components/battery-level';
import { DoorImportModal } from '../components/door-import-modal';
import { LockDialog } from '../components/lock-dialog';
import { useDoorLockPermissions } from '../permissions';
import { lockHref } from '../paths';
import { StoreDeviceFilters } from '../../../components/store-device-fields';
import { DeleteLink } from '../../../components/delete-link';

const COLOURS: Record<DoorLockStatus, string> = {
  working: 'green',
  faulty: 'red',
  removed: 'default',
};

/** /doorlock/list: the caller's stores' door locks, by store, status and text; a door opens its lock's page. */
export function LockListPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const can = useDoorLockPermissions();
  // undefined: closed; null: a new lock.
  const [editing, setEditing] = useState<DoorLock | null>();
  const [importing, setImporting] = useState<DoorImportKind>();
  const remove = useSaving({
    save: deleteDoorLock,
    refresh: doorLockKeys.all,
    done: () => t('doorLock.deleted'),
  });
  const table = useDataTable({
    query: doorLockPageQueryOptions,
    rowKey: 'lockId',
    sortable: ['door', 'battery', 'installedOn', 'status', 'createdAt'],
  });
  const columns: ColumnsType<DoorLock> = [
    { title: t('doorLock.store'), dataIndex: 'storeName' },
    {
      title: t('doorLock.door'),
      dataIndex: 'door',
      sorter: true,
      render: (door: string, l) => <Link to={lockHref(l.lockId)}>{door}</Link>,
    },
    { title: t('doorLock.model'), dataIndex: 'model' },
    { title: t('doorLock.serialNo'), dataIndex: 'serialNo' },
    {
      title: t('doorLock.battery'),
      dataIndex: 'battery',
      sorter: true,
      render: (level: number | null) => <BatteryLevel level={level} />,
    },
    {
      title: t('doorLock.status'),
      dataIndex: 'status',
      sorter: true,
      render: (status: DoorLockStatus) => (
        <Tag color={COLOURS[status]}>{t(`doorLock.statuses.${status}`)}</Tag>
      ),
    },
    { title: t('doorLock.keeper'), dataIndex: 'keeperName' },
    { title: t('doorLock.installedOn'), dataIndex: 'installedOn', sorter: true },
    ...(can.edit || can.del
      ? [
          {
            key: 'actions',
            title: t('doorLock.actions'),
            render: (_: unknown, l: DoorLock) => (
              <Flex gap={4} wrap>
                {can.edit && (
                  <Button size="small" type="link" onClick={() => setEditing(l)}>
                    {t('doorLock.edit')}
                  </Button>
                )}
                {can.del && (
                  <DeleteLink
                    confirm={t('doorLock.deleteConfirm', { name: `${l.storeName} ${l.door}` })}
                    onConfirm={() => remove.mutateAsync(l.lockId)}
                  >
                    {t('doorLock.delete')}
                  </DeleteLink>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('doorLock.title')}>
      <DataTable
        table={table}
        aria-label={t('doorLock.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={<StoreDeviceFilters device="doorLock" />}
        toolbar={
          <>
            {can.import && (
              <>
                <Button onClick={() => setImporting('locks')}>
                  {t('doorLock.import.locks.button')}
                </Button>
                <Button onClick={() => setImporting('opens')}>
                  {t('doorLock.import.opens.button')}
                </Button>
              </>
            )}
            {can.add && (
              <Button type="primary" onClick={() => setEditing(null)}>
                {t('doorLock.add')}
              </Button>
            )}
          </>
        }
      />
      {editing !== undefined && (
        <LockDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
      {importing && <DoorImportModal kind={importing} onClose={() => setImporting(undefined)} />}
    </Card>
  );
}
