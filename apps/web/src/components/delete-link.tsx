import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's delete (or remove) link that asks first, naming the record in `confirm`; the
 * confirmation waits for `onConfirm` (a failure is shown by the http client).
 */
export function DeleteLink({
  confirm,
  onConfirm,
  children,
}: {
  confirm: string;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm}>
      <Button size="small" type="link" danger>
        {children}
      </Button>
    </Popconfirm>
  );
}
