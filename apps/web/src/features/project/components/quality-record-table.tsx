import { QUALITY_RECORD_STATUSES, type QualityRecordStatus } from '@depot/shared';
import type { QueryKey } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, DataTable, type DataTableProps } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { NoRecords } from './no-records';

interface QualityRecordTableProps<
  T extends { id: number },
  F extends { status?: QualityRecordStatus },
  K extends QueryKey,
> extends Pick<DataTableProps<T, F, K>, 'table' | 'columns' | 'toolbar'> {
  label: string;
  /** The table's own filters, before the record status filter. */
  filters: ReactNode;
}

/**
 * A project's inspection records or samplings: the paged table with its filters and the record
 * status filter (valid or voided), "no records" when empty.
 */
export function QualityRecordTable<
  T extends { id: number },
  F extends { status?: QualityRecordStatus },
  K extends QueryKey,
>({ label, filters, ...tableProps }: QualityRecordTableProps<T, F, K>) {
  const { t } = useTranslation();
  const wide = useWide();
  return (
    <Card>
      <DataTable
        {...tableProps}
        aria-label={label}
        scroll={wideScroll(wide)}
        locale={{ emptyText: <NoRecords /> }}
        filters={
          <>
            {filters}
            <ChoiceFilter
              name="status"
              label={t('project.quality.recordStatus')}
              values={QUALITY_RECORD_STATUSES}
              text={(s) => t(`project.quality.recordStatuses.${s}`)}
              minWidth={100}
            />
          </>
        }
      />
    </Card>
  );
}

/**
 * A record on a phone: its link, day and state on the first line, its gist, who made it and at
 * which stage, then anything more.
 */
export function QualityRecordCard({
  open,
  day,
  state,
  gist,
  record,
  children,
}: {
  open: ReactNode;
  day: string;
  state: ReactNode;
  gist: ReactNode;
  record: { inspector: { nickname: string }; stageName: string | null };
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={4} align="flex-start">
      <Flex gap={8} align="center" wrap>
        {open}
        <Typography.Text>{day}</Typography.Text>
        {state}
      </Flex>
      <Typography.Text>{gist}</Typography.Text>
      <Typography.Text type="secondary">
        {record.inspector.nickname}
        {record.stageName ? ` · ${record.stageName}` : ''}
      </Typography.Text>
      {children}
    </Flex>
  );
}
