import type { AssetDetail } from '@depot/shared';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssetStatusTag } from '../../../components/asset-status-tag';

/** An edited asset's status, holder and place: shown, not editable (lifecycle documents move them). */
export function LockedPlace({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('assets.form.placeLocked')}
        style={{ marginBottom: 12 }}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'status',
            label: t('assets.field.status'),
            children: <AssetStatusTag status={asset.status} />,
          },
          {
            key: 'custodian',
            label: t('assets.field.custodian'),
            children: asset.custodianName ?? '—',
          },
          { key: 'dept', label: t('assets.field.dept'), children: asset.deptName ?? '—' },
          { key: 'store', label: t('assets.field.store'), children: asset.storeName ?? '—' },
        ]}
      />
    </>
  );
}
