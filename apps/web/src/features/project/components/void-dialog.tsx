import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { projectKeys } from '../api';

/** Voids a record (an inspection or a sampling) with a reason, after saying it is final. */
export function VoidDialog({
  save,
  onClose,
}: {
  save: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SavingFormModal<{ reason: string }>
      name="void-record"
      title={t('project.quality.void')}
      save={(v) => save(v.reason.trim())}
      refresh={projectKeys.all}
      done={() => t('project.quality.voided')}
      onClose={onClose}
    >
      <Typography.Paragraph type="danger">{t('project.quality.voidTitle')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('project.quality.voidReason')}
        rules={[{ required: true, whitespace: true, message: t('project.quality.giveReason') }]}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </SavingFormModal>
  );
}
