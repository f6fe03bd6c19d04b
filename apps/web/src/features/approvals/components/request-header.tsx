import { Card, Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApprovalDetail } from '../../../api/approval';
import { useFormatDateTime } from '../../../lib/date-time';
import { personHref } from '../paths';
import { DocTypeTag, RequestStatusTag } from './status-tags';
import { PageTitle } from '../../../components/page-title';

/** A request's head: code, type, status, applicant, when, its template, and the actions. */
export function RequestHeader({
  request,
  actions,
}: {
  request: ApprovalDetail;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const items = [
    {
      key: 'applicant',
      label: t('approvals.field.applicant'),
      children: <Link to={personHref(request.applicant.userId)}>{request.applicant.nickname}</Link>,
    },
    {
      key: 'createdAt',
      label: t('approvals.field.createdAt'),
      children: formatDateTime(request.createdAt),
    },
    request.finishedAt && {
      key: 'finishedAt',
      label: t('approvals.field.finishedAt'),
      children: formatDateTime(request.finishedAt),
    },
    request.status === 'pending' &&
      request.currentStepName && {
        key: 'currentStep',
        label: t('approvals.field.currentStep'),
        children: request.currentStepName,
      },
    {
      key: 'template',
      label: t('approvals.field.template'),
      children: t('approvals.detail.templateVersion', {
        name: request.templateName,
        version: request.templateVersion,
      }),
    },
    {
      key: 'title',
      label: t('approvals.field.title'),
      children: request.title,
      span: 'filled' as const,
    },
  ].filter((item) => !!item);
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex align="center" gap={8} wrap>
            <PageTitle>{request.code}</PageTitle>
            <DocTypeTag docType={request.docType} />
            <RequestStatusTag status={request.status} />
          </Flex>
          {actions}
        </Flex>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      </Flex>
    </Card>
  );
}
