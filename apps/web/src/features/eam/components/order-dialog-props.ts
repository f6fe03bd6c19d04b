import type { RepairOrder } from '@depot/shared';

/** A dialog acting on one order: the order (none: the dialog is closed), the call's state. */
export interface OrderDialogProps<V> {
  order: RepairOrder | undefined;
  submitting: boolean;
  onSubmit: (values: V) => void;
  onClose: () => void;
}
