import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeptSelect, StoreSelect, UserSelect } from '../../../components/org-selects';

/** Where a new asset starts: its custodian, department and store (each optional). */
export function PlaceFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="custodianId" label={t('assets.field.custodian')}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="deptId" label={t('assets.field.dept')}>
        <DeptSelect />
      </Form.Item>
      <Form.Item name="storeId" label={t('assets.field.store')}>
        <StoreSelect />
      </Form.Item>
    </>
  );
}
