import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN } from './fixtures/auth';
import { focused, tab, tabTo } from './fixtures/keyboard';

/**
 * Issue #22: a day's errand with the keyboard alone (page.keyboard, never the mouse): sign in,
 * open the asset list from the sidebar, filter it, open an asset, edit it, sign out. Every Tab
 * stop on the way shows where the focus is, and the focus lands where a user expects.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

/** Moves through the sidebar's menu with the arrow keys until `name` is the focused item. */
async function arrowTo(page: Page, name: string) {
  for (let pressed = 0; pressed < 20; pressed += 1) {
    if ((await focused(page)).text === name) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${name} not reached with the arrow keys`);
}

test('a keyboard-only walk: sign in, a list, a filter, a record, an edit, sign out', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiToken(request, ADMIN);
  const assets = await request.get('/as/asset/page?current=1&size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const asset = ((await assets.json()) as { data: { records: { code: string }[] } }).data
    .records[0]!;

  // Sign in: the language choice, then the user name and the password; Enter sends the form.
  await page.goto('/login');
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect((await tab(page)).what).toContain('radio');
  await tabTo(page, page.getByLabel('用户名'), 3);
  await page.keyboard.type(ADMIN.username);
  await tab(page);
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: /^你好/ })).toBeVisible();

  // The first Tab shows the skip link; the next ones reach the product name and the sidebar.
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await tab(page);
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await tabTo(page, menu(page).getByRole('menu'), 2);

  // The asset list, from the sidebar: arrows to the directory, Enter opens it, then the page.
  await arrowTo(page, '资产管理');
  await page.keyboard.press('Enter');
  await arrowTo(page, '资产台账');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/as\/asset\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '资产台账' })).toBeAttached();

  // Back to the skip link, which takes the focus past the menus and the tabs into the page.
  await tabTo(page, skip, 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Filter: the search box is the page's first field; Enter runs the search.
  const search = page.getByLabel('搜索');
  await tabTo(page, search, 3);
  await page.keyboard.type(asset.code);
  await page.keyboard.press('Enter');
  const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(asset.code);

  // Open the record: Tab through the filters, the commands and the table to its code.
  const record = rows.first().getByRole('link', { name: asset.code, exact: true });
  await tabTo(page, record);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/as\/asset-detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '资产详情' })).toBeAttached();
  await expect(
    page.getByRole('main').getByText(asset.code, { exact: true }).filter({ visible: true }),
  ).toBeVisible();

  // Act on it: Edit, a new remark, Save; the asset's page shows it.
  const remark = `键盘巡检 ${Date.now()}`;
  await tabTo(page, page.getByRole('button', { name: '编辑' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/as\/asset-form\?id=\d+$/);
  const remarkField = page.getByLabel('备注');
  await tabTo(page, remarkField);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(remark);
  await tabTo(page, page.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/as\/asset-detail\?id=\d+$/);
  // Exact: the history below lists the change too ("备注：— → …") once it has loaded.
  await expect(page.getByText(remark, { exact: true })).toBeVisible();
  // The saved page has the focus, so the next Tab goes on inside it.
  await expect(page.locator('main')).toBeFocused();

  // Sign out from the user menu (back up past the tabs, in the top bar): Enter opens it, the
  // arrows reach the item, Enter asks, Enter confirms.
  await tabTo(page, page.getByRole('button', { name: /^管理员 / }), 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: '退出登录' });
  await expect(signOut).toBeVisible();
  for (
    let pressed = 0;
    pressed < 6 && !(await signOut.evaluate((e) => e.contains(document.activeElement)));
    pressed += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const ok = page.getByRole('dialog').getByRole('button', { name: '确定' });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
