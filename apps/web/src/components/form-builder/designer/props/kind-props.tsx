import { DURATION_UNITS, type FormWidget } from '@depot/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CalculateProps } from './calculate-props';
import { CascaderProps } from './cascader-props';
import { BoundsProps, MaxLengthProp, NumberProp } from './number-props';
import { OptionsProps } from './options-props';
import { OrgSelectProps } from './org-select-props';
import { PropField, type SetProp } from './prop-field';
import { TableProps } from './table-props';
import { Toggle } from './toggle';
import { UploadProps } from './upload-props';
import { choicesOf } from '../../../../lib/choices';

/** Whether an amount is also written in Chinese upper-case figures under its box. */
function ShowChineseProp({ checked, set }: { checked: boolean; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <Toggle label={t('form.props.showChinese')} checked={checked} prop="showChinese" set={set} />
  );
}

/** The settings only some kinds have (SPEC §3, §5; the shared schema lists them). */
export function KindProps({
  widget,
  fields,
  set,
}: {
  widget: FormWidget;
  fields: readonly FormWidget[];
  set: SetProp;
}) {
  const { t } = useTranslation();
  switch (widget.kind) {
    case 'input':
    case 'textarea':
    case 'password':
      return <MaxLengthProp value={widget.maxLength} set={set} />;
    case 'number':
    case 'rate':
    case 'slider':
      return <BoundsProps min={widget.min} max={widget.max} set={set} />;
    case 'amount':
      return (
        <>
          <BoundsProps min={widget.min} max={widget.max} set={set} />
          <ShowChineseProp checked={widget.showChinese} set={set} />
        </>
      );
    case 'calculate':
      return (
        <>
          <CalculateProps
            formula={widget.formula}
            vModel={widget.vModel}
            fields={fields}
            set={set}
          />
          <ShowChineseProp checked={widget.showChinese} set={set} />
        </>
      );
    case 'select':
      return (
        <>
          <Toggle
            label={t('form.props.multiple')}
            checked={widget.multiple}
            prop="multiple"
            set={set}
          />
          <OptionsProps options={widget.options} set={set} />
        </>
      );
    case 'radio':
    case 'checkbox':
      return <OptionsProps options={widget.options} set={set} />;
    case 'cascader':
      return <CascaderProps options={widget.options} set={set} />;
    case 'timeRange':
    case 'dateRange':
      return (
        <>
          <Toggle
            label={t('form.props.showDuration')}
            checked={widget.showDuration}
            prop="showDuration"
            set={set}
          />
          <PropField label={t('form.props.durationUnit')}>
            {(id) => (
              <Select
                id={id}
                value={widget.durationUnit ?? ''}
                onChange={(v: string) => set('durationUnit', v || undefined)}
                options={[
                  { value: '', label: t('form.props.durationAuto') },
                  ...choicesOf(DURATION_UNITS, (unit) => t(`form.props.units.${unit}`)),
                ]}
              />
            )}
          </PropField>
        </>
      );
    case 'upload':
      return <UploadProps widget={widget} set={set} />;
    case 'orgSelect':
      return <OrgSelectProps widget={widget} set={set} />;
    case 'table':
      return <TableProps widget={widget} set={set} />;
    case 'richText':
      return (
        <NumberProp
          label={t('form.props.height')}
          prop="height"
          value={widget.height}
          min={50}
          max={5000}
          cleared={300}
          set={set}
        />
      );
    default:
      return null;
  }
}
