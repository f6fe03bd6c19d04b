import { ASSET_STATUSES } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { CategorySelect } from './category-select';

/** The asset list's filters: search, category subtree, status, store, purchase and expiry days. */
export function AssetFilterFields() {
  const { t } = useTranslation();
  const stores = useQuery(storeOptionsQueryOptions());
  return (
    <>
      <Form.Item name="q" label={t('assets.field.code')}>
        <Input allowClear placeholder={t('assets.list.search')} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('assets.field.category')}>
        <CategorySelect allowClear />
      </Form.Item>
      <Form.Item name="status" label={t('assets.field.status')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          options={ASSET_STATUSES.map((s) => ({ value: s, label: t(`assets.status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="storeId" label={t('assets.field.store')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 160 }}
          loading={stores.isPending}
          options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="purchased" label={t('assets.field.purchaseDate')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="expires" label={t('assets.field.expiryDate')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
