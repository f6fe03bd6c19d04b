import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deptListQueryOptions } from '../../../api/admin-org';
import { userListQueryOptions } from '../../../api/admin-users';
import { storeOptionsQueryOptions } from '../../../api/eam';

/** Where a new asset starts: its custodian, department and store (each optional). */
export function PlaceFields() {
  const { t } = useTranslation();
  const users = useQuery(userListQueryOptions());
  const depts = useQuery(deptListQueryOptions());
  const stores = useQuery(storeOptionsQueryOptions());
  const select = { allowClear: true, showSearch: true, optionFilterProp: 'label' } as const;
  return (
    <>
      <Form.Item name="custodianId" label={t('assets.field.custodian')}>
        <Select
          {...select}
          loading={users.isPending}
          options={(users.data ?? []).map((u) => ({
            value: u.userId,
            label: `${u.nickname} (${u.username})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="deptId" label={t('assets.field.dept')}>
        <Select
          {...select}
          loading={depts.isPending}
          options={(depts.data ?? []).map((d) => ({ value: d.deptId, label: d.name }))}
        />
      </Form.Item>
      <Form.Item name="storeId" label={t('assets.field.store')}>
        <Select
          {...select}
          loading={stores.isPending}
          options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
        />
      </Form.Item>
    </>
  );
}
