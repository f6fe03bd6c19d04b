import type { Acceptance, FormDesign } from '@depot/shared';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { ProjectSignature } from './project-signature';
import { QualityFiles } from './quality-files';

/**
 * A filled checklist as it was filled in: the design of the version used, read-only, with who
 * signed (a completion: their drawn signature), who filled it in, the items passed, the note and the photos.
 */
export function AcceptanceView({ record }: { record: Acceptance }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('project.checklist.record', {
        template: record.templateName,
        day: record.acceptedOn,
      })}
      extra={
        record.itemCount > 0 && (
          <Tag color={record.passedCount === record.itemCount ? 'success' : 'warning'}>
            {t('project.checklist.passed', {
              passed: record.passedCount,
              count: record.itemCount,
            })}
          </Tag>
        )
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('project.checklist.signer')}>
          {record.signerName}
        </Descriptions.Item>
        {record.kind === 'completion' && (
          <Descriptions.Item label={t('project.signature.signature')}>
            <ProjectSignature fileId={record.signatureFileId} name={record.signerName} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('project.checklist.filledBy')}>
          {record.createdBy.nickname}
        </Descriptions.Item>
        {record.stageName && (
          <Descriptions.Item
            label={t(
              record.kind === 'handover' ? 'project.checklist.stage' : 'project.checklist.forStage',
            )}
          >
            {record.stageName}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('project.checklist.version')}>
          {record.designVersion}
        </Descriptions.Item>
        {record.note && (
          <Descriptions.Item label={t('project.checklist.note')}>{record.note}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('project.checklist.photos')}>
          <QualityFiles files={record.files} />
        </Descriptions.Item>
      </Descriptions>
      <FormRenderer
        design={record.design as FormDesign}
        mode="view"
        name={`acceptance-${record.id}`}
        initialValues={record.data as FormValues}
      />
    </Card>
  );
}
