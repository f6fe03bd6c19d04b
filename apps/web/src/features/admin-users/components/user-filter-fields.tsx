import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { SearchSelect } from '../../../components/search-select';

/** The user table's filter bar fields (names are the page call's filters). */
export function UserFilterFields() {
  const { t } = useTranslation();
  const roles = useQuery(roleListQueryOptions());
  return (
    <>
      <Form.Item name="username" label={t('adminUsers.fields.username')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="nickname" label={t('adminUsers.fields.nickname')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="phone" label={t('adminUsers.fields.phone')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('adminUsers.fields.enabled')}>
        <Select
          allowClear
          placeholder={t('adminUsers.status.all')}
          style={{ width: 110 }}
          options={[
            { value: 'true', label: t('adminUsers.status.enabled') },
            { value: 'false', label: t('adminUsers.status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="roleId" label={t('adminUsers.fields.roles')}>
        <SearchSelect
          allowClear
          placeholder={t('adminUsers.status.all')}
          style={{ width: 140 }}
          options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
        />
      </Form.Item>
    </>
  );
}
