import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberOrUndefined, PropField, type SetProp } from './prop-field';

/**
 * A number property in a box as wide as the panel. Cleared, the property is removed, or set to
 * `cleared` when the widget needs a value (a rich text's height).
 */
export function NumberProp({
  label,
  prop,
  value,
  set,
  min,
  max,
  cleared,
  placeholder,
}: {
  label: string;
  prop: string;
  value: number | undefined;
  set: SetProp;
  min?: number;
  max?: number;
  cleared?: number;
  placeholder?: string;
}) {
  return (
    <PropField label={label}>
      {(id) => (
        <InputNumber
          id={id}
          min={min}
          max={max}
          value={value ?? null}
          placeholder={placeholder}
          onChange={(v) => set(prop, numberOrUndefined(v) ?? cleared)}
          style={{ width: '100%' }}
        />
      )}
    </PropField>
  );
}

/** Bounds of number, amount, rating (max = stars) and slider widgets. */
export function BoundsProps({ min, max, set }: { min?: number; max?: number; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberProp label={t('form.props.min')} prop="min" value={min} set={set} />
      <NumberProp label={t('form.props.max')} prop="max" value={max} set={set} />
    </>
  );
}

export function MaxLengthProp({ value, set }: { value?: number; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <NumberProp
      label={t('form.props.maxLength')}
      prop="maxLength"
      value={value}
      min={1}
      set={set}
    />
  );
}
