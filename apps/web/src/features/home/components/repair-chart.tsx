import type { RepairStats } from '@depot/shared';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT } from '../lib/chart-size';

// Only what this chart draws is bundled, in this lazily loaded chunk (never the shell's).
registerEcharts([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/**
 * Orders submitted and completed per day over the last 30 days (echarts, SVG). The numbers
 * are also given as the figure's text for screen readers.
 */
export default function RepairChart({ daily }: { daily: RepairStats['daily'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const element = useRef<HTMLDivElement>(null);
  const submitted = t('eam.panel.submitted');
  const completed = t('eam.panel.completed');

  useEffect(() => {
    const host = element.current;
    if (!host) return undefined;
    const chart = init(host, undefined, { renderer: 'svg', height: CHART_HEIGHT });
    const option: Option = {
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
    };
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [daily, submitted, completed, token.colorPrimary, token.colorSuccess]);

  const total = (key: 'submitted' | 'completed') => daily.reduce((sum, day) => sum + day[key], 0);
  return (
    <div
      ref={element}
      role="img"
      aria-label={t('eam.panel.chartSummary', {
        submitted: total('submitted'),
        completed: total('completed'),
      })}
      style={{ width: '100%', height: CHART_HEIGHT }}
    />
  );
}
