import { SIZE_UNITS } from '@depot/shared';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetOf } from '../../types';
import { NumberProp } from './number-props';
import { numberOrUndefined, PropField, type SetProp } from './prop-field';

/** Upload limits: count, size and accepted types (SPEC §5). */
export function UploadProps({ widget, set }: { widget: WidgetOf<'upload'>; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberProp
        label={t('form.props.maxCount')}
        prop="maxCount"
        value={widget.maxCount}
        min={1}
        set={set}
      />
      <PropField label={t('form.props.maxSize')}>
        {(id) => (
          <InputNumber
            id={id}
            min={0}
            value={widget.maxSize ?? null}
            onChange={(v) => set('maxSize', numberOrUndefined(v) || undefined)}
            style={{ width: '100%' }}
          />
        )}
      </PropField>
      <PropField label={t('form.props.sizeUnit')}>
        {(id) => (
          <Select
            id={id}
            value={widget.sizeUnit}
            onChange={(v) => set('sizeUnit', v)}
            options={SIZE_UNITS.map((u) => ({ value: u, label: u }))}
          />
        )}
      </PropField>
      <PropField label={t('form.props.accept')} help={t('form.props.acceptHelp')}>
        {(id) => (
          <Input
            id={id}
            value={widget.accept ?? ''}
            onChange={(e) => set('accept', e.target.value || undefined)}
          />
        )}
      </PropField>
    </>
  );
}
