import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin, userMenu } from './fixtures/auth';
import { pageTab, tabBar } from './fixtures/tabs';

const shell = (page: Page) => page.getByTestId('shell');
const tab = pageTab;
const tabs = (page: Page) => tabBar(page).getByRole('link');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

async function openFromSidebar(page: Page, directory: string, item: string) {
  const menu = sideMenu(page);
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await menu.getByRole('menuitem', { name: directory }).click();
  await leaf.click();
  // As a person does: wait for the page to open (its tab) before the next click.
  await expect(tab(page, item)).toHaveAttribute('aria-current', 'page');
}

test.describe('shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
  });

  test('the sidebar is built from the menu and opens pages as tabs with titles', async ({
    page,
  }) => {
    await expect(sideMenu(page).getByRole('menuitem', { name: '系统管理' })).toBeVisible();
    await openFromSidebar(page, '系统管理', '用户管理');
    await expect(page).toHaveURL(/\/admin\/user\/index$/);
    await expect(tab(page, '用户管理')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('用户管理 - Depot');

    await page.getByText('English', { exact: true }).click();
    await expect(page).toHaveTitle('Users - Depot');
    await page.getByText('中文', { exact: true }).click();
    await expect(page).toHaveTitle('用户管理 - Depot');
  });

  test('screen classes at the four widths, and the sidebar collapses on small screens', async ({
    page,
  }) => {
    for (const [width, screen] of [
      [1200, '3'],
      [1199, '2'],
      [992, '2'],
      [991, '1'],
      [768, '1'],
      [767, '0'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(shell(page)).toHaveAttribute('data-screen', screen);
    }
    // Small screens collapse the sidebar by themselves.
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    const expand = page.getByRole('button', { name: '展开菜单' });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(page.getByRole('button', { name: '展开菜单' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });

  test('tab rules: close, close others, close all, previous tab, reload', async ({ page }) => {
    // Home alone cannot be closed.
    await expect(tab(page, '首页')).toBeVisible();
    await expect(tabs(page)).toHaveCount(1);
    await expect(tabBar(page).getByRole('button', { name: /^关闭/ })).toHaveCount(0);

    await openFromSidebar(page, '系统管理', '用户管理');
    await openFromSidebar(page, '系统管理', '角色管理');
    await openFromSidebar(page, '系统管理', '部门管理');
    await expect(tabs(page)).toHaveCount(4);

    // Tabs survive a reload.
    await page.reload();
    await expect(tabs(page)).toHaveCount(4);
    await expect(tab(page, '部门管理')).toHaveAttribute('aria-current', 'page');

    // Closing the active (last) tab opens the previous one.
    await tabBar(page).getByRole('button', { name: '关闭“部门管理”' }).click();
    await expect(tab(page, '角色管理')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/admin\/role\/index$/);

    // Right-click: close others keeps the chosen tab (and home).
    await openFromSidebar(page, '系统管理', '部门管理');
    await expect(async () => {
      await tab(page, '用户管理').click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其他' }).click({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(tabs(page)).toHaveCount(2);
    await expect(tab(page, '首页')).toBeVisible();
    await expect(tab(page, '用户管理')).toBeVisible();

    // More → close all returns home.
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('an external menu address opens in an iframe', async ({ page }) => {
    await openFromSidebar(page, '帮助', 'PostgreSQL 文档');
    await expect(page).toHaveURL(/\/myiframe\//);
    const frame = page.locator('iframe[title="PostgreSQL 文档"]');
    await expect(frame).toHaveAttribute('src', 'https://www.postgresql.org/docs/current/');
  });

  test('lock and unlock', async ({ page }) => {
    await openFromSidebar(page, '系统管理', '用户管理');
    await userMenu(page, '锁屏');
    await expect(page).toHaveURL(/\/lock(\?|$)/);
    await expect(page.getByText('屏幕已锁定')).toBeVisible();

    // While locked every navigation comes back here.
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/lock(\?|$)/);

    await page.getByLabel('登录密码').fill('not-my-password');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page.getByText('密码错误').first()).toBeVisible();
    await expect(page).toHaveURL(/\/lock(\?|$)/);

    await page.getByLabel('登录密码').fill(ADMIN.password);
    // Clicks within 500 ms of the last one are dropped (SPEC §9), as a quick user would find.
    // A click the gate kept leaves the page as it is; one it let through checks the password on
    // the server (seconds on a busy machine), so each try waits 10 s for its answer.
    await expect(async () => {
      await page.getByRole('button', { name: '解锁' }).click();
      await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(shell(page)).toBeVisible();
  });

  test('log out asks first; cancel keeps the session', async ({ page }) => {
    await userMenu(page, '退出登录');
    await expect(page.getByText('即将退出系统，是否继续？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    // A second log-out within 500 ms of the first is dropped (SPEC §9): ask until it is heard.
    await expect(async () => {
      await userMenu(page, '退出登录');
      await expect(page.getByText('即将退出系统，是否继续？')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
