import { acceptanceItems, type Acceptance, type FormDesign } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWordList } from '../../../lib/name-list';
import { acceptancesQueryOptions } from '../api';
import { ProjectSignature } from './project-signature';

/** What the checklist found: how many yes/no items passed, and which were not. */
function ChecklistResult({ record }: { record: Acceptance }) {
  const { t } = useTranslation();
  const words = useWordList();
  if (record.itemCount === 0) return <>{t('project.statement.noItems')}</>;
  const { notPassed } = acceptanceItems(record.design as FormDesign, record.data);
  return (
    <>
      {t('project.checklist.passed', { passed: record.passedCount, count: record.itemCount })}
      {notPassed.length > 0 && (
        <div>{t('project.statement.notPassed', { names: words(notPassed) })}</div>
      )}
    </>
  );
}

/**
 * The completion statement's acceptance, printed with it: who accepted the project and on which
 * day, the checklist it was accepted with and its result, and the signer's drawn signature (the
 * completion's acceptance record); while the project is not completed, that it is not accepted.
 */
export function StatementAcceptance({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const records = useQuery(acceptancesQueryOptions(projectId, 'completion'));
  const title = t('project.statement.acceptance');
  const record = records.data?.[0];
  return (
    <section aria-label={title} className="project-statement__acceptance">
      <Card title={title} size="small" loading={records.isPending}>
        {records.isError ? (
          <Typography.Text type="danger">{t('project.statement.acceptanceFailed')}</Typography.Text>
        ) : !record ? (
          <Typography.Text type="secondary">{t('project.statement.notAccepted')}</Typography.Text>
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label={t('project.statement.acceptedBy')}>
              {record.signerName}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.checklist.acceptedOn')}>
              {record.acceptedOn}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.checklist.template')}>
              {t('project.statement.checklistVersion', {
                template: record.templateName,
                version: record.designVersion,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.statement.checklistResult')}>
              <ChecklistResult record={record} />
            </Descriptions.Item>
            <Descriptions.Item label={t('project.signature.signature')} span="filled">
              <ProjectSignature fileId={record.signatureFileId} name={record.signerName} />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </section>
  );
}
