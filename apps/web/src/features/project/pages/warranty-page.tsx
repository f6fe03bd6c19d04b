import {
  PROJECT_WARRANTY_DAYS,
  type ProjectWarranty,
  type RepairStatus,
  type WarrantyOrder,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { repairOrderQueryOptions, type ReceivedOrderDetail } from '../../../api/eam';
import { useFormatDateTime } from '../../../lib/date-time';
import { warrantyQueryOptions } from '../api';
import { NoRecords } from '../components/no-records';
import { ProjectPart } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';
import { LinkWarrantyDialog, RaiseWarrantyDialog } from '../components/warranty-dialogs';
import { warrantyHref } from '../paths';
import { ShortTable } from '../../../components/short-table';

/**
 * What the repair orders' feature lends the page (app/ composes the two features): an order in
 * full, with its commands, and its status.
 */
export interface RepairOrderParts {
  orderView: (order: ReceivedOrderDetail) => ReactNode;
  statusTag: (status: RepairStatus) => ReactNode;
}

/** The warranty's days and the project's repair orders under it, newest first. */
function WarrantyOrders({
  warranty: w,
  parts,
}: {
  warranty: ProjectWarranty;
  parts: RepairOrderParts;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [dialog, setDialog] = useState<'raise' | 'link' | null>(null);
  const columns: ColumnsType<WarrantyOrder> = [
    {
      key: 'code',
      title: t('project.warranty.code'),
      render: (_, o) => <Link to={warrantyHref(w.projectId, o.orderId)}>{o.code}</Link>,
    },
    { key: 'type', title: t('project.warranty.type'), dataIndex: 'typeName' },
    {
      key: 'status',
      title: t('project.warranty.status'),
      render: (_, o) => parts.statusTag(o.status),
    },
    {
      key: 'submitted',
      title: t('project.warranty.submitted'),
      render: (_, o) => formatDateTime(o.submitTime),
    },
    {
      key: 'how',
      title: t('project.warranty.how'),
      render: (_, o) =>
        t(o.raised ? 'project.warranty.raisedTag' : 'project.warranty.linkedTag') +
        ` · ${o.linkedBy.nickname}`,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        {w.warrantyUntil ? (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('project.warranty.completedOn')}>
              {w.completedOn}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.warranty.until')}>
              <Flex gap={8} align="center">
                {w.warrantyUntil}
                <Tag color={w.underWarranty ? 'green' : undefined}>
                  {t(w.underWarranty ? 'project.warranty.under' : 'project.warranty.over')}
                </Tag>
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item>
              {t('project.warranty.days', { days: PROJECT_WARRANTY_DAYS })}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          t('project.warranty.notYet')
        )}
      </Card>
      <Card
        size="small"
        title={t('project.warranty.orders')}
        extra={
          w.canRaise && (
            <Flex gap={8} wrap>
              <Button type="primary" size="small" onClick={() => setDialog('raise')}>
                {t('project.warranty.raise')}
              </Button>
              <Button size="small" onClick={() => setDialog('link')}>
                {t('project.warranty.linkOrder')}
              </Button>
            </Flex>
          )
        }
      >
        <ShortTable<WarrantyOrder>
          rowKey="orderId"
          aria-label={t('project.warranty.orders')}
          dataSource={w.orders}
          columns={columns}
          locale={{ emptyText: <NoRecords /> }}
        />
      </Card>
      {dialog === 'raise' && (
        <RaiseWarrantyDialog projectId={w.projectId} onClose={() => setDialog(null)} />
      )}
      {dialog === 'link' && <LinkWarrantyDialog warranty={w} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

/** One repair order under the warranty, in full, as its own page shows it. */
function WarrantyOrderDetail({
  projectId,
  orderId,
  parts,
}: {
  projectId: number;
  orderId: number;
  parts: RepairOrderParts;
}) {
  const { t } = useTranslation();
  const query = useQuery(repairOrderQueryOptions(orderId));
  return (
    <Flex vertical gap={12}>
      <Link to={warrantyHref(projectId)}>{t('project.warranty.back')}</Link>
      <ProjectPart query={query}>{(order) => parts.orderView(order)}</ProjectPart>
    </Flex>
  );
}

function WarrantyOf({ projectId, parts }: { projectId: number; parts: RepairOrderParts }) {
  const query = useQuery(warrantyQueryOptions(projectId));
  return (
    <ProjectPart query={query}>
      {(warranty) => <WarrantyOrders warranty={warranty} parts={parts} />}
    </ProjectPart>
  );
}

/**
 * /item/item-repairorder-detail?projectId=: a completed project's warranty (its last day) and
 * the repair orders under it, raised from here at the project's store or linked from the
 * store's orders; `&orderId=` opens one with the repair order's own detail (its commands too),
 * which app/ lends it (`app/composed/warranty-repair-page.tsx`).
 */
export function WarrantyPage(parts: RepairOrderParts) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const projectId = Number(search.get('projectId')) || 0;
  const orderId = Number(search.get('orderId')) || 0;
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={(project) => t('project.warranty.title', { project })}
    >
      {(p) =>
        orderId > 0 ? (
          <WarrantyOrderDetail projectId={p.id} orderId={orderId} parts={parts} />
        ) : (
          <WarrantyOf projectId={p.id} parts={parts} />
        )
      }
    </ProjectRecordPage>
  );
}
