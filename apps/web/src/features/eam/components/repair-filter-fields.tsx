import { REPAIR_STATUSES } from '@depot/shared';
import { Checkbox, DatePicker, Form, Input, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePickLists } from '../hooks/use-pick-lists';
import { choicesOf } from '../../../lib/choices';

/** One of the bar's pick lists, `width` wide; cleared, it says and filters on "all". */
function PickFilter({
  name,
  label,
  width,
  ...select
}: { name: string; label: string; width: number } & Omit<
  SelectProps,
  'allowClear' | 'placeholder' | 'style'
>) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('eam.filters.all')} style={{ width }} {...select} />
    </Form.Item>
  );
}

/** The order list's filter bar (names are `RepairFilterValues`); Enter in a field searches. */
export function RepairFilterFields() {
  const { t } = useTranslation();
  const { storeOptions, typeOptions, storesLoading, typesLoading } = usePickLists();
  return (
    <>
      <Form.Item name="keyword" label={t('eam.filters.keyword')}>
        <Input
          allowClear
          placeholder={t('eam.filters.keywordPlaceholder')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <PickFilter
        name="status"
        label={t('eam.fields.status')}
        width={220}
        mode="multiple"
        maxTagCount="responsive"
        options={choicesOf(REPAIR_STATUSES, (status) => t(`eam.status.${status}`))}
      />
      <PickFilter
        name="storeId"
        label={t('eam.fields.store')}
        width={200}
        showSearch={{ optionFilterProp: 'label' }}
        loading={storesLoading}
        options={storeOptions}
      />
      <PickFilter
        name="typeId"
        label={t('eam.fields.type')}
        width={140}
        loading={typesLoading}
        options={typeOptions}
      />
      <PickFilter
        name="evaluated"
        label={t('eam.fields.evaluated')}
        width={110}
        options={[
          { value: 'true', label: t('eam.filters.yes') },
          { value: 'false', label: t('eam.filters.no') },
        ]}
      />
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
