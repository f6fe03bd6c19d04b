import type { CostVisaDetail } from '@depot/shared';
import { Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { useSaving } from '../../../lib/use-saving';
import { projectKeys, submitVisa, visaQueryOptions } from '../api';
import { VisaStatusTag } from '../components/status-tags';
import { VisaForm } from '../components/visa-form';
import { projectHref, requestHref } from '../paths';
import { ProjectLoadState } from '../components/project-load-state';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { useMoney } from '../../../lib/money';
import { useFormatDateTime } from '../../../lib/date-time';

/** A visa's facts, evidence and approval; a draft is submitted once confirmed. */
function VisaDetail({ visa }: { visa: CostVisaDetail }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const money = useMoney();
  const submit = useSaving({
    save: () => submitVisa(visa.id),
    refresh: projectKeys.all,
    done: (v) => t('project.visa.submitted', { code: v.code }),
  });
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" wrap>
          <PageTitle>{t('project.visa.title', { code: visa.code })}</PageTitle>
          <VisaStatusTag status={visa.status} />
        </Flex>
        {visa.canSubmit && (
          <Popconfirm
            title={t('project.visa.submitConfirm')}
            onConfirm={() => submit.mutateAsync(undefined).catch(() => undefined)}
          >
            <Button type="primary" loading={submit.isPending}>
              {t('project.visa.submit')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('project.visa.project')}>
            <Link to={projectHref(visa.projectId)}>
              {visa.projectCode} {visa.projectName}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.stage')}>{visa.stageName}</Descriptions.Item>
          <Descriptions.Item label={t('project.visa.subject')}>{visa.title}</Descriptions.Item>
          <Descriptions.Item label={t('project.visa.amount')}>
            {t('project.visa.amountLine', { amount: money(visa.amount), upper: visa.amountUpper })}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.applicant')}>
            {visa.applicant.nickname}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.createdAt')}>
            {at(visa.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.reason')} span="filled">
            {visa.reason}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.evidence')} span="filled">
            {visa.files.length ? (
              <StoredFileLinks files={visa.files} />
            ) : (
              <Typography.Text type="secondary">{t('project.visa.noFiles')}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.visa.approval')} span="filled">
            {visa.requestId ? (
              <Link to={requestHref(visa.requestId)}>{t('project.visa.openApproval')}</Link>
            ) : (
              <Typography.Text type="secondary">{t('project.visa.noApproval')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Flex>
  );
}

/**
 * /item/cost-visa-detail?id=: a cost visa (project, stage, amount in figures and words, reason,
 * evidence files, the approval request); `?projectId=` instead: a new visa of that project.
 */
export function VisaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { id, query } = useAddressedRecord(visaQueryOptions);
  const projectId = Number(search.get('projectId')) || 0;
  if (id <= 0 && projectId > 0)
    return (
      <Flex vertical gap={16}>
        <PageTitle>{t('project.visa.newTitle')}</PageTitle>
        <VisaForm projectId={projectId} />
      </Flex>
    );
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.visa.notFound')}
        loadFailed={t('project.visa.loadFailed')}
      />
    );
  return <VisaDetail visa={query.data} />;
}
