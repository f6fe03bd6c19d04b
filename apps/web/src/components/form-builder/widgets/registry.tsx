import type { DataWidget, OptionValue, OrgValue } from '@depot/shared';
import type { ReactNode } from 'react';
import type { StoredFile } from '../../../api/form-design';
import type { RenderWidgetProps } from '../form-builder-context';
import type { WidgetProps } from '../types';
import { AmountWidget } from './amount';
import { CalculateWidget } from './calculate';
import { CascaderWidget } from './cascader';
import { CheckboxWidget } from './checkbox';
import { ColorWidget } from './color';
import { DateWidget } from './date';
import { DateRangeWidget } from './date-range';
import { InputWidget } from './input';
import { NumberWidget } from './number';
import { OrgSelectWidget } from './org-select';
import { PasswordWidget } from './password';
import { RadioWidget } from './radio';
import { RateWidget } from './rate';
import { RichTextWidget } from './rich-text';
import { SelectWidget } from './select';
import { SliderWidget } from './slider';
import { SwitchWidget } from './switch';
import { TableWidget } from './table';
import type { TableRow } from './table/table-rows';
import { TextareaWidget } from './textarea';
import { TimeWidget } from './time';
import { TimeRangeWidget } from './time-range';
import { UploadWidget } from './upload';

/**
 * Form data is whatever was stored; each widget reads it defensively (a wrong type shows as
 * empty) and the shared validation reports it. Hence the one cast from unknown here.
 */
function as<V>(props: RenderWidgetProps): Omit<WidgetProps<V>, 'widget'> {
  return props as Omit<WidgetProps<V>, 'widget'>;
}

/** The widget for a data widget of any kind. */
export function renderDataWidget(widget: DataWidget, props: RenderWidgetProps): ReactNode {
  switch (widget.kind) {
    case 'input':
      return <InputWidget {...as<string>(props)} widget={widget} />;
    case 'textarea':
      return <TextareaWidget {...as<string>(props)} widget={widget} />;
    case 'password':
      return <PasswordWidget {...as<string>(props)} widget={widget} />;
    case 'number':
      return <NumberWidget {...as<number>(props)} widget={widget} />;
    case 'amount':
      return <AmountWidget {...as<string | number>(props)} widget={widget} />;
    case 'rate':
      return <RateWidget {...as<number>(props)} widget={widget} />;
    case 'slider':
      return <SliderWidget {...as<number>(props)} widget={widget} />;
    case 'switch':
      return <SwitchWidget {...as<boolean>(props)} widget={widget} />;
    case 'color':
      return <ColorWidget {...as<string>(props)} widget={widget} />;
    case 'select':
      return <SelectWidget {...as<OptionValue | OptionValue[]>(props)} widget={widget} />;
    case 'cascader':
      return <CascaderWidget {...as<OptionValue[]>(props)} widget={widget} />;
    case 'radio':
      return <RadioWidget {...as<OptionValue>(props)} widget={widget} />;
    case 'checkbox':
      return <CheckboxWidget {...as<OptionValue[]>(props)} widget={widget} />;
    case 'orgSelect':
      return <OrgSelectWidget {...as<OrgValue>(props)} widget={widget} />;
    case 'time':
      return <TimeWidget {...as<string>(props)} widget={widget} />;
    case 'timeRange':
      return <TimeRangeWidget {...as<[string, string]>(props)} widget={widget} />;
    case 'date':
      return <DateWidget {...as<string>(props)} widget={widget} />;
    case 'dateRange':
      return <DateRangeWidget {...as<[string, string]>(props)} widget={widget} />;
    case 'upload':
      return <UploadWidget {...as<StoredFile[]>(props)} widget={widget} />;
    case 'calculate':
      return <CalculateWidget {...as<number>(props)} widget={widget} />;
    case 'richText':
      return <RichTextWidget {...as<string>(props)} widget={widget} />;
    case 'table':
      return <TableWidget {...as<TableRow[]>(props)} widget={widget} />;
  }
}
