import {
  QUALIFICATION_KINDS,
  QUALIFICATION_REMIND_DAYS,
  type QualificationKind,
} from '@depot/shared';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { addQualification, purchaseKeys } from '../api';

interface Values {
  kind: QualificationKind;
  number: string;
  validUntil: Dayjs;
  remindDays: number;
}

/** Adds a qualification file (kind, number, valid-until, reminder lead) to a supplier. */
export function QualificationDialog({
  supplierId,
  onClose,
}: {
  supplierId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) =>
    addQualification(supplierId, {
      kind: v.kind,
      number: v.number.trim(),
      validUntil: v.validUntil.format('YYYY-MM-DD'),
      remindDays: v.remindDays,
      fileId: null,
    });
  return (
    <SavingFormModal<Values>
      name="qualification"
      title={t('purchase.addQualification')}
      initialValues={{ kind: 'businessLicense', remindDays: QUALIFICATION_REMIND_DAYS }}
      save={save}
      refresh={purchaseKeys.all}
      done={() => t('purchase.saved')}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('purchase.kind')} rules={[{ required: true }]}>
        <Select
          options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: t(`purchase.kinds.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="number"
        label={t('purchase.number')}
        rules={[{ required: true, whitespace: true, max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('purchase.validUntil')} rules={[{ required: true }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="remindDays" label={t('purchase.remindDays')} rules={[{ required: true }]}>
        <InputNumber min={0} max={365} precision={0} />
      </Form.Item>
    </SavingFormModal>
  );
}
