import { REPAIR_STATUSES } from '@depot/shared';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePickLists } from '../hooks/use-pick-lists';

/** The order list's filter bar (names are `RepairFilterValues`); Enter in a field searches. */
export function RepairFilterFields() {
  const { t } = useTranslation();
  const { storeOptions, typeOptions, storesLoading, typesLoading } = usePickLists();
  const all = t('eam.filters.all');
  return (
    <>
      <Form.Item name="keyword" label={t('eam.filters.keyword')}>
        <Input
          allowClear
          placeholder={t('eam.filters.keywordPlaceholder')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="status" label={t('eam.fields.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={all}
          style={{ width: 220 }}
          options={REPAIR_STATUSES.map((status) => ({
            value: status,
            label: t(`eam.status.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="storeId" label={t('eam.fields.store')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={storesLoading}
          placeholder={all}
          style={{ width: 200 }}
          options={storeOptions}
        />
      </Form.Item>
      <Form.Item name="typeId" label={t('eam.fields.type')}>
        <Select
          allowClear
          loading={typesLoading}
          placeholder={all}
          style={{ width: 140 }}
          options={typeOptions}
        />
      </Form.Item>
      <Form.Item name="evaluated" label={t('eam.fields.evaluated')}>
        <Select
          allowClear
          placeholder={all}
          style={{ width: 110 }}
          options={[
            { value: 'true', label: t('eam.filters.yes') },
            { value: 'false', label: t('eam.filters.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="submit" label={t('eam.fields.submitTime')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="appointment" label={t('eam.fields.appointmentTime')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="completion" label={t('eam.fields.completionTime')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="breached" valuePropName="checked">
        <Checkbox>{t('eam.filters.breached')}</Checkbox>
      </Form.Item>
    </>
  );
}
