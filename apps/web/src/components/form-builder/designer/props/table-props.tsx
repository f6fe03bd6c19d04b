import { TABLE_TYPES } from '@depot/shared';
import { Input, Select } from 'antd';
import { Toggle } from './toggle';
import { useTranslation } from 'react-i18next';
import type { WidgetOf } from '../../types';
import { numericColumns, tableColumns } from '../../widgets/table/table-rows';
import { PropField, type SetProp } from './prop-field';
import { choicesOf } from '../../../../lib/choices';

/** Sub-form table: layout, add-button text, totals and the columns they add up (SPEC §3). */
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
            options={choicesOf(TABLE_TYPES, (v) => t(`form.props.tableTypes.${v}`))}
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
      {widget.showSummary && (
        <PropField label={t('form.props.summaryColumns')}>
          {(id) => (
            <Select
              id={id}
              mode="multiple"
              allowClear
              value={widget.summaryColumns ?? []}
              placeholder={t('form.props.summaryAll')}
              // None chosen: every numeric column, as before this setting existed.
              onChange={(v: string[]) => set('summaryColumns', v.length ? v : undefined)}
              options={numericColumns(tableColumns(widget.children)).map((column) => ({
                value: column.vModel,
                label: column.label || column.vModel,
              }))}
            />
          )}
        </PropField>
      )}
    </>
  );
}
