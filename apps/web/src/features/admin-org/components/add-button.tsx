import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The primary "add …" button above a table. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
