import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, signIn, signInAsAdmin, userMenu } from './fixtures/auth';
import { E2E } from './fixtures/env';

test.describe('sign-in', () => {
  test('admin signs in and lands on the home page in Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signInAsAdmin(page);
    await expect(page.getByText(`你好，${ADMIN.nickname}`)).toBeVisible();
    await expect(page).toHaveTitle(/ - Depot$/);
  });

  test('a wrong password shows the catalogue message and stays on the login page', async ({
    page,
  }) => {
    await signIn(page, { username: 'admin', password: 'not-the-password' });
    await expect(page.getByText('用户名不存在或密码错误').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a deep link survives a reload and returns there after sign-in', async ({ page }) => {
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.reload();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByText(`你好，${ADMIN.nickname}`)).toBeVisible();
  });

  test('a deep link into an area returns there after sign-in; a detail page survives a reload', async ({
    page,
  }) => {
    // The sign-in page loads without the pages registry; the guard looks the address up in it.
    await page.goto('/admin/user/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fuser%2Findex$/);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/user\/index$/);
    await expect(page.getByRole('button', { name: '新增用户' })).toBeVisible();
    // A page with no menu entry (a fixed route), from the address bar, then reloaded.
    await page.goto('/info/index');
    const username = page.getByRole('main').getByLabel('用户名');
    await expect(username).toHaveValue(ADMIN.username);
    await page.reload();
    await expect(username).toHaveValue(ADMIN.username);
  });

  test('signing out asks first, then protected pages send back to login', async ({ page }) => {
    await signInAsAdmin(page);
    await userMenu(page, '退出登录');
    await expect(page.getByText('即将退出系统，是否继续？')).toBeVisible();
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  });

  test('signed in, an unknown route goes to /404 (SPEC §2)', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    // Replaced, not pushed: going back does not return to the unknown address.
    await page.goBack();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('a demo role lands on a home with its pages and orders; a page it lacks says 403', async ({
    page,
  }) => {
    await signIn(page, { username: 'manager', password: E2E.demoPassword });
    await expect(page).toHaveURL(/\/wel\/index$/);
    const shortcuts = page.getByRole('navigation', { name: '快捷入口' });
    await expect(shortcuts.getByRole('link', { name: '维修工单' })).toBeVisible();
    await expect(page.getByRole('region', { name: '未完结工单' })).toBeVisible();
    // Their to-dos: the orders they reported waiting for their evaluation, the assets of their
    // stores expiring soon, their messages; the first opens the list filtered to it.
    const todos = page.getByRole('list', { name: '我的待办' });
    await expect(todos.getByRole('listitem')).toHaveText([
      /^待我评价的工单\s*\d+$/,
      /^30 天内到期的资产\s*\d+$/,
      /^未读消息\s*\d+$/,
    ]);
    await todos.getByRole('link', { name: /待我评价的工单/ }).click();
    await expect(page).toHaveURL(/\/eam\/repair-order\/index\?status=completed&evaluated=false$/);
    const rows = page.getByRole('main').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toContainText('已完工');
    for (const row of await rows.all()) await expect(row).toContainText('已完工');
    // Depot has the users page; the store manager's menu does not: 403, not 404.
    await page.goto('/admin/user/index');
    await expect(page.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user\/index$/);
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  });

  test('the home’s to-dos put each count at its row’s end, unread messages too', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const todos = page.getByRole('list', { name: '我的待办' });
    // The admin has unread messages: that row is a button (it opens the message centre).
    await expect(todos.getByRole('button', { name: /^未读消息\s*[1-9]\d*$/ })).toBeVisible();
    const gaps = await todos.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const count = [...item.querySelectorAll('span')].find((s) => /^\d+$/.test(s.textContent!));
        return item.getBoundingClientRect().right - count!.getBoundingClientRect().right;
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    for (const gap of gaps) expect(gap).toBeLessThan(16);
  });

  test('a technician’s home lists the orders assigned to them, and opens them', async ({
    page,
  }) => {
    await signIn(page, { username: 'tech_wang', password: E2E.demoPassword });
    await expect(page).toHaveURL(/\/wel\/index$/);
    const todos = page.getByRole('list', { name: '我的待办' });
    await expect(todos.getByRole('listitem')).toHaveText([
      /^派给我的未完成工单\s*\d+$/,
      /^未读消息\s*\d+$/,
    ]);
    const assigned = todos.getByRole('link', { name: /派给我的未完成工单/ });
    const count = Number(/(\d+)$/.exec((await assigned.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await assigned.click();
    await expect(page).toHaveURL(
      /\/eam\/repair-order\/index\?status=dispatched&status=in_progress&status=paused$/,
    );
    // Within a technician's own orders the list shows exactly those.
    await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
  });

  test('the site has an icon: /favicon.ico and the icons the page names are served', async ({
    page,
  }) => {
    const ico = await page.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\//);
    await page.goto('/login');
    const named = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(named).toContain('/favicon.svg');
    for (const href of named) {
      const icon = await page.request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('a field’s message keeps clear of what follows it, the captcha’s of the button', async ({
    page,
  }) => {
    // The captcha on, as a deployment may have it (the suite's server runs with it off).
    await page.route('**/auth/client-config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { captcha: boolean } };
      body.data.captcha = true;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s?录/ }).click();
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const pairs: [message: string, next: Locator][] = [
      ['请输入用户名', page.getByText('密码', { exact: true })],
      ['请输入密码', page.getByText('验证码', { exact: true })],
      ['请输入验证码', page.getByRole('button', { name: /登\s?录/ })],
    ];
    for (const [message, next] of pairs) {
      const error = await box(page.getByRole('alert').filter({ hasText: message }));
      const below = await box(next);
      expect(below.y - (error.y + error.height), message).toBeGreaterThanOrEqual(8);
    }
  });

  test('English is remembered across reloads', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('English').first().click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
