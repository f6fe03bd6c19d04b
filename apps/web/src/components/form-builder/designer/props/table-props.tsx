import { TABLE_TYPES } from '@depot/shared';
import { Input, Select } from 'antd';
import { Toggle } from './toggle';
import { useTranslation } from 'react-i18next';
import type { WidgetOf } from '../../types';
import { PropField, type SetProp } from './prop-field';

/** Sub-form table: layout, add-button text and totals (SPEC §3). */
export function TableProps({ widget, set }: { widget: WidgetOf<'table'>; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <>
      <PropField label={t('form.props.tableType')}>
        {(id) => (
          <Select
            id={id}
            value={widget.tableType}
            onChange={(v) => set('tableType', v)}
            options={TABLE_TYPES.map((v) => ({
              value: v,
              label: t(`form.props.tableTypes.${v}`),
            }))}
          />
        )}
      </PropField>
      <PropField label={t('form.props.actionText')}>
        {(id) => (
          <Input
            id={id}
            value={widget.actionText ?? ''}
            placeholder={t('form.table.add')}
            onChange={(e) => set('actionText', e.target.value || undefined)}
          />
        )}
      </PropField>
      <Toggle
        label={t('form.props.showSummary')}
        checked={widget.showSummary}
        prop="showSummary"
        set={set}
      />
    </>
  );
}
