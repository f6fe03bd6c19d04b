import { projectOpen } from '@depot/shared';
import type { SkuOrder, SkuOrderStatus } from '@depot/shared';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { skuOrderQueryOptions } from '../../../api/sku-order';
import { skuOrderPageQueryOptions } from '../api';
import { MaterialStatusFilter, SkuOrderStatusTag } from '../components/material-tags';
import { ProjectLoadState } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';
import { SkuOrderDialog } from '../components/sku-order-dialog';
import { SkuOrderView } from '../components/sku-order-view';
import { skuOrderHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { useFormatDateTime } from '../../../lib/date-time';

/**
 * /project/product/sku-order-detail?id=: one SKU order of a project (its lines, ledger rows,
 * work orders, timeline; issued from stock, ordered through purchasing, cancelled or returned);
 * `?projectId=` instead: the project's SKU orders, and a new one for holders of the key.
 */
export function SkuOrderPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { id, query } = useAddressedRecord(skuOrderQueryOptions);
  const projectId = Number(search.get('projectId')) || 0;
  if (id <= 0 && projectId > 0) return <ProjectSkuOrders projectId={projectId} />;
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('projectDispatch.skuOrder.notFound')}
        loadFailed={t('projectDispatch.skuOrder.loadFailed')}
      />
    );
  return <SkuOrderView order={query.data} />;
}

interface Filters {
  status?: SkuOrderStatus;
}

function ProjectSkuOrders({ projectId }: { projectId: number }) {
  const at = useFormatDateTime();
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.skuOrder' });
  const can = useProjectPermissions();
  const wide = useWide();
  const [adding, setAdding] = useState(false);
  const table = useDataTable({
    query: (p: DataTableParams<Filters>) => skuOrderPageQueryOptions({ ...p, projectId }),
    rowKey: 'id',
    sortable: ['createdAt', 'code'],
  });
  const columns: ColumnsType<SkuOrder> = [
    {
      key: 'code',
      title: w('code'),
      render: (_, o) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={skuOrderHref(o.id)}>{o.code}</Link>
          {!wide && <Typography.Text>{o.title}</Typography.Text>}
          {!wide && <SkuOrderStatusTag status={o.status} projectStatus={o.projectStatus} />}
        </Flex>
      ),
    },
    ...(wide
      ? ([
          { key: 'title', title: w('titleLabel'), dataIndex: 'title' },
          { key: 'stage', title: w('stage'), render: (_, o) => o.stageName ?? w('anyStage') },
          {
            key: 'lines',
            title: w('lines'),
            render: (_, o) => w('lineCount', { count: o.lineCount, total: o.totalQuantity }),
          },
          {
            key: 'status',
            title: w('status'),
            render: (_, o) => (
              <SkuOrderStatusTag status={o.status} projectStatus={o.projectStatus} />
            ),
          },
          { key: 'warehouse', title: w('warehouse'), render: (_, o) => o.warehouseName ?? '—' },
          {
            key: 'createdAt',
            title: w('createdAt'),
            render: (_, o) => at(o.createdAt),
          },
        ] satisfies ColumnsType<SkuOrder>)
      : []),
  ];
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={(project) => w('listTitle', { project })}
      extra={(project) =>
        can.skuOrder &&
        projectOpen(project.status) && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {w('add')}
          </Button>
        )
      }
    >
      {(project) => (
        <>
          <DataTable
            table={table}
            aria-label={w('open')}
            columns={columns}
            scroll={wideScroll(wide)}
            locale={{ emptyText: w('empty') }}
            filters={<MaterialStatusFilter of="skuOrder" />}
          />
          {adding && <SkuOrderDialog project={project} onClose={() => setAdding(false)} />}
        </>
      )}
    </ProjectRecordPage>
  );
}
