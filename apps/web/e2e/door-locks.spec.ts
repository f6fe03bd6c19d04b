import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeTime } from './fixtures/days';
import { apiToken, bearer, getData } from './fixtures/api';
import { ADMIN, signIn, signInAsAdmin } from './fixtures/auth';
import { E2E } from './fixtures/env';

// Door locks (issue #20): the administrator asks for a door password on a lock's page; the
// lock's keeper (the demo store manager for this walk) approves it from the message drawer; the
// administrator reveals the code once (a dialog with a copy button) and the reveal log shows it,
// while no list or detail answer carries the code; then an electronic key is issued and revoked.

const MANAGER = { username: 'manager', password: E2E.demoPassword, nickname: '陈店长' };
const REASON = 'E2E 夜间到货，开门收货';
const REVOKE_REASON = 'E2E 临时钥匙收回';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const HOUR = 3_600_000;

interface Lock {
  lockId: number;
  storeName: string;
  door: string;
  keeperId: number | null;
}
interface Password {
  passwordId: number;
  reason: string;
  requestId: number | null;
  state: string;
}

async function setKeeper(
  request: APIRequestContext,
  token: string,
  lockId: number,
  keeperId: number | null,
) {
  const res = await request.put('/doorlock', {
    headers: bearer(token),
    data: { lockId, keeperId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Fills a dialog's range picker: the start typed and confirmed with Enter (the picker moves on to
 * the end), the end typed and confirmed with the panel's OK (Enter there would submit the form).
 */
async function fillWindow(page: Page, scope: ReturnType<typeof dialog>, from: number, to: number) {
  const start = scope.getByPlaceholder('开始日期');
  await start.click();
  await start.fill(storeTime(from));
  await start.press('Enter');
  const end = scope.getByPlaceholder('结束日期');
  await expect(end).toBeFocused();
  await end.fill(storeTime(to));
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(start).toHaveValue(storeTime(from));
  await expect(end).toHaveValue(storeTime(to));
  // The picker's panel closes once both ends are set.
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

test.describe.serial('door locks', () => {
  let admin: string;
  let lock: Lock;
  let managerId: number;
  let code: string;

  test.beforeAll(async ({ request }) => {
    admin = await apiToken(request, ADMIN);
    // A lock with no demo keys or passwords (the demo's are on the first store's doors), so its
    // reveal log and key list hold only what this walk adds.
    const locks = await getData<{ records: Lock[] }>(request, admin, '/doorlock/page?size=100');
    for (const candidate of locks.records) {
      const [passwords, keys] = await Promise.all([
        getData<{ total: number }>(
          request,
          admin,
          `/doorlock/password/page?lockId=${candidate.lockId}`,
        ),
        getData<{ total: number }>(request, admin, `/doorlock/key/page?lockId=${candidate.lockId}`),
      ]);
      if (passwords.total === 0 && keys.total === 0) {
        lock = candidate;
        break;
      }
    }
    expect(lock, 'a demo lock with no keys or passwords').toBeTruthy();
    const users = await getData<Array<{ userId: number; username: string }>>(
      request,
      admin,
      '/admin/user/list',
    );
    const manager = users.find((u) => u.username === MANAGER.username);
    expect(manager, 'the demo store manager').toBeTruthy();
    managerId = manager!.userId;
    // The password request's approval step is the lock's keeper: the manager, for this walk.
    await setKeeper(request, admin, lock.lockId, managerId);
  });

  test.afterAll(async ({ request }) => {
    // Other specs share the database: the lock's keeper goes back to the demo's.
    if (lock) await setKeeper(request, admin, lock.lockId, lock.keeperId);
  });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a password asked for on the lock’s page is approved by its keeper from the drawer, revealed once and logged', async ({
    page,
    browser,
    request,
  }) => {
    const name = `${lock.storeName} ${lock.door}`;
    await signInAsAdmin(page);
    await page.goto(`/doorlockDetail?id=${lock.lockId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(MANAGER.nickname, { exact: true })).toBeVisible();

    // The request: a window from within the hour to the evening, and a reason.
    await page.getByRole('button', { name: '申请门锁密码' }).click();
    const apply = dialog(page, '申请门锁密码');
    const from = Date.now() - 10 * 60_000;
    await fillWindow(page, apply, from, from + 8 * HOUR);
    await apply.getByRole('textbox', { name: '申请原因' }).fill(REASON);
    await apply.getByRole('button', { name: /确\s?定|保\s?存/ }).click();
    await expect(page.getByText('申请已提交审批')).toBeVisible();
    await expect(apply).toHaveCount(0);
    const passwords = page
      .locator('.ant-card')
      .filter({ has: page.getByText('门锁密码', { exact: true }) });
    const row = passwords.getByRole('row').filter({ hasText: REASON });
    await expect(row.getByText('审批中', { exact: true })).toBeVisible();

    const mine = await getData<{ records: Password[] }>(
      request,
      admin,
      `/doorlock/password/page?lockId=${lock.lockId}`,
    );
    const password = mine.records.find((p) => p.reason === REASON);
    expect(password?.requestId, 'the request of the password').toBeTruthy();
    const approval = await getData<{ code: string }>(
      request,
      admin,
      `/approval/${password!.requestId}`,
    );

    // The keeper, in a browser of their own, approves from the message drawer's row.
    const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const keeper = await managerContext.newPage();
      await signIn(keeper, MANAGER);
      await expect(keeper).toHaveURL(/\/wel\/index$/);
      await keeper.getByRole('button', { name: '消息', exact: true }).click();
      const drawer = keeper.getByRole('dialog', { name: '消息中心' });
      const group = drawer.getByRole('group', { name: `审批 ${approval.code}` });
      await expect(group).toBeVisible();
      await group.getByRole('button', { name: '通过' }).click();
      await keeper.getByRole('tooltip').getByRole('button', { name: '通过' }).click();
      await expect(drawer.getByRole('status').filter({ hasText: '已通过' })).toBeVisible();
    } finally {
      await managerContext.close();
    }

    // Approved, waiting for the keypad: the applicant reveals the code.
    await page.reload();
    await expect(row.getByText('待设置', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: '查看密码' }).click();
    const shown = dialog(page, '门锁密码');
    const heading = shown.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(/^\d{8}$/);
    code = ((await heading.textContent()) ?? '').trim();
    await expect(shown.getByRole('button', { name: /复制|Copy/ })).toBeVisible();
    await expect(shown.getByText('每次查看都会被记录。请勿转告他人。')).toBeVisible();
    await shown.getByRole('button', { name: /关闭|Close/ }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(code)).toHaveCount(0);

    // The reveal log: one reveal, by the administrator; the password counts one.
    const log = page
      .locator('.ant-card')
      .filter({ has: page.getByText('密码查看记录', { exact: true }) });
    const reveals = log.getByRole('row').filter({ hasText: ADMIN.nickname });
    await expect(reveals).toHaveCount(1);
    await expect(log.getByRole('row')).toHaveCount(2); // header + the one reveal
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // No answer but the reveal carries the code.
    for (const url of [
      `/doorlock/password/page?lockId=${lock.lockId}`,
      `/doorlock/password/page?mine=true`,
      `/doorlock/password/${password!.passwordId}`,
      `/doorlock/${lock.lockId}/reveals`,
      `/approval/${password!.requestId}`,
    ]) {
      const res = await request.get(url, { headers: bearer(admin) });
      expect(res.status(), url).toBe(200);
      expect(await res.text(), url).not.toContain(code);
    }
    const after = await getData<Password>(
      request,
      admin,
      `/doorlock/password/${password!.passwordId}`,
    );
    expect(after.state).toBe('awaitingSet');
  });

  test('an electronic key is issued for a window and revoked with a reason', async ({ page }) => {
    const name = `${lock.storeName} ${lock.door}`;
    await signInAsAdmin(page);
    await page.goto('/doorlockEkey');
    await expect(page.getByRole('heading', { level: 1, name: '电子钥匙' })).toBeVisible();

    await page.getByRole('button', { name: '发放钥匙' }).click();
    const issue = dialog(page, '发放钥匙');
    // The lock is searched on the server: its store's name finds it among any number of locks.
    const lockBox = issue.getByRole('combobox', { name: '门锁' });
    await lockBox.click();
    await lockBox.fill(lock.storeName);
    await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
    await issue.getByRole('combobox', { name: '持有人' }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(`${MANAGER.nickname} (${MANAGER.username})`, { exact: true })
      .click();
    const from = Date.now() - HOUR;
    await fillWindow(page, issue, from, from + 7 * 24 * HOUR);
    await issue.getByRole('button', { name: /确\s?定|保\s?存/ }).click();
    await expect(page.getByText('电子钥匙已发放')).toBeVisible();
    await expect(issue).toHaveCount(0);

    const table = page.getByRole('table', { name: '电子钥匙列表' });
    const row = table
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: MANAGER.nickname });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('有效', { exact: true })).toBeVisible();

    // Revoking asks for a reason first: nothing changes without one.
    await row.getByRole('button', { name: '撤销' }).click();
    const revoke = dialog(page, `撤销 ${MANAGER.nickname} 的电子钥匙`);
    await revoke.getByRole('button', { name: /确\s?定|保\s?存/ }).click();
    await expect(revoke.getByText('请输入撤销原因')).toBeVisible();
    await expect(row.getByText('有效', { exact: true })).toBeVisible();
    await revoke.getByRole('textbox', { name: '撤销原因' }).fill(REVOKE_REASON);
    await revoke.getByRole('button', { name: /确\s?定|保\s?存/ }).click();
    await expect(page.getByText('电子钥匙已撤销')).toBeVisible();
    await expect(revoke).toHaveCount(0);
    await expect(row.getByText('已撤销', { exact: true })).toBeVisible();
    await expect(row).toContainText(REVOKE_REASON);
    await expect(row.getByRole('button', { name: '撤销' })).toHaveCount(0);
  });
});
