import type { AssetStats, AssetStatus } from '@depot/shared';
import { BarChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { use as registerEcharts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { Flex, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../lib/chart';

// Only what these charts draw is bundled, in this lazily loaded chunk (never the shell's).
registerEcharts([PieChart, BarChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  PieSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption
>;

/**
 * The home panel's two charts: the assets by status (a ring, in the status tags' colours) and
 * by top-level category (bars, most first).
 */
export default function AssetCharts({ stats }: { stats: AssetStats }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { statuses, byStatus, byCategory } = useMemo(() => {
    const colours: Record<AssetStatus, string> = {
      idle: token.colorTextQuaternary,
      awaitingPickup: token.gold,
      inUse: token.green,
      lent: token.blue,
      inRepair: token.orange,
      damaged: token.volcano,
      writtenOff: token.colorTextTertiary,
      lost: token.red,
    };
    const statuses = stats.byStatus.map((s) => ({
      name: t(`assets.status.${s.status}`),
      value: s.count,
      itemStyle: { color: colours[s.status] },
    }));
    const byStatus: Option = {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          label: { formatter: '{b} {c}' },
          data: statuses.filter((s) => s.value > 0),
        },
      ],
    };
    // Bars from the top down, the largest group first.
    const categories = [...stats.byCategory].reverse();
    const byCategory: Option = {
      color: [token.colorPrimary],
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: categories.map((c) => c.name) },
      series: [
        {
          type: 'bar',
          name: t('assets.panel.byCategory'),
          data: categories.map((c) => c.count),
          label: { show: true, position: 'right' },
        },
      ],
    };
    return { statuses, byStatus, byCategory };
  }, [stats, t, token]);
  const list = (items: Array<{ name: string; count: number }>) =>
    items
      .map((i) => t('assets.panel.item', { name: i.name, count: i.count }))
      .join(t('assets.panel.separator'));
  return (
    <Flex wrap gap={16}>
      <section aria-label={t('assets.panel.byStatus')} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text type="secondary">{t('assets.panel.byStatus')}</Typography.Text>
        <Chart
          option={byStatus}
          label={list(statuses.map((s) => ({ name: s.name, count: s.value })))}
        />
      </section>
      <section aria-label={t('assets.panel.byCategory')} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text type="secondary">{t('assets.panel.byCategory')}</Typography.Text>
        <Chart option={byCategory} label={list(stats.byCategory)} />
      </section>
    </Flex>
  );
}
