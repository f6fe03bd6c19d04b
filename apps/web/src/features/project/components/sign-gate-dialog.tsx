import type { ProjectStage } from '@depot/shared';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureField, useSignature } from '../../../components/signature-field';
import { useSaving } from '../../../lib/use-saving';
import { projectKeys, signStage } from '../api';

/**
 * The hidden-work acceptance's sign-off of gate `stage`: a note and the signer's drawn
 * signature, both required. `fields` shows them; `ready` says both are there; `check()` marks
 * what is missing and answers the signature to send (null: not yet); `save` sends it.
 */
export function useGateSign(stage: ProjectStage, then?: () => void) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const signature = useSignature();
  const save = useSaving({
    save: (drawn: string) => signStage({ stageId: stage.id, note: note.trim(), signature: drawn }),
    refresh: projectKeys.all,
    done: () => t('project.acceptance.signed'),
    then,
  });
  const missing = note.trim() === '';
  return {
    save,
    ready: !missing && signature.field.strokes.length > 0,
    check(): string | null {
      setTouched(true);
      const drawn = signature.png();
      return missing ? null : drawn;
    },
    fields: (
      <>
        <SignNote value={note} onChange={setNote} invalid={touched && missing} />
        <SignatureField
          id={`gate_${stage.id}`}
          words="project.signature"
          {...signature.field}
          disabled={save.isPending}
        />
      </>
    ),
  };
}

/**
 * Signs a gate stage's hidden-work acceptance with a note and a drawn signature: the stages
 * after it may then start. Signing is once and cannot be undone, which the dialog says.
 */
export function SignGateDialog({ stage, onClose }: { stage: ProjectStage; onClose: () => void }) {
  const { t } = useTranslation();
  const sign = useGateSign(stage, onClose);
  return (
    <Modal
      open
      title={t('project.acceptance.title', { name: stage.name })}
      okText={t('project.acceptance.sign')}
      onCancel={onClose}
      okButtonProps={{ loading: sign.save.isPending }}
      onOk={() => {
        const drawn = sign.check();
        if (drawn !== null) sign.save.mutate(drawn);
      }}
    >
      <Typography.Paragraph>{t('project.acceptance.signConfirm')}</Typography.Paragraph>
      {sign.fields}
    </Modal>
  );
}

/** The acceptance note, required (the dialog and the acceptance page both ask for it). */
function SignNote({
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
    <div style={{ marginBottom: 16 }}>
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
    </div>
  );
}
