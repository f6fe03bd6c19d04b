import {
  QUALIFICATION_KINDS,
  QUALIFICATION_REMIND_DAYS,
  type QualificationKind,
} from '@depot/shared';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { SavingFormModal } from '../../../components/data-table';
import { UploadedFiles } from '../../../components/uploaded-files';
import { addQualification, purchaseKeys } from '../api';
import { RequiredText } from '../../../components/required-text';
import { choicesOf } from '../../../lib/choices';

interface Values {
  kind: QualificationKind;
  number: string;
  validUntil: Dayjs;
  remindDays: number;
  /** The licence's scan, uploaded as it is chosen (one at most). */
  file: StoredFile[];
}

/**
 * Adds a qualification file (kind, number, valid-until, reminder lead and, if there is one, its
 * scan) to a supplier.
 */
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
      fileId: v.file[0] ? String(v.file[0].id) : null,
    });
  return (
    <SavingFormModal<Values>
      name="qualification"
      title={t('purchase.addQualification')}
      initialValues={{ kind: 'businessLicense', remindDays: QUALIFICATION_REMIND_DAYS, file: [] }}
      save={save}
      refresh={purchaseKeys.all}
      done={() => t('purchase.saved')}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('purchase.kind')} rules={[{ required: true }]}>
        <Select options={choicesOf(QUALIFICATION_KINDS, (k) => t(`purchase.kinds.${k}`))} />
      </Form.Item>
      <RequiredText name="number" label={t('purchase.number')} max={64} />
      <Form.Item name="validUntil" label={t('purchase.validUntil')} rules={[{ required: true }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="remindDays" label={t('purchase.remindDays')} rules={[{ required: true }]}>
        <InputNumber min={0} max={365} precision={0} />
      </Form.Item>
      <Form.Item name="file" label={t('purchase.file')}>
        <UploadedFiles
          max={1}
          words={{
            upload: t('purchase.uploadFile'),
            remove: t('purchase.removeFileText'),
            removeFile: (name) => t('purchase.removeFile', { name }),
          }}
        />
      </Form.Item>
    </SavingFormModal>
  );
}
