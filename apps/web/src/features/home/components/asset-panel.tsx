import {
  ASSET_EXPIRING_DAYS,
  ASSET_PERMISSIONS,
  daysBetween,
  type AssetStats,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { today } from '../../../lib/days';
import { assetStatsQueryOptions } from '../../../api/asset';
import { useSessionStore } from '../../../stores/session';
import { CHART_HEIGHT } from '../lib/chart-size';
import { StatsPanel } from './panel-parts';

// echarts loads only when the panel shows, in its own chunk.
const AssetCharts = lazy(() => import('./asset-charts'));

/** An asset's page (the assets feature's fixed route; features do not import each other). */
const assetDetailHref = (assetId: number) => `/as/asset-detail?id=${assetId}`;
/** Height kept for the figures while they load: the charts and a few expiring assets. */
const LOADING_HEIGHT = CHART_HEIGHT + 160;

/** Whole days from today (the browser's, the stores' for their staff) to `day` (`YYYY-MM-DD`). */
const daysUntil = (day: string): number => daysBetween(today(), day);

function Expiring({ items }: { items: AssetStats['expiringSoon'] }) {
  const { t } = useTranslation();
  const title = t('assets.panel.expiring', { days: ASSET_EXPIRING_DAYS });
  return (
    <section aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {items.length === 0 ? (
        <Typography.Paragraph>
          {t('assets.panel.noneExpiring', { days: ASSET_EXPIRING_DAYS })}
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {items.map((item) => {
            const left = daysUntil(item.expiryDate);
            return (
              <li key={item.assetId} style={{ padding: '4px 0' }}>
                <Flex justify="space-between" gap={12} wrap>
                  <Link to={assetDetailHref(item.assetId)}>
                    {item.code} {item.name}
                  </Link>
                  <Typography.Text type={left <= 7 ? 'warning' : 'secondary'}>
                    {item.expiryDate}{' '}
                    {left <= 0
                      ? t('assets.panel.dueToday')
                      : t('assets.panel.daysLeft', { days: left })}
                  </Typography.Text>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The home page's asset panel, for users who may view assets: their assets (within their
 * data scope) by status and by top-level category as charts, and those expiring in the next
 * 30 days, each a link to its page.
 */
export function AssetPanel() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[ASSET_PERMISSIONS.asset.view] === true);
  const stats = useQuery({ ...assetStatsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  const total = stats.data?.byStatus.reduce((sum, s) => sum + s.count, 0) ?? 0;
  return (
    <StatsPanel
      title={t('assets.panel.title')}
      extra={() => t('assets.panel.total', { count: total })}
      stats={stats}
      failedTitle={t('assets.panel.loadFailed')}
      loadingHeight={LOADING_HEIGHT}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Suspense
            fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}
          >
            <AssetCharts stats={data} />
          </Suspense>
          <Expiring items={data.expiringSoon} />
        </Flex>
      )}
    </StatsPanel>
  );
}
