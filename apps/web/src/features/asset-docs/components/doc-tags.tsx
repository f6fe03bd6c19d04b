import type { AssetDocStatus, AssetDocType } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<AssetDocStatus, string> = {
  pending: 'processing',
  sentBack: 'warning',
  awaitingSignature: 'gold',
  done: 'success',
  rejected: 'error',
  withdrawn: 'default',
  rolledBack: 'purple',
};

/** A document's own status (not its approval's). */
export function DocStatusTag({ status }: { status: AssetDocStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`assetDocs.status.${status}`)}</Tag>;
}

/** A document's type, as its name (借用单). */
export function DocTypeTag({ type }: { type: AssetDocType }) {
  const { t } = useTranslation();
  return <Tag>{t(`assetDocs.type.${type}`)}</Tag>;
}
