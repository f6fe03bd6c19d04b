import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApprovalRow } from '../../../api/approval';
import { NarrowRecord } from '../../../components/narrow-record';
import { useFormatDateTime } from '../../../lib/date-time';
import { DocTypeTag, RequestStatusTag } from '../components/status-tags';
import { requestHref } from '../paths';
import { useWide } from '../../../lib/use-wide';

/**
 * The approval centre's columns: code (opens the request), type, summary, applicant, status with
 * the current step, submitted. On a phone one column holds it all, so a row reads without
 * scrolling sideways.
 */
export function useRequestColumns(): ColumnsType<ApprovalRow> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const wide = useWide();
  const code = (r: ApprovalRow) => <Link to={requestHref(r.requestId)}>{r.code}</Link>;
  const status = (r: ApprovalRow) => (
    <Flex gap={4} wrap align="center">
      <RequestStatusTag status={r.status} />
      {r.status === 'pending' && r.currentStepName && (
        <Typography.Text type="secondary">{r.currentStepName}</Typography.Text>
      )}
    </Flex>
  );

  if (!wide) {
    return [
      {
        key: 'request',
        title: t('approvals.centre.request'),
        render: (_, r) => (
          <NarrowRecord link={code(r)} tag={<DocTypeTag docType={r.docType} />} name={r.title}>
            {status(r)}
            <Typography.Text type="secondary">
              {r.applicant.nickname} · {formatDateTime(r.createdAt)}
            </Typography.Text>
          </NarrowRecord>
        ),
      },
    ];
  }
  return [
    { key: 'code', title: t('approvals.field.code'), render: (_, r) => code(r) },
    {
      key: 'docType',
      title: t('approvals.field.docType'),
      render: (_, r) => <DocTypeTag docType={r.docType} />,
    },
    {
      key: 'title',
      title: t('approvals.field.title'),
      render: (_, r) => (
        <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 280 }}>
          {r.title}
        </Typography.Text>
      ),
    },
    {
      key: 'applicant',
      title: t('approvals.field.applicant'),
      render: (_, r) => r.applicant.nickname,
    },
    { key: 'status', title: t('approvals.field.status'), render: (_, r) => status(r) },
    {
      key: 'createdAt',
      title: t('approvals.field.createdAt'),
      render: (_, r) => formatDateTime(r.createdAt),
    },
  ];
}
