import type { WarehouseIn } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalDetailQueryOptions } from '../../../api/approval';
import { RequestTrail } from '../../../components/approval-trail';
import { RecordDrawer, RecordFacts, RecordTable } from '../../../components/record-drawer';
import { useWarehouseInColumns } from '../../../components/warehouse-in-columns';
import { warehouseInQueryOptions } from '../api';
import { approvalRequestHref } from '../paths';
import { useTimeText } from '../../../lib/date-time';
import { useMoney } from '../../../lib/money';

const COLOURS: Record<WarehouseIn['status'], string> = {
  pending: 'processing',
  sentBack: 'orange',
  done: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

export function InStatusTag({ status }: { status: WarehouseIn['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`warehouse.status.${status}`)}</Tag>;
}

/** Its approval's trail, when the viewer may read the request (else a link to it). */
function Trail({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const request = useQuery({ ...approvalDetailQueryOptions(requestId), retry: false });
  return (
    <Flex vertical gap={8}>
      <Link to={approvalRequestHref(requestId)}>{t('warehouse.ins.openApproval')}</Link>
      {request.data && <RequestTrail entries={request.data.trail} route={request.data.route} />}
    </Flex>
  );
}

/** One warehouse-in: its fields, lines, assets and approval trail. */
export function InDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const timeText = useTimeText();
  const columns = useWarehouseInColumns();
  return (
    <RecordDrawer
      record={useQuery(warehouseInQueryOptions(id))}
      title={(d) => (d ? t('warehouse.ins.detail', { code: d.code }) : t('warehouse.ins.title'))}
      notFound={t('warehouse.ins.notFound')}
      loadFailed={t('warehouse.common.loadFailed')}
      onClose={onClose}
    >
      {(d, wide) => (
        <>
          <RecordFacts
            wide={wide}
            items={[
              {
                key: 'status',
                label: t('warehouse.ins.status'),
                children: <InStatusTag status={d.status} />,
              },
              {
                key: 'warehouse',
                label: t('warehouse.common.warehouse'),
                children: d.warehouseName,
              },
              {
                key: 'source',
                label: t('warehouse.ins.source'),
                children: t(`warehouse.source.${d.source}`),
              },
              {
                key: 'sourceRef',
                label: t('warehouse.ins.sourceRef'),
                children: d.sourceRef ?? '—',
              },
              {
                key: 'fromStore',
                label: t('warehouse.ins.fromStore'),
                children: d.fromStore?.name ?? '—',
              },
              { key: 'supplier', label: t('warehouse.ins.supplier'), children: d.supplier ?? '—' },
              {
                key: 'applicant',
                label: t('warehouse.ins.applicant'),
                children: d.applicant.nickname,
              },
              { key: 'total', label: t('warehouse.ins.total'), children: money(d.totalAmount) },
              {
                key: 'postedAt',
                label: t('warehouse.ins.postedAt'),
                children: timeText(d.postedAt),
              },
              { key: 'remark', label: t('warehouse.ins.remark'), children: d.remark ?? '—' },
            ]}
          />
          <RecordTable
            title={t('warehouse.ins.lines')}
            rowKey="categoryId"
            dataSource={d.lines}
            columns={columns.lines}
          />
          {d.assets.length > 0 && (
            <RecordTable
              title={t('warehouse.ins.assets')}
              rowKey="assetId"
              dataSource={d.assets}
              columns={columns.assets}
            />
          )}
          {d.requestId !== null && (
            <>
              <Typography.Title level={5}>{t('warehouse.ins.approval')}</Typography.Title>
              <Trail requestId={d.requestId} />
            </>
          )}
        </>
      )}
    </RecordDrawer>
  );
}
