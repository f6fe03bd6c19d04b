import { ASSET_STATUSES } from '@depot/shared';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';
import { CategorySelect } from './category-select';
import { PlaceFields } from './place-fields';

/**
 * The asset list's filters: search, category (and everything below it), statuses, where the
 * assets are (custodian, department, store: the fields a new asset's place is given with),
 * purchase and expiry days.
 */
export function AssetFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="q" label={t('assets.list.searchLabel')}>
        <Input allowClear placeholder={t('assets.list.search')} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('assets.field.category')}>
        <CategorySelect allowClear />
      </Form.Item>
      <ChoiceFilter
        name="status"
        label={t('assets.field.status')}
        values={ASSET_STATUSES}
        text={(s) => t(`assets.status.${s}`)}
        minWidth={160}
        multiple
      />
      <PlaceFields />
      <Form.Item name="purchased" label={t('assets.field.purchaseDate')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="expires" label={t('assets.field.expiryDate')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
