import { countOrgSelected, DEBOUNCE_MS, type OrgTab, type OrgValue } from '@depot/shared';
import { Flex, Input, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { WidgetOf } from '../types';
import { OrgFlatPanel } from './org-flat-panel';
import { selectedKeys, toggleNode, type PickerNode } from './org-nodes';
import { OrgTags } from './org-tags';
import { OrgTreePanel } from './org-tree-panel';

export interface OrgPickerContentProps {
  widget: WidgetOf<'orgSelect'>;
  value: OrgValue;
  onChange: (value: OrgValue) => void;
}

/**
 * Search box, one tab per configured kind, and the selected tags. Once maxNum nodes are selected
 * a mask covers the lists (SPEC §5); removing a tag lifts it. The search filters what is loaded,
 * 500 ms after the last keystroke (SPEC §9).
 */
export function OrgPickerContent({ widget, value, onChange }: OrgPickerContentProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, DEBOUNCE_MS);
  const full = countOrgSelected(value) >= widget.maxNum;

  const panel = (tab: OrgTab) => {
    const props = {
      query,
      checkedKeys: selectedKeys(value, tab),
      onToggle: (node: PickerNode, on: boolean) => {
        if (!node.value || (on && full)) return;
        onChange(toggleNode(value, tab, node.value, on));
      },
    };
    return tab === 'role' || tab === 'position' ? (
      <OrgFlatPanel tab={tab} {...props} />
    ) : (
      <OrgTreePanel tab={tab} {...props} />
    );
  };

  return (
    <Flex vertical gap={12}>
      {widget.searchable && (
        <Input.Search
          aria-label={t('form.org.search')}
          placeholder={t('form.org.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          allowClear
        />
      )}
      <div style={{ position: 'relative', minHeight: 200, maxHeight: 360, overflow: 'auto' }}>
        <Tabs
          items={widget.tabs.map((tab) => ({
            key: tab,
            label: t(`form.org.tabs.${tab}`),
            children: panel(tab),
          }))}
        />
        {full && (
          <Flex
            role="alert"
            align="center"
            justify="center"
            style={{
              position: 'absolute',
              inset: 0,
              background: token.colorBgMask,
              color: token.colorTextLightSolid,
              zIndex: 1,
            }}
          >
            {t('form.org.tooMany', { max: widget.maxNum })}
          </Flex>
        )}
      </div>
      <Typography.Text type="secondary">
        {t('form.org.selected', { count: countOrgSelected(value) })}
      </Typography.Text>
      <OrgTags
        value={value}
        onRemove={(tab, node) => onChange(toggleNode(value, tab, node, false))}
      />
    </Flex>
  );
}
