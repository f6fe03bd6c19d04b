import { CloseOutlined } from '@ant-design/icons';
import { ORG_TABS, type OrgNode, type OrgTab, type OrgValue } from '@depot/shared';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { valueKey, valueLabel } from './org-nodes';

export interface OrgTagsProps {
  value: OrgValue;
  /** Absent: the tags cannot be removed. */
  onRemove?: (tab: OrgTab, node: OrgNode) => void;
}

/** The selected nodes of every tab as tags, removable unless read-only (SPEC §3). */
export function OrgTags({ value, onRemove }: OrgTagsProps) {
  const { t } = useTranslation();
  const tags = ORG_TABS.flatMap((tab) => (value[tab] ?? []).map((node) => ({ tab, node })));
  if (tags.length === 0) return null;
  return (
    <Flex wrap gap={4}>
      {tags.map(({ tab, node }) => {
        const name = valueLabel(node);
        return (
          <Tag
            key={`${tab}|${valueKey(node)}`}
            style={{ marginInlineEnd: 0 }}
            closable={
              onRemove
                ? { closeIcon: <CloseOutlined aria-label={t('form.org.removeTag', { name })} /> }
                : false
            }
            onClose={(event) => {
              event.preventDefault();
              onRemove?.(tab, node);
            }}
          >
            {name}
          </Tag>
        );
      })}
    </Flex>
  );
}
