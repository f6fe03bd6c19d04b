import { ASSET_PERMISSIONS } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetPageQueryOptions } from '../../../api/asset';
import { useSessionStore } from '../../../stores/session';
import { assetHref } from '../paths';
import { PersonList } from './person-list';

const PAGE_SIZE = 10;

/**
 * The assets a user holds (the register filtered by custodian, GET /as/asset/page?custodianId=),
 * a page at a time, each opening its page; without the right to see assets, a note says so.
 */
export function HeldAssetsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const mayView = useSessionStore((s) => s.permissions[ASSET_PERMISSIONS.asset.view] === true);
  const [current, setCurrent] = useState(1);
  const assets = useQuery({
    ...assetPageQueryOptions({ custodianId: userId, current, size: PAGE_SIZE }),
    enabled: mayView,
  });
  const total = assets.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={t('approvals.person.assets')}
      extra={
        mayView &&
        assets.data && (
          <Typography.Text type="secondary">
            {t('approvals.person.assetsTotal', { total })}
          </Typography.Text>
        )
      }
    >
      {mayView ? (
        <PersonList
          query={assets}
          none={t('approvals.person.noAssets')}
          rowKey={(asset) => asset.assetId}
          pagination={
            total > PAGE_SIZE && {
              current,
              pageSize: PAGE_SIZE,
              total,
              size: 'small',
              onChange: setCurrent,
            }
          }
          renderItem={(asset) => (
            <>
              <Link to={assetHref(asset.assetId)}>{asset.code}</Link>
              <Typography.Text>{asset.name}</Typography.Text>
              <Tag>{t(`assets.status.${asset.status}`)}</Tag>
            </>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t('approvals.person.assetsHidden')}</Typography.Text>
      )}
    </Card>
  );
}
