import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, signInAsAdmin, userMenu } from './fixtures/auth';

// The admin console end to end: a user created by the admin signs in with the temporary
// password and must change it; a role granted a menu shows that menu to its holder; a role's
// data scope and a user's stores stay as saved; an administrator ends a live sign-in. Serial: each step builds on the one before.
const NEW_USER = { username: 'e2e.li', nickname: '李娜', password: 'Li@e2e-2026' };
const ROLE = { name: '审计员', code: 'e2e_auditor' };

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const firstLogin = (page: Page) => page.getByRole('dialog', { name: '请先修改密码' });
const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').filter({ hasText: text }).last();

async function signOut(page: Page, nickname: string) {
  await userMenu(page, '退出登录', nickname);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** A fresh browser (its own session storage) signed in as the new user. */
async function signInNewUser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, NEW_USER);
  await expect(page).toHaveURL(/\/wel\/index$/);
  return { context, page };
}

test.describe.serial('admin console', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a new user signs in with the temporary password and must change it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/user/index');
    await page.getByRole('button', { name: '新增用户' }).click();
    const form = dialogWith(page, '新增用户');
    await form.getByLabel('用户名').fill(NEW_USER.username);
    await form.getByLabel('昵称').fill(NEW_USER.nickname);
    await form.getByLabel('昵称').press('Enter');

    const shown = dialogWith(page, '用户已创建');
    await expect(shown.getByText('下次登录时必须修改此密码')).toBeVisible();
    const temporary = (await shown.getByTestId('temporary-password').innerText()).trim();
    expect(temporary.length).toBeGreaterThanOrEqual(6);
    await shown.getByRole('button', { name: '我已记下' }).click();
    await expect(page.getByRole('cell', { name: NEW_USER.username, exact: true })).toBeVisible();
    await signOut(page, '管理员');

    await signIn(page, { username: NEW_USER.username, password: temporary });
    await expect(firstLogin(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstLogin(page)).toBeVisible();
    await firstLogin(page).getByLabel('旧密码').fill(temporary);
    await firstLogin(page).getByLabel('新密码').fill(NEW_USER.password);
    await firstLogin(page).getByLabel('确认密码').fill(NEW_USER.password);
    await firstLogin(page).getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });

    await signIn(page, NEW_USER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(firstLogin(page)).toHaveCount(0);
    await expect(sideMenu(page).getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);
    await signOut(page, NEW_USER.nickname);
  });

  test('a role granted a menu shows that menu to the user holding it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/role/index');
    await page.getByRole('button', { name: '新增角色' }).click();
    const form = dialogWith(page, '新增角色');
    await form.getByLabel('角色名称').fill(ROLE.name);
    await form.getByLabel('角色编码').fill(ROLE.code);
    await form.getByRole('button', { name: '确定' }).click();
    const row = page.getByRole('row').filter({ hasText: ROLE.code });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: '分配权限' }).click();
    const drawer = dialogWith(page, `分配权限：${ROLE.name}`);
    const auditLog = drawer.locator('.ant-tree-treenode').filter({ hasText: '审计日志' }).first();
    await auditLog.locator('.ant-tree-checkbox').click();
    // The directory above is granted with it (half-checked).
    await expect(
      drawer
        .locator('.ant-tree-treenode')
        .filter({ hasText: '系统管理' })
        .first()
        .locator('.ant-tree-checkbox'),
    ).toHaveClass(/ant-tree-checkbox-indeterminate/);
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('权限已保存')).toBeVisible();

    await page.goto('/admin/user/index');
    const userRow = page.getByRole('row').filter({ hasText: NEW_USER.username });
    await userRow.getByRole('button', { name: '分配角色' }).click();
    const roles = dialogWith(page, `分配角色：${NEW_USER.nickname}`);
    await roles.getByLabel('角色').click();
    await page.locator('.ant-select-item-option').filter({ hasText: ROLE.name }).click();
    // A multiple select stays open after a choice: a click on the title closes it.
    await roles.getByText(`分配角色：${NEW_USER.nickname}`).click();
    await roles.getByRole('button', { name: '确定' }).click();
    await expect(userRow.getByText(ROLE.name)).toBeVisible();
    await signOut(page, '管理员');

    await signIn(page, NEW_USER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    const system = sideMenu(page).getByRole('menuitem', { name: '系统管理' });
    await expect(system).toBeVisible();
    await system.click();
    await expect(sideMenu(page).getByRole('menuitem', { name: '审计日志' })).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
    await signOut(page, NEW_USER.nickname);
  });

  test('a role’s data scope and a user’s stores stay as saved after a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/role/index');
    const row = page.getByRole('row').filter({ hasText: ROLE.code });
    const openScope = async () => {
      await row.getByRole('button', { name: '数据权限' }).click();
      const dialog = dialogWith(page, `数据权限：${ROLE.name}`);
      await expect(dialog.getByRole('radio')).toHaveCount(6);
      return dialog;
    };
    const scope = await openScope();
    // A new role sees every record until told otherwise.
    await expect(scope.getByRole('radio', { name: /^全部数据/ })).toBeChecked();
    await scope
      .locator('label')
      .filter({ hasText: /^本部门数据/ })
      .click();
    await scope.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('数据权限已保存')).toBeVisible();
    await page.reload();
    await expect((await openScope()).getByRole('radio', { name: /^本部门数据/ })).toBeChecked();

    await page.goto('/admin/user/index');
    const userRow = page.getByRole('row').filter({ hasText: NEW_USER.username });
    const title = `分配门店：${NEW_USER.nickname}`;
    await userRow.getByRole('button', { name: '分配门店' }).click();
    const stores = dialogWith(page, title);
    await stores.getByRole('combobox').fill('SH002');
    await page.locator('.ant-select-item-option').filter({ hasText: '上海浦东店' }).click();
    await stores.getByText(title).click();
    await stores.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await page.reload();
    await userRow.getByRole('button', { name: '分配门店' }).click();
    await expect(
      dialogWith(page, title).locator('.ant-select-selection-item', { hasText: 'SH002' }),
    ).toHaveText('上海浦东店 (SH002)');
    await page.keyboard.press('Escape');
    await signOut(page, '管理员');
  });

  test('an administrator ends a live sign-in; the user’s next action lands on /login', async ({
    page,
    browser,
  }) => {
    const user = await signInNewUser(browser);
    try {
      await signInAsAdmin(page);
      await page.goto('/admin/online/index');
      // The earlier steps signed out, so the one live sign-in is the second browser's.
      const kick = page.getByRole('button', { name: `强制下线 ${NEW_USER.username}` });
      await expect(kick).toHaveCount(1);
      await kick.click();
      await dialogWith(page, '确定让用户').getByRole('button', { name: '强制下线' }).click();
      await expect(page.getByText('已强制下线')).toBeVisible();
      await expect(kick).toHaveCount(0);

      const side = sideMenu(user.page);
      await side.getByRole('menuitem', { name: '系统管理' }).click();
      await side.getByRole('menuitem', { name: '审计日志' }).click();
      await expect(user.page).toHaveURL(/\/login/);
    } finally {
      await user.context.close();
    }
  });
});
