import { expect, test, type Page } from '@playwright/test';
import { signIn, STAFF } from './fixtures/auth';

const NEW_PASSWORD = 'Staff@new-2026';

// The demo staff user must change the password at first sign-in (passwordUpdated = 0).
// Serial: the last test changes the password the others start from.
test.describe.serial('first login of the demo staff user', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: '请先修改密码' });

  test('the change is forced: Escape does not close it, cancel signs out', async ({ page }) => {
    await signIn(page, STAFF);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the §5 rules are checked before anything is sent', async ({ page }) => {
    await signIn(page, STAFF);
    await dialog(page).getByLabel('旧密码').fill('12345');
    await dialog(page).getByLabel('新密码').fill(NEW_PASSWORD);
    await dialog(page).getByLabel('确认密码').fill('different-1');
    await dialog(page).getByRole('button', { name: '修改密码' }).click();
    await expect(dialog(page).getByText('旧密码不能为空且不少于6位')).toBeVisible();
    await expect(dialog(page).getByText('两次输入的密码不一致')).toBeVisible();
  });

  test('until the change the server refuses the rest, and the page shows no error for it', async ({
    page,
  }) => {
    const refused = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/admin/menu' && res.status() === 403,
    );
    await signIn(page, STAFF);
    expect((await (await refused).json()).data).toEqual({ reason: 'passwordChangeRequired' });
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByText('请先修改密码再继续操作')).toHaveCount(0);
  });

  test('a successful change signs out, and the new password works', async ({ page }) => {
    await signIn(page, STAFF);
    await dialog(page).getByLabel('旧密码').fill(STAFF.password);
    await dialog(page).getByLabel('新密码').fill(NEW_PASSWORD);
    await dialog(page).getByLabel('确认密码').fill(NEW_PASSWORD);
    await dialog(page).getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });

    await signIn(page, { username: STAFF.username, password: STAFF.password });
    await expect(page.getByText('用户名不存在或密码错误').first()).toBeVisible();

    await signIn(page, { username: STAFF.username, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(dialog(page)).toHaveCount(0);
    // A role without the System menu does not see it.
    const side = page.getByRole('navigation', { name: '侧边菜单' });
    await expect(side.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(side.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
    // Their home has work: the repair orders they report and follow, with their figures.
    await expect(side.getByRole('menuitem', { name: '维修管理' })).toBeVisible();
    const shortcuts = page.getByRole('navigation', { name: '快捷入口' });
    await expect(shortcuts.getByRole('link', { name: '维修工单' })).toBeVisible();
    await expect(page.getByRole('region', { name: '未完结工单' })).toBeVisible();
    // And to-dos: the finished orders they reported wait for their evaluation; the link opens
    // those, as many as it said.
    const todos = page.getByRole('list', { name: '我的待办' });
    await expect(todos.getByRole('listitem')).toHaveText([
      /^待我评价的工单\s*\d+$/,
      /^未读消息\s*\d+$/,
    ]);
    const toEvaluate = todos.getByRole('link', { name: /待我评价的工单/ });
    const count = Number(/(\d+)$/.exec((await toEvaluate.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await toEvaluate.click();
    await expect(page).toHaveURL(/\/eam\/repair-order\/index\?status=completed&evaluated=false$/);
    await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
  });
});
