import type { QueryKey } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useSaving } from '../../lib/use-saving';
import { FormModal, type FormModalProps } from './form-modal';

export interface SavingFormModalProps<V, T> extends Omit<
  FormModalProps<V>,
  'open' | 'form' | 'onSubmit' | 'submitting'
> {
  /** The dialog's own form, when it watches or sets a field; one is made otherwise. */
  form?: FormInstance<V>;
  /** The write the validated values make (useSaving's `save`). */
  save: (values: V) => Promise<T>;
  /** The queries the write makes stale. */
  refresh: QueryKey;
  /** What the user is told once it is saved. */
  done: (result: T) => string;
}

/**
 * A create/edit dialog that is open while mounted and writes with useSaving: the write, the
 * refresh, the message, then onClose. A failure keeps it open with what was entered.
 */
export function SavingFormModal<V, T = unknown>({
  form: given,
  save,
  refresh,
  done,
  onClose,
  ...modal
}: SavingFormModalProps<V, T>) {
  const [form] = Form.useForm<V>(given);
  const saving = useSaving({ save, refresh, done, then: onClose });
  return (
    <FormModal<V>
      {...modal}
      open
      form={form}
      submitting={saving.isPending}
      onSubmit={(values) => saving.mutate(values)}
      onClose={onClose}
    />
  );
}
