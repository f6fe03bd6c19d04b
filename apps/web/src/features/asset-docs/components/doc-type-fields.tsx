import type { AssetDocType, AssetDocWire } from '@depot/shared';
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { StoreSelect, UserSelect } from '../../../components/org-selects';
import { RollbackPicker } from './rollback-picker';
import { TransferTargetFields } from './transfer-target-fields';

/**
 * The fields of one document type: the borrower and due date of a lending, the receiver of a
 * pick-up, the store a return goes to, the store and/or custodian of a transfer or its
 * warehouse (transfer-target-fields.tsx), the document
 * a rollback reverses. Write-off and damage have only the reason.
 */
export function DocTypeFields({
  docType,
  onRollbackPicked,
}: {
  docType: AssetDocType;
  onRollbackPicked: (doc: AssetDocWire | undefined) => void;
}) {
  const { t } = useTranslation();
  const required = (message: string) => [{ required: true, message }];
  switch (docType) {
    case 'lending':
      return (
        <>
          <Form.Item
            name="borrowerId"
            label={t('assetDocs.field.borrower')}
            rules={required(t('assetDocs.form.borrowerRequired'))}
          >
            <UserSelect />
          </Form.Item>
          <Form.Item
            name="dueDate"
            label={t('assetDocs.field.dueDate')}
            rules={[
              ...required(t('assetDocs.form.dueDateRequired')),
              {
                validator: (_, day: dayjs.Dayjs | null | undefined) =>
                  !day || !day.isBefore(dayjs(), 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('assetDocs.form.dueDatePast'))),
              },
            ]}
          >
            <DatePicker disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
          </Form.Item>
        </>
      );
    case 'pickup':
      return (
        <Form.Item
          name="receiverId"
          label={t('assetDocs.field.receiver')}
          rules={required(t('assetDocs.form.receiverRequired'))}
        >
          <UserSelect />
        </Form.Item>
      );
    case 'return':
      return (
        <Form.Item
          name="storeId"
          label={t('assetDocs.field.store')}
          rules={required(t('assetDocs.form.storeRequired'))}
        >
          <StoreSelect />
        </Form.Item>
      );
    case 'transfer':
      return <TransferTargetFields />;
    case 'rollback':
      return (
        <Form.Item
          name="rollbackOfId"
          label={t('assetDocs.field.rollbackOf')}
          rules={required(t('assetDocs.form.rollbackRequired'))}
        >
          <RollbackPicker onPicked={onRollbackPicked} />
        </Form.Item>
      );
    case 'writeOff':
    case 'damage':
      return null;
  }
}
