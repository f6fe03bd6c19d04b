import { Form } from 'antd';
import { useId, type ReactNode } from 'react';

export interface PropFieldProps {
  label: string;
  help?: ReactNode;
  error?: string | null;
  /** Gets the id to put on the control, so that the label names it. */
  children: (id: string) => ReactNode;
}

/** A labelled control of the property panel. */
export function PropField({ label, help, error, children }: PropFieldProps) {
  const id = useId();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      help={error ?? help}
      validateStatus={error ? 'error' : undefined}
      style={{ marginBottom: 12 }}
    >
      {children(id)}
    </Form.Item>
  );
}

/** Type of the change callback every property editor gets. */
export type SetProp = (prop: string, value: unknown) => void;

/** A number input's value as a property: null (cleared) removes the property. */
export const numberOrUndefined = (value: number | string | null): number | undefined =>
  value === null || value === '' ? undefined : Number(value);
