import { PURCHASE_CODE_PATTERN } from '@depot/shared';
import { Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { purchaseKeys } from '../api';
import { RequiredText } from '../../../components/required-text';

/**
 * The dialog of a catalogue record (a SKU, a supplier), added or changed: its code and name
 * first, its own fields, then whether it is enabled and a remark; saved, purchasing's lists
 * reload and it says so.
 */
export function CatalogueDialog<V extends object>({
  name,
  title,
  initialValues,
  save,
  onClose,
  children,
}: {
  name: string;
  title: string;
  initialValues: Partial<V>;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The fields between the name and the enabled switch. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SavingFormModal<V>
      name={name}
      title={title}
      initialValues={initialValues}
      save={save}
      refresh={purchaseKeys.all}
      done={() => t('purchase.saved')}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('purchase.code')}
        rules={[{ required: true, pattern: PURCHASE_CODE_PATTERN }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <RequiredText name="name" label={t('purchase.name')} max={64} />
      {children}
      <Form.Item name="enabled" label={t('purchase.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('purchase.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </SavingFormModal>
  );
}
