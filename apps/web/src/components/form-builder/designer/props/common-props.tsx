import type { FormWidget } from '@depot/shared';
import { Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberProp } from './number-props';
import { PropField, type SetProp } from './prop-field';
import { Toggle } from './toggle';

const HAS_PLACEHOLDER = new Set([
  'input',
  'textarea',
  'password',
  'number',
  'amount',
  'select',
  'cascader',
  'time',
  'date',
  'orgSelect',
]);

/** How many of the row's 24 columns the widget takes. */
function SpanProp({ value, set }: { value?: number; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <NumberProp label={t('form.props.span')} prop="span" value={value} min={1} max={24} set={set} />
  );
}

/** Label, field name, required, placeholder, width and disabled: what most widgets share. */
export function CommonProps({ widget, set }: { widget: FormWidget; set: SetProp }) {
  const { t } = useTranslation();
  if (widget.kind === 'row') {
    return (
      <>
        <NumberProp
          label={t('form.props.gutter')}
          prop="gutter"
          value={widget.gutter}
          min={0}
          max={100}
          set={set}
        />
        <SpanProp value={widget.span} set={set} />
      </>
    );
  }
  return (
    <>
      <PropField label={t('form.props.label')}>
        {(id) => (
          <Input id={id} value={widget.label} onChange={(e) => set('label', e.target.value)} />
        )}
      </PropField>
      <PropField label={t('form.props.vModel')} help={t('form.props.vModelHelp')}>
        {(id) => (
          <Input
            id={id}
            value={widget.vModel}
            onChange={(e) => set('vModel', e.target.value.trim())}
          />
        )}
      </PropField>
      {widget.kind !== 'calculate' && (
        <Toggle
          label={t('form.props.required')}
          checked={widget.required}
          prop="required"
          set={set}
        />
      )}
      {HAS_PLACEHOLDER.has(widget.kind) && (
        <PropField label={t('form.props.placeholder')}>
          {(id) => (
            <Input
              id={id}
              value={widget.placeholder ?? ''}
              onChange={(e) => set('placeholder', e.target.value || undefined)}
            />
          )}
        </PropField>
      )}
      <SpanProp value={widget.span} set={set} />
      {widget.kind !== 'calculate' && (
        <PropField label={t('form.props.disabled')}>
          {(id) => (
            <Switch
              id={id}
              checked={widget.disabled === true}
              onChange={(v) => set('disabled', v || undefined)}
            />
          )}
        </PropField>
      )}
    </>
  );
}
