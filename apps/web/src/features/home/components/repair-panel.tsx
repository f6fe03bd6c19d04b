import { EAM_PERMISSIONS, type RepairStats } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { repairStatsQueryOptions } from '../../../api/eam';
import { repairDurationText } from '../../../lib/repair-duration-text';
import { useSessionStore } from '../../../stores/session';
import { CHART_HEIGHT } from '../lib/chart-size';
import { StatsPanel } from './panel-parts';

// echarts loads only when the panel shows, in its own chunk.
const RepairChart = lazy(() => import('./repair-chart'));

const OPEN_STATUSES = ['submitted', 'dispatched', 'in_progress', 'paused'] as const;

/** Height kept for the figures while they load: their two rows of statistics and the chart. */
const LOADING_HEIGHT = CHART_HEIGHT + 220;

function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

function Figures({ stats }: { stats: RepairStats }) {
  const { t } = useTranslation();
  const none = t('eam.panel.noData');
  return (
    <Flex vertical gap={16}>
      <section aria-label={t('eam.panel.open')}>
        <Typography.Text type="secondary">{t('eam.panel.open')}</Typography.Text>
        <Row gutter={[16, 8]}>
          {OPEN_STATUSES.map((status) => (
            <Col key={status} xs={12} md={6}>
              <Statistic title={t(`eam.status.${status}`)} value={stats.openByStatus[status]} />
            </Col>
          ))}
        </Row>
      </section>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Statistic
            title={t('eam.panel.averageDuration')}
            value={
              stats.averageDurationThisMonth === null
                ? none
                : repairDurationText(t, stats.averageDurationThisMonth)
            }
          />
        </Col>
        <Col xs={24} md={12}>
          <Statistic
            title={t('eam.panel.breachRate')}
            value={stats.slaBreachRate === null ? none : percent(stats.slaBreachRate)}
          />
        </Col>
      </Row>
      <section aria-label={t('eam.panel.chart')}>
        <Typography.Text type="secondary">{t('eam.panel.chart')}</Typography.Text>
        <Suspense
          fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}
        >
          <RepairChart daily={stats.daily} />
        </Suspense>
      </section>
    </Flex>
  );
}

/**
 * The home page's repair-order panel, for users who may view orders: open orders by status,
 * the average order duration and the service-level breach rate of this month, and the last
 * 30 days as a chart.
 */
export function RepairPanel() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[EAM_PERMISSIONS.view] === true);
  const stats = useQuery({ ...repairStatsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <StatsPanel
      title={t('eam.panel.title')}
      stats={stats}
      failedTitle={t('eam.loadFailed')}
      loadingHeight={LOADING_HEIGHT}
    >
      {(data) => <Figures stats={data} />}
    </StatsPanel>
  );
}
