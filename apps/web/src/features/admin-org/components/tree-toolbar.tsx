import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TreeToolbarProps {
  /** The "add" button's text; the button shows only with onAdd. */
  addLabel: string;
  onAdd?: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}

/** Above a tree table: add a top-level record, expand all, collapse all. */
export function TreeToolbar({ addLabel, onAdd, onExpandAll, onCollapseAll }: TreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {onAdd && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
      <Button icon={<NodeExpandOutlined aria-hidden />} onClick={onExpandAll}>
        {t('adminOrg.common.expandAll')}
      </Button>
      <Button icon={<NodeCollapseOutlined aria-hidden />} onClick={onCollapseAll}>
        {t('adminOrg.common.collapseAll')}
      </Button>
    </Space>
  );
}
