import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { CodeNameFields } from './code-name-fields';

export interface CodeNameDialogProps<V> {
  /** Whose title and fields: positions or stores. */
  area: 'post' | 'store';
  /** Changing a record (else adding one). */
  editing: boolean;
  initialValues: Partial<V>;
  submitting: boolean;
  onSubmit: (values: V) => void;
  onClose: () => void;
  nameMaxLength: number;
  /** The fields after the code and the name. */
  children: ReactNode;
}

/** Adds or changes a flat record known by its code and name (a position, a store). */
export function CodeNameDialog<V>({
  area,
  editing,
  nameMaxLength,
  children,
  ...modal
}: CodeNameDialogProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  return (
    <FormModal<V>
      name={`${area}-dialog`}
      title={t(`adminOrg.${area}.${editing ? 'editTitle' : 'createTitle'}`)}
      form={form}
      open
      {...modal}
    >
      <CodeNameFields area={area} nameMaxLength={nameMaxLength} />
      {children}
    </FormModal>
  );
}
