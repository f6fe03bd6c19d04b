import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  assetByQrQueryOptions,
  assetDesignQueryOptions,
  assetDetailQueryOptions,
  type AssetDetail,
} from '../../../api/asset';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { AssetFilesCard } from '../components/asset-files-card';
import { AssetHistoryList } from '../components/asset-history';
import { AssetStatusTag } from '../../../components/asset-status-tag';
import { AssetLoadState } from '../components/load-state';
import { NONE } from '../lib/history-values';
import { assetFormHref } from '../paths';
import { useAssetPermissions } from '../permissions';
import { useMoney } from '../../../lib/money';

/**
 * /as/asset-detail?id= (and ?qr=<token>, the address a label's QR holds): the asset, its
 * custom fields as saved, holder and place, its photos and files, and every change.
 */
export function AssetDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const token = search.get('qr') ?? '';
  const byId = useQuery({ ...assetDetailQueryOptions(id), enabled: id > 0 });
  const byQr = useQuery({ ...assetByQrQueryOptions(token), enabled: !id && token !== '' });
  const found = id ? byId : byQr;
  if (!found.data) {
    return (
      <AssetLoadState
        loading={(id > 0 || token !== '') && found.isPending}
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    );
  }
  return <AssetView asset={found.data} />;
}

function AssetView({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const can = useAssetPermissions().asset;
  const design = useQuery(assetDesignQueryOptions(asset.assetId));
  const described = [
    ['category', asset.categoryName],
    ['model', asset.model],
    ['serialNo', asset.serialNo],
    ['purchaseDate', asset.purchaseDate],
    ['price', asset.price === null ? null : money(asset.price)],
    ['supplier', asset.supplier],
    ['warrantyEnd', asset.warrantyEnd],
    ['expiryDate', asset.expiryDate],
    ['remark', asset.remark],
  ] as const;
  const place = [
    ['custodian', asset.custodianName],
    ['dept', asset.deptName],
    ['store', asset.storeName],
  ] as const;
  const items = (fields: ReadonlyArray<readonly [string, string | null]>) =>
    fields.map(([key, value]) => ({
      key,
      label: t(`assets.field.${key}` as 'assets.field.name'),
      children: value ?? NONE,
    }));
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Typography.Text strong>{asset.code}</Typography.Text>
            <Typography.Text>{asset.name}</Typography.Text>
            <AssetStatusTag status={asset.status} />
          </Space>
        }
        extra={
          can.edit && (
            <Button onClick={() => void navigate(assetFormHref(asset.assetId))}>
              {t('assets.detail.edit')}
            </Button>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items(described)} />
      </Card>
      <Card size="small" title={t('assets.form.place')}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items(place)} />
      </Card>
      {design.data && (
        <Card
          size="small"
          title={t('assets.field.custom')}
          extra={
            <Typography.Text type="secondary">
              {t('assets.detail.savedWith', { version: design.data.version })}
            </Typography.Text>
          }
        >
          <FormRenderer
            design={design.data.design}
            mode="view"
            initialValues={asset.custom as FormValues}
          />
        </Card>
      )}
      <AssetFilesCard assetId={asset.assetId} />
      <Card size="small" title={t('assets.detail.history')}>
        <AssetHistoryList asset={asset} design={design.data?.design ?? null} />
      </Card>
    </Flex>
  );
}
