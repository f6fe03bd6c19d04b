import type { FormDesign, ProjectStage } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { useWide } from '../../../lib/use-wide';
import { fillStageChecklist, stageChecklistQueryOptions } from '../api';
import { AcceptanceView } from './acceptance-view';
import { ChecklistHead, FilledChecklist, type Head } from './checklist-fill';

/** The stage's form filled in on site: the head, then the designed form; the submit signs it. */
function StageChecklistFill({
  stage,
  design,
  formKey,
  onSaved,
}: {
  stage: ProjectStage;
  design: FormDesign;
  formKey: string;
  onSaved: () => void;
}) {
  const [head] = Form.useForm<Head>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  return (
    <Flex vertical gap={12}>
      <ChecklistHead form={head} kind="stage" photos={photos} onPhotos={setPhotos} />
      <FilledChecklist
        design={design}
        formKey={formKey}
        kind="stage"
        head={head}
        photos={photos}
        send={({ stageId: _none, ...body }, data) =>
          fillStageChecklist({ ...body, stageId: stage.id, data })
        }
        onSaved={onSaved}
      />
    </Flex>
  );
}

/**
 * A stage's required checklist in a drawer (full width on a phone): the designed form as filled
 * in for the stage, newest first, and, for whoever may while the stage is in progress, the form
 * to fill in and sign. The stage finishes only once it has been filled in (the server decides).
 */
export function StageChecklistDrawer({
  stage,
  onClose,
}: {
  stage: ProjectStage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const checklist = useQuery(stageChecklistQueryOptions(stage.id));
  const [filling, setFilling] = useState(false);
  const data = checklist.data;
  return (
    <Drawer
      open
      size={wide ? 720 : '100%'}
      title={t('project.checklist.stageTitle', { name: stage.name })}
      onClose={onClose}
    >
      {checklist.isPending && <Spin />}
      {checklist.isError && (
        <Alert type="error" showIcon title={t('project.checklist.stageLoadFailed')} />
      )}
      {data && (
        <Flex vertical gap={16}>
          <Typography.Title level={5}>{data.name}</Typography.Title>
          {data.canFill && !filling && (
            <Button type="primary" size="large" onClick={() => setFilling(true)}>
              {t('project.checklist.stageFill')}
            </Button>
          )}
          {!data.canFill && data.filled.length === 0 && (
            <Alert type="info" showIcon title={t('project.checklist.stageNotInProgress')} />
          )}
          {filling && data.canFill && (
            <StageChecklistFill
              stage={stage}
              design={data.design as FormDesign}
              formKey={`${data.formDesignId}-${data.designVersion}`}
              onSaved={() => setFilling(false)}
            />
          )}
          <Typography.Title level={5}>{t('project.checklist.records')}</Typography.Title>
          {data.filled.length === 0 && (
            <Typography.Text type="secondary">{t('project.checklist.noRecords')}</Typography.Text>
          )}
          {data.filled.map((r) => (
            <AcceptanceView key={r.id} record={r} />
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
