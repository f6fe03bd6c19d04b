import {
  DISPATCH_KINDS,
  type Dispatch,
  type DispatchKind,
  type DispatchStatus,
} from '@depot/shared';
import { Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import type { DataTableParams } from '../../../components/data-table';
import { dayRangeParams } from '../../../lib/day-range';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { dispatchPageQueryOptions, exportDispatches } from '../api';
import { DispatchDialog } from '../components/dispatch-dialog';
import { ExportButton } from '../../../components/export-button';
import { DispatchStatusTag, MaterialStatusFilter } from '../components/material-tags';
import { dispatchHref, projectHref } from '../paths';
import { useProjectPermissions } from '../permissions';

interface Filters {
  status?: DispatchStatus;
  kind?: DispatchKind;
  range?: [Dayjs, Dayjs] | null;
  keyword?: string;
}

/**
 * /item/dispatch-order (its menu leaf /item/dispatch-order/index), the dispatch centre: the dispatches of the projects the caller sees
 * (server paging), filtered by status, who, planned start and text; `?projectId=` one
 * project's. A new dispatch for holders of the key; the filtered list's export.
 */
export function DispatchListPage() {
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.dispatch' });
  const [search] = useSearchParams();
  const projectId = Number(search.get('projectId')) || undefined;
  const can = useProjectPermissions();
  const wide = useWide();
  const [adding, setAdding] = useState(false);
  const table = useDataTable({
    query: (p: DataTableParams<Filters>) =>
      dispatchPageQueryOptions({ ...dayRangeParams(p), projectId }),
    rowKey: 'id',
    sortable: ['plannedStart', 'createdAt', 'code'],
  });
  const who = (d: Dispatch) =>
    `${w(`kinds.${d.kind}`)} · ${d.kind === 'crew' ? d.crew : d.supplierName}`;
  const range = (d: Dispatch) => w('plannedRange', { from: d.plannedStart, to: d.plannedEnd });
  const project = (d: Dispatch) => (
    <Link to={projectHref(d.projectId)}>
      {d.projectCode} {d.projectName}
    </Link>
  );
  const code = (d: Dispatch) => <Link to={dispatchHref(d.id)}>{d.code}</Link>;
  const columns: ColumnsType<Dispatch> = wide
    ? [
        { key: 'code', title: w('code'), render: (_, d) => code(d) },
        { key: 'project', title: w('project'), render: (_, d) => project(d) },
        { key: 'stage', title: w('stage'), dataIndex: 'stageName' },
        { key: 'who', title: w('who'), render: (_, d) => who(d) },
        { key: 'plannedStart', title: w('planned'), render: (_, d) => range(d) },
        { key: 'skuOrder', title: w('skuOrder'), render: (_, d) => d.skuOrderCode ?? '—' },
        {
          key: 'status',
          title: w('status'),
          render: (_, d) => <DispatchStatusTag status={d.status} />,
        },
      ]
    : [
        {
          key: 'dispatch',
          title: w('table'),
          render: (_, d) => (
            <Flex vertical gap={2} align="flex-start">
              {code(d)}
              {project(d)}
              <Typography.Text type="secondary">
                {d.stageName} · {who(d)}
              </Typography.Text>
              <Typography.Text type="secondary">{range(d)}</Typography.Text>
              <DispatchStatusTag status={d.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={w('title')}>
      <DataTable
        table={table}
        aria-label={w('table')}
        columns={columns}
        scroll={wideScroll(wide)}
        locale={{ emptyText: w('empty') }}
        filters={
          <>
            <MaterialStatusFilter of="dispatch" />
            <ChoiceFilter
              name="kind"
              label={w('kind')}
              values={DISPATCH_KINDS}
              text={(k) => w(`kinds.${k}`)}
              minWidth={100}
            />
            <Form.Item name="range" label={w('plannedFrom')}>
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="keyword" label={w('searchLabel')}>
              <Input allowClear placeholder={w('search')} />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.dispatch && (
              <Button type="primary" onClick={() => setAdding(true)}>
                {w('add')}
              </Button>
            )}
            {can.export && (
              <ExportButton
                fallbackName="dispatches.xlsx"
                run={() => {
                  const { status, kind, range: days, keyword, sort } = table.params;
                  return exportDispatches({
                    ...dayRangeParams({ status, kind, keyword, sort, range: days }),
                    projectId,
                  });
                }}
              />
            )}
          </Flex>
        }
      />
      {adding && <DispatchDialog projectId={projectId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
