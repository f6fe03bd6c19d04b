import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberOrUndefined, PropField, type SetProp } from './prop-field';

/** Bounds of number, amount, rating (max = stars) and slider widgets. */
export function BoundsProps({ min, max, set }: { min?: number; max?: number; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <>
      <PropField label={t('form.props.min')}>
        {(id) => (
          <InputNumber
            id={id}
            value={min ?? null}
            onChange={(v) => set('min', numberOrUndefined(v))}
            style={{ width: '100%' }}
          />
        )}
      </PropField>
      <PropField label={t('form.props.max')}>
        {(id) => (
          <InputNumber
            id={id}
            value={max ?? null}
            onChange={(v) => set('max', numberOrUndefined(v))}
            style={{ width: '100%' }}
          />
        )}
      </PropField>
    </>
  );
}

export function MaxLengthProp({ value, set }: { value?: number; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <PropField label={t('form.props.maxLength')}>
      {(id) => (
        <InputNumber
          id={id}
          min={1}
          value={value ?? null}
          onChange={(v) => set('maxLength', numberOrUndefined(v))}
          style={{ width: '100%' }}
        />
      )}
    </PropField>
  );
}
