import { today as todayOf } from '../../lib/days';
import { theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** One stage's bar: its planned days and, once started, its actual ones (YYYY-MM-DD). */
export interface GanttBar {
  key: number | string;
  name: string;
  plannedStart: string;
  plannedEnd: string;
  actualStart?: string | null;
  /** Empty while the stage runs: its actual bar reaches today. */
  actualEnd?: string | null;
}

const ROW = 28;
const LABEL = 'minmax(72px, 30%)';

const dayOf = (iso: string) => dayjs(iso, 'YYYY-MM-DD');

/** The first and last day the chart covers: every planned and actual day (a running stage's to today). */
function spanOf(bars: readonly GanttBar[], today: string) {
  const days = bars.flatMap((b) => [
    b.plannedStart,
    b.plannedEnd,
    ...(b.actualStart ? [b.actualStart, b.actualEnd ?? today] : []),
  ]);
  const sorted = [...days].sort();
  return { from: sorted[0] ?? today, to: sorted.at(-1) ?? today };
}

/**
 * The stages as bars on a calendar: the planned days (light) over the actual ones (solid, up to
 * today while a stage runs), and a line on today. Drawn with CSS, so it folds to any width. A
 * picture only: the stages table beside it carries every date as text, and the chart's label
 * says so.
 */
export function Gantt({
  bars,
  today = todayOf(),
  hideToday = false,
}: {
  bars: readonly GanttBar[];
  today?: string;
  /** A plan not yet under way (a preview): no today line. */
  hideToday?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (bars.length === 0) return null;
  const { from, to } = spanOf(bars, today);
  const start = dayOf(from);
  const total = dayOf(to).diff(start, 'day') + 1;
  const left = (day: string) => (dayOf(day).diff(start, 'day') / total) * 100;
  const width = (a: string, b: string) => ((dayOf(b).diff(dayOf(a), 'day') + 1) / total) * 100;
  const todayAt = left(today) + 50 / total;
  const showToday = !hideToday && today >= from && today <= to;
  const bar = (a: string, b: string, top: number, colour: string, outline?: string) => (
    <div
      style={{
        position: 'absolute',
        top,
        height: 9,
        left: `${left(a)}%`,
        width: `${width(a, b)}%`,
        minWidth: 2,
        background: colour,
        border: outline ? `1px solid ${outline}` : undefined,
        borderRadius: 2,
        boxSizing: 'border-box',
      }}
    />
  );
  return (
    <div
      role="img"
      aria-label={t('project.gantt.label', { n: bars.length, from, to })}
      style={{ display: 'grid', gridTemplateColumns: `${LABEL} 1fr`, rowGap: 2 }}
    >
      <span />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
        <Typography.Text type="secondary">{from}</Typography.Text>
        <Typography.Text type="secondary">{to}</Typography.Text>
      </div>
      {bars.map((b) => (
        <div key={b.key} style={{ display: 'contents' }}>
          <Typography.Text ellipsis style={{ lineHeight: `${ROW}px`, paddingRight: 8 }}>
            {b.name}
          </Typography.Text>
          <div
            style={{
              position: 'relative',
              height: ROW,
              background: token.colorFillQuaternary,
              borderRadius: 2,
            }}
          >
            {bar(b.plannedStart, b.plannedEnd, 4, token.colorPrimaryBg, token.colorPrimaryBorder)}
            {b.actualStart && bar(b.actualStart, b.actualEnd ?? today, 15, token.colorPrimary)}
            {showToday && (
              <div
                style={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: `${todayAt}%`,
                  borderLeft: `2px solid ${token.colorError}`,
                }}
              />
            )}
          </div>
        </div>
      ))}
      <span />
      <div style={{ display: 'flex', gap: 12, fontSize: 12, flexWrap: 'wrap' }}>
        <Legend colour={token.colorPrimaryBg} outline={token.colorPrimaryBorder}>
          {t('project.gantt.planned')}
        </Legend>
        <Legend colour={token.colorPrimary}>{t('project.gantt.actual')}</Legend>
        {showToday && (
          <Legend colour={token.colorError} line>
            {t('project.gantt.today')}
          </Legend>
        )}
      </div>
    </div>
  );
}

function Legend({
  colour,
  outline,
  line,
  children,
}: {
  colour: string;
  outline?: string;
  line?: boolean;
  children: string;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span
        style={{
          display: 'inline-block',
          width: line ? 2 : 14,
          height: 10,
          background: colour,
          border: outline ? `1px solid ${outline}` : undefined,
        }}
      />
      {children}
    </span>
  );
}
