import type { FormWidget } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { renderDataWidget } from '../../widgets/registry';
import { PropField, type SetProp } from './prop-field';

/** Kinds whose default is edited with the widget itself (the others make no sense pre-filled). */
const NO_DEFAULT = new Set(['row', 'table', 'calculate', 'upload', 'richText', 'password']);

/** The default value (applied when a record is created), entered with the widget itself. */
export function DefaultValueProp({ widget, set }: { widget: FormWidget; set: SetProp }) {
  const { t } = useTranslation();
  if (widget.kind === 'row' || widget.kind === 'table' || NO_DEFAULT.has(widget.kind)) return null;
  return (
    <PropField label={t('form.props.defaultValue')}>
      {(id) =>
        renderDataWidget(
          { ...widget, disabled: false },
          { id, value: widget.defaultValue, onChange: (value) => set('defaultValue', value) },
        )
      }
    </PropField>
  );
}
