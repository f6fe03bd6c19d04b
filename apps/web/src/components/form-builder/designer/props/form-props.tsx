import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignSnapshot } from '../use-design-history';
import { NumberProp } from './number-props';
import { PropField, type SetProp } from './prop-field';
import { choicesOf } from '../../../../lib/choices';

/** Settings of the whole form: label width and position, widget size, disabled. */
export function FormProps({
  settings,
  set,
}: {
  settings: DesignSnapshot['settings'];
  set: SetProp;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberProp
        label={t('form.props.labelWidth')}
        prop="labelWidth"
        value={settings.labelWidth}
        min={0}
        max={1000}
        placeholder="100"
        set={set}
      />
      <PropField label={t('form.props.labelPosition')}>
        {(id) => (
          <Select
            id={id}
            value={settings.labelPosition ?? 'right'}
            onChange={(v) => set('labelPosition', v)}
            options={choicesOf(['left', 'right', 'top'] as const, (v) =>
              t(`form.props.labelPositions.${v}`),
            )}
          />
        )}
      </PropField>
      <PropField label={t('form.props.size')}>
        {(id) => (
          <Select
            id={id}
            value={settings.size ?? 'middle'}
            onChange={(v) => set('size', v)}
            options={choicesOf(['small', 'middle', 'large'] as const, (v) =>
              t(`form.props.sizes.${v}`),
            )}
          />
        )}
      </PropField>
      <PropField label={t('form.props.formDisabled')}>
        {(id) => (
          <Switch
            id={id}
            checked={settings.disabled === true}
            onChange={(v) => set('disabled', v || undefined)}
          />
        )}
      </PropField>
    </>
  );
}
