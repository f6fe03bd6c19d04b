import type { RepairStats } from '@depot/shared';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts, type ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../lib/chart';

// Only what this chart draws is bundled, in this lazily loaded chunk (never the shell's).
registerEcharts([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Orders submitted and completed per day over the last 30 days. */
export default function RepairChart({ daily }: { daily: RepairStats['daily'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const submitted = t('eam.panel.submitted');
  const completed = t('eam.panel.completed');
  const option = useMemo<Option>(
    () => ({
      color: [token.colorPrimary, token.colorSuccess],
      tooltip: { trigger: 'axis' },
      legend: { data: [submitted, completed], top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: daily.map((day) => day.date.slice(5)),
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: submitted, type: 'line', smooth: true, data: daily.map((d) => d.submitted) },
        { name: completed, type: 'line', smooth: true, data: daily.map((d) => d.completed) },
      ],
    }),
    [daily, submitted, completed, token.colorPrimary, token.colorSuccess],
  );
  const total = (key: 'submitted' | 'completed') => daily.reduce((sum, day) => sum + day[key], 0);
  return (
    <Chart
      option={option}
      label={t('eam.panel.chartSummary', {
        submitted: total('submitted'),
        completed: total('completed'),
      })}
    />
  );
}
