import { repairTypeCreateBody, type RepairType } from '@depot/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { useZodRule } from '../hooks/use-zod-rule';

export interface RepairTypeValues {
  code: string;
  name: string;
  responseMinutes?: number | null;
  resolutionMinutes?: number | null;
}

const MAX_MINUTES = 525_600;

/** Create a repair type or change its name and service-level targets (the code stays). */
export function RepairTypeModal({
  open,
  type,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  type: RepairType | undefined;
  submitting: boolean;
  onSubmit: (values: RepairTypeValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RepairTypeValues>();
  const rule = useZodRule();
  const minutes = (name: 'responseMinutes' | 'resolutionMinutes') => (
    <Form.Item name={name} label={t(`eam.types.${name}`)} extra={t(`eam.types.${name}Hint`)}>
      <InputNumber
        min={1}
        max={MAX_MINUTES}
        precision={0}
        placeholder={t('eam.types.noTarget')}
        suffix={t('eam.types.minutes')}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
  return (
    <FormModal<RepairTypeValues>
      name="eam-type"
      title={type ? t('eam.types.editTitle', { name: type.name }) : t('eam.types.createTitle')}
      open={open}
      form={form}
      initialValues={type ?? {}}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('eam.types.code')}
        rules={
          type
            ? []
            : [
                { required: true, message: t('eam.types.codeRequired') },
                rule(repairTypeCreateBody, 'code'),
              ]
        }
      >
        <Input maxLength={32} disabled={type !== undefined} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('eam.types.name')}
        rules={[{ required: true, whitespace: true, message: t('eam.types.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      {minutes('responseMinutes')}
      {minutes('resolutionMinutes')}
    </FormModal>
  );
}
