import { Switch } from 'antd';
import { PropField, type SetProp } from './prop-field';

/** An on/off property. */
export function Toggle({
  label,
  checked,
  prop,
  set,
}: {
  label: string;
  checked: boolean;
  prop: string;
  set: SetProp;
}) {
  return (
    <PropField label={label}>
      {(id) => <Switch id={id} checked={checked} onChange={(v) => set(prop, v)} />}
    </PropField>
  );
}
