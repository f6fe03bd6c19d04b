/** Height of the home page's charts (the chart and its placeholder while echarts loads). */
export const CHART_HEIGHT = 260;
