import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canCloseTabs } from '../../lib/tabs';
import { useDebouncedClick } from '../../lib/use-debounced-click';
import { useTabsStore } from '../../stores/tabs';
import { usePageLabelText } from './use-page-label-text';
import './tab-bar.css';

type TabAction = 'closeOthers' | 'closeAll';

/**
 * The tab bar (SPEC §2): one tab per open page, closable unless it is the last one; a right
 * click on a tab, or the More menu (for the shown tab), offers close others and close all.
 * The open pages are links in a navigation landmark, the shown one `aria-current="page"`, each
 * with its own close button (docs/accessibility.md).
 */
export function TabBar({ activeKey }: { activeKey: string | undefined }) {
  const { t } = useTranslation();
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
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => {
          const label = labelText(tab.label);
          const active = tab.key === activeKey;
          return (
            <Dropdown key={tab.key} trigger={['contextMenu']} menu={actionMenu(tab.key)}>
              <li className={active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}>
                <Link
                  to={tab.key}
                  className="tab-bar__link"
                  aria-current={active ? 'page' : undefined}
                  ref={active ? scrollIntoView : undefined}
                >
                  {label}
                </Link>
                {closable && (
                  <button
                    type="button"
                    className="tab-bar__close"
                    aria-label={t('tabs.closeTab', { name: label })}
                    onClick={() => close(tab.key)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
      <div className="tab-bar__more">
        <Dropdown trigger={['click']} autoFocus menu={actionMenu(activeKey ?? '')}>
          <Button size="small" type="text" icon={<DownOutlined aria-hidden />} iconPlacement="end">
            {t('tabs.more')}
          </Button>
        </Dropdown>
      </div>
    </nav>
  );
}

/** The shown tab scrolls into view when the list is wider than the bar. */
function scrollIntoView(link: HTMLAnchorElement | null) {
  link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
