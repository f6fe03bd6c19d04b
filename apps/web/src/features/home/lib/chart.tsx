import { init, type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { CHART_HEIGHT } from './chart-size';

/**
 * One echarts figure (SVG; its chunk registers what it draws) from `option`, redrawn when it
 * changes or its box resizes. The numbers are also the figure's text (`label`), for screen
 * readers.
 */
export function Chart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = element.current;
    if (!host) return undefined;
    const chart = init(host, undefined, { renderer: 'svg', height: CHART_HEIGHT });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      style={{ width: '100%', height: CHART_HEIGHT }}
    />
  );
}
