import { Button, Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canCloseTabs } from '../../lib/tabs';
import { useDebouncedClick } from '../../lib/use-debounced-click';
import { useTabsStore } from '../../stores/tabs';
import { usePageLabelText } from './use-page-label-text';

type TabAction = 'closeOthers' | 'closeAll';

/**
 * The tab bar (SPEC §2): one tab per open page, closable unless it is the last one; a right
 * click on a tab, or the More menu (for the shown tab), offers close others and close all.
 */
export function TabBar({ activeKey }: { activeKey: string | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const labelText = usePageLabelText();
  const tabs = useTabsStore((s) => s.tabs);
  const store = useTabsStore.getState;

  const show = (key: string | undefined) => {
    if (key !== undefined && key !== activeKey) void navigate(key);
  };
  const close = (key: string) => show(store().close(key, activeKey));
  // One gate per action, as each menu item is its own button: a double click of one is
  // dropped, a different action right after is not.
  const closeOthers = useDebouncedClick((key: string) => show(store().closeOthers(key)));
  const closeAll = useDebouncedClick(() => show(store().closeAll()));
  const act = (action: TabAction, key: string) =>
    action === 'closeAll' ? closeAll() : closeOthers(key);

  const actionItems: MenuProps['items'] = [
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeAll', label: t('tabs.closeAll') },
  ];
  const actionMenu = (key: string): MenuProps => ({
    items: actionItems,
    onClick: ({ key: action }) => act(action as TabAction, key),
  });

  const closable = canCloseTabs(tabs);
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey ?? ''}
      locale={{ removeAriaLabel: t('tabs.close'), dropdownAriaLabel: t('tabs.overflow') }}
      onChange={show}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable,
        label: (
          <Dropdown trigger={['contextMenu']} menu={actionMenu(tab.key)}>
            <span>{labelText(tab.label)}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={{
        right: (
          <Dropdown trigger={['click']} menu={actionMenu(activeKey ?? '')}>
            <Button
              size="small"
              type="text"
              icon={<DownOutlined aria-hidden />}
              iconPlacement="end"
            >
              {t('tabs.more')}
            </Button>
          </Dropdown>
        ),
      }}
      tabBarStyle={{
        margin: 0,
        paddingInline: 8,
        paddingTop: 6,
        background: token.colorBgContainer,
      }}
    />
  );
}
