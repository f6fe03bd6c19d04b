import { validateFormData, type DataWidget, type FormDesign, type FormWidget } from '@depot/shared';
import { Form, type FormRule } from 'antd';
import { useMemo } from 'react';
import { RowWidget } from '../widgets/row';
import type { WidgetAria } from '../types';
import { renderDataWidget } from '../widgets/registry';
import { useErrorText } from './use-error-text';
import { topField } from './form-values';

interface SlotProps extends WidgetAria {
  widget: DataWidget;
  disabled?: boolean;
  readOnly?: boolean;
  // Injected by Form.Item, with the aria props:
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** Form.Item's child: hands the injected value, onChange, id and aria props to the widget. */
function WidgetSlot({ widget, value, onChange, disabled, readOnly, ...aria }: SlotProps) {
  return renderDataWidget(widget, {
    value,
    onChange: (next) => onChange?.(next),
    disabled,
    readOnly,
    ...aria,
  });
}

export interface FormFieldProps {
  widget: FormWidget;
  design: FormDesign;
  readOnly?: boolean;
}

/**
 * One widget of the design in the form: a layout row with its children, or a Form.Item checked
 * by validateFormData — the server's own check — on every change and on submit.
 */
export function FormField({ widget, design, readOnly }: FormFieldProps) {
  const errorText = useErrorText();
  const rules = useMemo((): FormRule[] => {
    if (widget.kind === 'row' || widget.kind === 'calculate') return [];
    return [
      {
        validator: async (_, value: unknown) => {
          const { errors } = validateFormData(design, { [widget.vModel]: value });
          const own = errors.find((e) => topField(e.path) === widget.vModel);
          if (own) throw new Error(errorText(widget, own));
        },
      },
    ];
  }, [widget, design, errorText]);

  if (widget.kind === 'row') {
    return (
      <RowWidget
        widget={widget}
        renderChild={(child) => <FormField widget={child} design={design} readOnly={readOnly} />}
      />
    );
  }
  return (
    <Form.Item
      name={widget.vModel}
      label={widget.label || widget.vModel}
      required={widget.required && !readOnly}
      rules={readOnly ? [] : rules}
    >
      <WidgetSlot widget={widget} readOnly={readOnly} disabled={widget.disabled} />
    </Form.Item>
  );
}
