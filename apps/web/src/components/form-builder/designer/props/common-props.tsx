import type { FormWidget } from '@depot/shared';
import { Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberOrUndefined, PropField, type SetProp } from './prop-field';

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

/** Label, field name, required, placeholder, width and disabled: what most widgets share. */
export function CommonProps({ widget, set }: { widget: FormWidget; set: SetProp }) {
  const { t } = useTranslation();
  if (widget.kind === 'row') {
    return (
      <>
        <PropField label={t('form.props.gutter')}>
          {(id) => (
            <InputNumber
              id={id}
              min={0}
              max={100}
              value={widget.gutter ?? null}
              onChange={(v) => set('gutter', numberOrUndefined(v))}
              style={{ width: '100%' }}
            />
          )}
        </PropField>
        <PropField label={t('form.props.span')}>
          {(id) => (
            <InputNumber
              id={id}
              min={1}
              max={24}
              value={widget.span ?? null}
              onChange={(v) => set('span', numberOrUndefined(v))}
              style={{ width: '100%' }}
            />
          )}
        </PropField>
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
        <PropField label={t('form.props.required')}>
          {(id) => (
            <Switch id={id} checked={widget.required} onChange={(v) => set('required', v)} />
          )}
        </PropField>
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
      <PropField label={t('form.props.span')}>
        {(id) => (
          <InputNumber
            id={id}
            min={1}
            max={24}
            value={widget.span ?? null}
            onChange={(v) => set('span', numberOrUndefined(v))}
            style={{ width: '100%' }}
          />
        )}
      </PropField>
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
