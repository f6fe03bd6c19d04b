import type { DesignChange } from '@depot/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { designChangeHref } from '../paths';
import { RequestStatusTag } from './status-tags';
import { ShortTable } from '../../../components/short-table';
import { useMoney } from '../../../lib/money';

/** A project's design changes: code, title, cost impact, state, whether the statement counts it. */
export function DesignChangesTable({
  changes,
  loading,
}: {
  changes: DesignChange[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: ColumnsType<DesignChange> = [
    {
      key: 'code',
      title: t('project.drawing.change.code'),
      render: (_, c) => <Link to={designChangeHref(c.id)}>{c.code}</Link>,
    },
    { key: 'title', title: t('project.drawing.change.changeTitle'), dataIndex: 'title' },
    {
      key: 'cost',
      title: t('project.drawing.change.costImpact'),
      align: 'right',
      render: (_, c) => money(c.costImpact, true),
    },
    {
      key: 'status',
      title: t('project.drawing.change.status'),
      render: (_, c) => <RequestStatusTag status={c.status} />,
    },
    {
      key: 'counted',
      title: t('project.drawing.change.counted'),
      render: (_, c) =>
        c.counted ? (
          <Tag color="success">{t('project.drawing.change.counted')}</Tag>
        ) : (
          <Tag>{t('project.drawing.change.notCounted')}</Tag>
        ),
    },
    {
      key: 'applicant',
      title: t('project.drawing.change.applicant'),
      responsive: ['md'],
      render: (_, c) => `${c.applicant.nickname} ${dayjs(c.createdAt).format('YYYY-MM-DD')}`,
    },
  ];
  return (
    <ShortTable<DesignChange>
      rowKey="id"
      loading={loading}
      dataSource={changes}
      columns={columns}
      locale={{ emptyText: t('project.drawing.change.none') }}
    />
  );
}
