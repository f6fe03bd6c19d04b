import type { QueryKey } from '@tanstack/react-query';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSaving } from '../lib/use-saving';

/**
 * A step that needs a reason (cancel, decline, cancel a line's rest): the reason asked for, the
 * step refused here until one is written (`required` says so), then `save` with it; the dialog
 * closes once the lists show the change and stays open, with the reason, when the server
 * refuses. Words in the area's own.
 */
export function ReasonDialog<T>({
  title,
  note,
  label,
  required,
  okText,
  danger,
  save,
  refresh,
  done,
  onClose,
}: {
  title: string;
  /** What the step will do, said above the reason (a step that cannot be undone). */
  note?: string;
  /** What the reason is for: shown above the box and its accessible name. */
  label: string;
  /** Said under the box when it is sent empty. */
  required: string;
  okText?: string;
  danger?: boolean;
  save: (reason: string) => Promise<T>;
  refresh: QueryKey;
  done: (result: T) => string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const saving = useSaving({ save, refresh, done, then: onClose });
  const missing = reason.trim() === '';
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={okText}
      okButtonProps={{ danger, loading: saving.isPending }}
      onOk={() => {
        setTouched(true);
        if (!missing) saving.mutate(reason);
      }}
    >
      {note && <Typography.Paragraph type="warning">{note}</Typography.Paragraph>}
      <Typography.Paragraph>{label}</Typography.Paragraph>
      <Input.TextArea
        aria-label={label}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        status={touched && missing ? 'error' : undefined}
      />
      {touched && missing && <Typography.Text type="danger">{required}</Typography.Text>}
    </Modal>
  );
}
