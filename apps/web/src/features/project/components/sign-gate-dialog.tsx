import type { ProjectStage } from '@depot/shared';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { projectKeys, signStage } from '../api';

/**
 * Signs a gate stage's hidden-work acceptance with a note, once confirmed: the stages after it
 * may then start. Signing is once and cannot be undone, which the dialog says.
 */
export function SignGateDialog({ stage, onClose }: { stage: ProjectStage; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useSaving({
    save: () => signStage({ stageId: stage.id, note: note.trim() }),
    refresh: projectKeys.all,
    done: () => t('project.acceptance.signed'),
    then: onClose,
  });
  const missing = note.trim() === '';
  return (
    <Modal
      open
      title={t('project.acceptance.title', { name: stage.name })}
      okText={t('project.acceptance.sign')}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => {
        setTouched(true);
        if (!missing) save.mutate(undefined);
      }}
    >
      <Typography.Paragraph>{t('project.acceptance.signConfirm')}</Typography.Paragraph>
      <SignNote value={note} onChange={setNote} invalid={touched && missing} />
    </Modal>
  );
}

/** The acceptance note, required (the dialog and the acceptance page both ask for it). */
export function SignNote({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (note: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Input.TextArea
        aria-label={t('project.acceptance.note')}
        placeholder={t('project.acceptance.note')}
        maxLength={500}
        autoSize={{ minRows: 2 }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        status={invalid ? 'error' : undefined}
      />
      {invalid && (
        <Typography.Text type="danger">{t('project.acceptance.giveNote')}</Typography.Text>
      )}
    </>
  );
}
