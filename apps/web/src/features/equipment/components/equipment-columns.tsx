import type { Equipment, EquipmentStatus } from '@depot/shared';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useEquipmentPermissions } from '../permissions';
import { useWide } from '../../../lib/use-wide';
import { DeleteLink } from '../../../components/delete-link';

const COLOURS: Record<EquipmentStatus, string> = {
  working: 'green',
  faulty: 'red',
  removed: 'default',
};

export function EquipmentStatusTag({ status }: { status: EquipmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`equipment.statuses.${status}`)}</Tag>;
}

interface Actions {
  onFault: (device: Equipment) => void;
  onEdit: (device: Equipment) => void;
  onDelete: (device: Equipment) => Promise<unknown>;
}

/**
 * The device list's columns: one per field on a wide screen; on a phone one column holding the
 * device (store, position, model, serial number, status) and its buttons, so a row reads and
 * acts without scrolling sideways. Buttons only for the keys the user holds.
 */
export function useEquipmentColumns({
  onFault,
  onEdit,
  onDelete,
}: Actions): ColumnsType<Equipment> {
  const { t } = useTranslation();
  const can = useEquipmentPermissions();
  const wide = useWide();

  const any = can.edit || can.del || can.reportFault;
  const buttons = (e: Equipment) => (
    <Flex gap={4} wrap>
      {can.reportFault && e.status !== 'removed' && (
        <Button size="small" type="link" onClick={() => onFault(e)}>
          {t('equipment.reportFault')}
        </Button>
      )}
      {can.edit && (
        <Button size="small" type="link" onClick={() => onEdit(e)}>
          {t('equipment.edit')}
        </Button>
      )}
      {can.del && (
        <DeleteLink
          confirm={t('equipment.deleteConfirm', { name: `${e.storeName} ${e.position}` })}
          onConfirm={() => onDelete(e)}
        >
          {t('equipment.delete')}
        </DeleteLink>
      )}
    </Flex>
  );

  if (!wide) {
    return [
      {
        key: 'device',
        title: t('equipment.device'),
        render: (_, e) => (
          <Flex vertical gap={2} align="flex-start">
            <Typography.Text strong>
              {e.storeName} · {e.position}
            </Typography.Text>
            <Typography.Text type="secondary">{e.model}</Typography.Text>
            <Typography.Text type="secondary">{e.serialNo}</Typography.Text>
            <EquipmentStatusTag status={e.status} />
            {any && buttons(e)}
          </Flex>
        ),
      },
    ];
  }
  return [
    { key: 'storeName', dataIndex: 'storeName', title: t('equipment.store') },
    { key: 'position', dataIndex: 'position', title: t('equipment.position') },
    { key: 'model', dataIndex: 'model', title: t('equipment.model') },
    { key: 'serialNo', dataIndex: 'serialNo', title: t('equipment.serialNo') },
    {
      key: 'status',
      title: t('equipment.status'),
      render: (_, e) => <EquipmentStatusTag status={e.status} />,
    },
    { key: 'installedOn', dataIndex: 'installedOn', title: t('equipment.installedOn') },
    {
      key: 'lastInspectedOn',
      dataIndex: 'lastInspectedOn',
      title: t('equipment.lastInspectedOn'),
    },
    ...(any
      ? [
          {
            key: 'actions',
            fixed: 'right' as const,
            title: t('adminOrg.common.actions'),
            render: (_: unknown, e: Equipment) => buttons(e),
          },
        ]
      : []),
  ];
}
