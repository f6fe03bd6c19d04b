import { Button, Popconfirm, type PopconfirmProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's delete (or remove) link that asks first, naming the record in `confirm`; the
 * confirmation waits for `onConfirm` (a failure is shown by the http client). The question's
 * buttons say antd's words unless `okText` / `cancelText` are given; `okDanger` turns its OK red.
 */
export function DeleteLink({
  confirm,
  onConfirm,
  okText,
  cancelText,
  okDanger,
  children,
}: {
  confirm: string;
  onConfirm: () => unknown;
  okText?: string;
  cancelText?: string;
  okDanger?: boolean;
  children: ReactNode;
}) {
  const okButtonProps: PopconfirmProps['okButtonProps'] = okDanger ? { danger: true } : undefined;
  return (
    <Popconfirm
      title={confirm}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={okButtonProps}
      onConfirm={onConfirm}
    >
      <Button size="small" type="link" danger>
        {children}
      </Button>
    </Popconfirm>
  );
}
