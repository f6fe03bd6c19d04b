import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userListQueryOptions } from '../../../api/admin-users';
import { assetDetailQueryOptions } from '../../../api/asset';
import { LoadState } from '../components/load-state';
import { assetHref, idParam, personHref } from '../paths';

/**
 * /customeServeice/customeServeice?userId=&archiveId= (SPEC §2's jump target): asset `archiveId`
 * as held by user `userId`: the asset, whether that user still holds it (or who does), and the
 * way on to the asset's page and to the person's card.
 */
export function HeldAssetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const assetId = idParam(search, 'archiveId');
  const userId = idParam(search, 'userId');
  const asset = useQuery({
    ...assetDetailQueryOptions(assetId ?? 0),
    enabled: assetId !== undefined,
  });
  const users = useQuery({ ...userListQueryOptions(), enabled: userId !== undefined });

  if (assetId === undefined) {
    return <Alert type="warning" showIcon title={t('approvals.held.missing')} />;
  }
  if (!asset.data) {
    return (
      <LoadState
        loading={asset.isPending}
        error={asset.error}
        onRetry={() => void asset.refetch()}
        notFound={t('approvals.held.notFound')}
        failed={t('approvals.held.loadFailed')}
      />
    );
  }
  const held = asset.data;
  const user = users.data?.find((u) => u.userId === userId);
  const userName = user ? user.nickname || user.username : undefined;
  const label = `${held.code} ${held.name}`;
  return (
    <Card size="small" title={t('approvals.held.title')}>
      <Flex vertical gap={12} align="flex-start">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <Tag>{t(`assets.status.${held.status}`)}</Tag>
        </Flex>
        {userId !== undefined && userName && (
          <Alert
            type={held.custodianId === userId ? 'info' : 'warning'}
            showIcon
            title={
              held.custodianId === userId
                ? t('approvals.held.heldBy', { asset: held.code, name: userName })
                : t('approvals.held.notHeldBy', {
                    asset: held.code,
                    name: userName,
                    holder: held.custodianName ?? t('approvals.held.nobody'),
                  })
            }
          />
        )}
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void navigate(assetHref(held.assetId))}>
            {t('approvals.held.openAsset')}
          </Button>
          {userId !== undefined && userName && (
            <Link to={personHref(userId)}>
              {t('approvals.held.openPerson', { name: userName })}
            </Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
