import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { PANEL_STYLE } from '../lib/panel-layout';
import { PanelFallback } from './panel-fallback';

/*
 * The parts the figure panels (warehouse, purchasing) are made of: the card that shows its
 * figures once they are there, and the short lists under them.
 */

const LIST_STYLE = { listStyle: 'none', margin: '4px 0 0', padding: 0 } as const;

/**
 * A figure panel: its card, with the figures once `stats` has them, else the placeholder about
 * as tall (`loadingHeight`) or the failure with a retry.
 */
export function StatsPanel<T>({
  title,
  extra,
  stats,
  failedTitle,
  loadingHeight,
  children,
}: {
  title: string;
  /** Shown beside the title once the figures are there. */
  extra?: (data: T) => ReactNode;
  stats: UseQueryResult<T>;
  failedTitle: string;
  loadingHeight: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card
      title={title}
      extra={stats.data && extra ? extra(stats.data) : null}
      size="small"
      style={PANEL_STYLE}
    >
      {stats.data ? (
        children(stats.data)
      ) : (
        <PanelFallback
          failed={stats.isError}
          failedTitle={failedTitle}
          onRetry={() => void stats.refetch()}
          minHeight={loadingHeight}
        />
      )}
    </Card>
  );
}

/**
 * A short list of a panel: its title, `empty` when it has no items, else one row per item (its
 * name on the left, its figures on the right), and a link to the rest when there is more.
 */
export function PanelList<T>({
  title,
  empty,
  items,
  rowKey,
  name,
  figures,
  more,
  style,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  rowKey: (item: T) => string | number;
  name: (item: T) => ReactNode;
  figures: (item: T) => ReactNode;
  more?: { text: string; to: string } | null;
  style?: CSSProperties;
}) {
  return (
    <section aria-label={title} style={style}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {items.length === 0 ? (
        <Typography.Paragraph>{empty}</Typography.Paragraph>
      ) : (
        <ul style={LIST_STYLE}>
          {items.map((item) => (
            <li key={rowKey(item)} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                {name(item)}
                {figures(item)}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {more ? <Link to={more.to}>{more.text}</Link> : null}
    </section>
  );
}
