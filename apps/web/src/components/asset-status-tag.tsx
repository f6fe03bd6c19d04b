import type { AssetStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AssetStatus, string> = {
  idle: 'default',
  awaitingPickup: 'gold',
  inUse: 'green',
  lent: 'blue',
  inRepair: 'orange',
  damaged: 'volcano',
  writtenOff: 'default',
  lost: 'red',
};

/** An asset's status, in the register's colours (the register, documents and pickers). */
export function AssetStatusTag({ status }: { status: AssetStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`assets.status.${status}`)}</Tag>;
}
