import { describe, expect, it } from 'vitest';
import {
  HOME_TAB,
  canCloseTabs,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  openTab,
  restoreTabs,
  type Tab,
} from './tabs';

const tab = (key: string, keepAlive = false): Tab => ({
  key,
  label: { zh: key, en: key },
  keepAlive,
});
const keys = (tabs: readonly Tab[]) => tabs.map((t) => t.key);
const [a, b, c] = [tab('/a/index'), tab('/b/index'), tab('/c/index')];
const four = [HOME_TAB, a, b, c];

describe('tab rules (SPEC §2)', () => {
  it('start with the home tab, /wel/index, labelled home', () => {
    expect(HOME_TAB).toEqual({ key: '/wel/index', label: { key: 'route.home' }, keepAlive: false });
  });

  it('add a page once, at the end, refreshing its label when opened again', () => {
    const tabs = openTab(openTab([HOME_TAB], a), b);
    expect(keys(tabs)).toEqual(['/wel/index', '/a/index', '/b/index']);
    expect(openTab(tabs, a)).toBe(tabs);
    const renamed = openTab(tabs, { ...a, label: { zh: '甲', en: 'A' } });
    expect(keys(renamed)).toEqual(keys(tabs));
    expect(renamed[1]?.label).toEqual({ zh: '甲', en: 'A' });
  });

  it('keep one tab per address, query included', () => {
    const tabs = openTab(openTab([HOME_TAB], tab('/d?id=1')), tab('/d?id=2'));
    expect(keys(tabs)).toEqual(['/wel/index', '/d?id=1', '/d?id=2']);
  });

  it('are closable except when only one is left', () => {
    expect(canCloseTabs([HOME_TAB])).toBe(false);
    expect(canCloseTabs([HOME_TAB, a])).toBe(true);
    expect(closeTab([HOME_TAB], HOME_TAB.key, HOME_TAB.key)).toEqual({
      tabs: [HOME_TAB],
      activeKey: HOME_TAB.key,
    });
    expect(keys(closeTab([HOME_TAB, a], HOME_TAB.key, a.key).tabs)).toEqual(['/a/index']);
  });

  it('closing the active tab opens the previous one', () => {
    expect(closeTab(four, b.key, b.key)).toEqual({ tabs: [HOME_TAB, a, c], activeKey: a.key });
    expect(closeTab(four, c.key, c.key).activeKey).toBe(b.key);
  });

  it('closing the active first tab opens the new first one', () => {
    expect(closeTab(four, HOME_TAB.key, HOME_TAB.key)).toEqual({
      tabs: [a, b, c],
      activeKey: a.key,
    });
  });

  it('closing another tab keeps the active one', () => {
    expect(closeTab(four, a.key, c.key)).toEqual({ tabs: [HOME_TAB, b, c], activeKey: c.key });
  });

  it('ignores closing a tab that is not open', () => {
    expect(closeTab(four, '/x', c.key)).toEqual({ tabs: four, activeKey: c.key });
  });

  it('close others keeps the chosen tab and home, and shows the chosen tab', () => {
    expect(closeOtherTabs(four, b.key)).toEqual({ tabs: [HOME_TAB, b], activeKey: b.key });
    expect(closeOtherTabs(four, HOME_TAB.key)).toEqual({
      tabs: [HOME_TAB],
      activeKey: HOME_TAB.key,
    });
  });

  it('close others brings home back first when it had been closed (SPEC §9)', () => {
    expect(closeOtherTabs([a, b, c], b.key)).toEqual({ tabs: [HOME_TAB, b], activeKey: b.key });
    // Home keeps the label the menu gave it.
    const menuHome: Tab = { ...HOME_TAB, label: { zh: '首页', en: 'Home' }, keepAlive: true };
    expect(closeOtherTabs([a, menuHome, b], a.key).tabs).toEqual([menuHome, a]);
  });

  it('close all returns to the home tab', () => {
    expect(closeAllTabs()).toEqual({ tabs: [HOME_TAB], activeKey: '/wel/index' });
  });

  it('come back from storage, dropping anything that is not a tab', () => {
    expect(restoreTabs(undefined)).toEqual([HOME_TAB]);
    expect(restoreTabs([])).toEqual([HOME_TAB]);
    expect(restoreTabs([a, { key: 'x' }, 'junk', { ...b, label: { key: 'evil' } }])).toEqual([a]);
  });
});
