import type { CostVisa } from '@depot/shared';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWide } from '../../../lib/use-wide';
import { visaPageQueryOptions } from '../api';
import { newVisaHref, visaHref } from '../paths';
import { VisaStatusTag } from './status-tags';
import { useShortPage } from '../../../lib/use-short-page';
import { PagedCard } from '../../../components/paged-card';
import { useMoney } from '../../../lib/money';

/** A project's cost visas (code, title, amount, status), each opening its page, a page at a time; a new one. */
export function VisasCard({ projectId, canAdd }: { projectId: number; canAdd: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const wide = useWide();
  const visas = useShortPage((place) => visaPageQueryOptions({ projectId, ...place }));
  const open = (v: CostVisa) => <Link to={visaHref(v.id)}>{v.code}</Link>;
  const columns: ColumnsType<CostVisa> = wide
    ? [
        { key: 'code', title: t('project.visa.code'), render: (_, v) => open(v) },
        { key: 'title', title: t('project.visa.subject'), dataIndex: 'title' },
        { key: 'stage', title: t('project.visa.stage'), dataIndex: 'stageName' },
        { key: 'amount', title: t('project.visa.amount'), render: (_, v) => money(v.amount) },
        {
          key: 'status',
          title: t('project.visa.status'),
          render: (_, v) => <VisaStatusTag status={v.status} />,
        },
        {
          key: 'applicant',
          title: t('project.visa.applicant'),
          render: (_, v) => v.applicant.nickname,
        },
      ]
    : [
        {
          key: 'visa',
          title: t('project.detail.visas'),
          render: (_, v) => (
            <Flex vertical gap={2} align="flex-start">
              {open(v)}
              <Typography.Text>{v.title}</Typography.Text>
              <Typography.Text type="secondary">{money(v.amount)}</Typography.Text>
              <VisaStatusTag status={v.status} />
            </Flex>
          ),
        },
      ];
  return (
    <PagedCard<CostVisa>
      title={t('project.detail.visas')}
      extra={canAdd && <Link to={newVisaHref(projectId)}>{t('project.detail.addVisa')}</Link>}
      list={visas}
      rowKey="id"
      aria-label={t('project.detail.visas')}
      columns={columns}
    />
  );
}
