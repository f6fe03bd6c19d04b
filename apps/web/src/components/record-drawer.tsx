import type { UseQueryResult } from '@tanstack/react-query';
import {
  Descriptions,
  Drawer,
  Flex,
  Typography,
  type DescriptionsProps,
  type TableProps,
} from 'antd';
import type { ReactNode } from 'react';
import { useWide } from '../lib/use-wide';
import { RecordLoadState } from './record-load-state';
import { ShortTable } from './short-table';

/**
 * A record opened from its list in a side drawer: wide on a desk, a phone's width on a phone;
 * its loading, not-found and failed states until the record is there, then its sections.
 */
export function RecordDrawer<T>({
  record,
  title,
  notFound,
  loadFailed,
  extra,
  onClose,
  children,
}: {
  record: UseQueryResult<T>;
  /** The drawer's title: the record's own once it is there, the list's before. */
  title: (record: T | undefined) => string;
  notFound: string;
  loadFailed: string;
  /** Its actions, beside the title. */
  extra?: (record: T) => ReactNode;
  onClose: () => void;
  /** Its sections, given the record and whether the screen is wide. */
  children: (record: T, wide: boolean) => ReactNode;
}) {
  const wide = useWide();
  const data = record.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={wide ? 720 : 378}
      title={title(data)}
      extra={data !== undefined && extra?.(data)}
    >
      {data === undefined ? (
        <RecordLoadState
          loading={record.isLoading}
          error={record.error}
          onRetry={() => void record.refetch()}
          notFound={notFound}
          loadFailed={loadFailed}
        />
      ) : (
        <Flex vertical gap={16}>
          {children(data, wide)}
        </Flex>
      )}
    </Drawer>
  );
}

/** A record's fields, bordered: two columns on a wide screen, one on a phone. */
export function RecordFacts({ wide, items }: { wide: boolean; items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" bordered column={wide ? 2 : 1} items={items} />;
}

/** One titled part of a record: its lines (or movements, or assets) in a small whole table. */
export function RecordTable<T extends object>({
  title,
  ...table
}: { title: string } & Pick<TableProps<T>, 'rowKey' | 'dataSource' | 'columns'>) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <ShortTable<T> {...table} />
    </>
  );
}
