import type { DataWidget } from '@depot/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetAria } from './types';

export interface RenderWidgetProps extends WidgetAria {
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

export interface FormBuilderContextValue {
  /** Renders the widget of any kind (tables render their cells with it). */
  renderWidget: (widget: DataWidget, props: RenderWidgetProps) => ReactNode;
  /** Goes up on every submit attempt: tables then check every required cell (SPEC §4). */
  submitCount: number;
}

export const FormBuilderContext = createContext<FormBuilderContextValue | null>(null);

export function useFormBuilder(): FormBuilderContextValue {
  const value = useContext(FormBuilderContext);
  if (!value) throw new Error('Form-builder widgets need a FormBuilderProvider');
  return value;
}
