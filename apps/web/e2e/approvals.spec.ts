import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer } from './fixtures/api';
import { ADMIN, signIn, signInAsAdmin } from './fixtures/auth';
import { E2E } from './fixtures/env';

// Flow templates, the approval centre, a request's page and the message drawer against the real
// server (issue #17): an administrator makes the damage (报损) template that sends requests to
// the store manager, previews it, and the manager decides requests on the request's page and
// from the drawer, watching the to-do count rise as a request arrives.

const MANAGER = { username: 'manager', password: E2E.demoPassword, nickname: '陈店长' };
const TEMPLATE = 'E2E 报损审批';

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });
const todoTab = (page: Page) => page.getByRole('tab', { name: /待我审批/ });
/** The number the to-do tab's badge shows (0 when it shows none). */
async function todoCount(page: Page): Promise<number> {
  const text = (await todoTab(page).textContent()) ?? '';
  return Number(/(\d+)$/.exec(text.trim())?.[1] ?? 0);
}

/** Idle assets the administrator may put on a document. */
async function idleAssets(request: APIRequestContext, token: string, count: number) {
  const res = await request.get('/as/asset/page', {
    headers: bearer(token),
    params: { status: 'idle', size: 50, current: 1 },
  });
  const records = (await res.json()).data.records as Array<{ assetId: number; code: string }>;
  expect(records.length).toBeGreaterThanOrEqual(count);
  return records.slice(-count);
}

/** A damage report of one asset, submitted for approval at once: its request's id. */
async function reportDamage(request: APIRequestContext, token: string, assetId: number) {
  const res = await request.post('/as/doc', {
    headers: bearer(token),
    data: { docType: 'damage', assetIds: [assetId], reason: 'E2E 屏幕摔裂' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.requestId as number;
}

async function codeOf(request: APIRequestContext, token: string, requestId: number) {
  const res = await request.get(`/approval/${requestId}`, { headers: bearer(token) });
  return (await res.json()).data.code as string;
}

test.describe.serial('approvals', () => {
  test.beforeEach(async ({ page }) => {
    // Each walk signs in and goes through several pages: over a minute on a loaded machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('an administrator makes a flow template, checked as typed, and previews who approves', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/approval/template/index');
    await page.getByRole('button', { name: '新增模板' }).click();
    const editor = dialog(page, '新增流程模板');
    await editor.getByRole('button', { name: '确定' }).click();
    await expect(editor.getByText('请至少选择一项')).toBeVisible();
    await expect(editor.getByText('请选择').first()).toBeVisible();

    await editor.getByRole('combobox', { name: '单据类型' }).click();
    await page.getByTitle('报损', { exact: true }).click();
    await editor.getByLabel('名称', { exact: true }).fill(TEMPLATE);
    // Above every demo template, so damage reports take this one.
    await editor.getByLabel('优先级').fill('1000');
    await editor.getByLabel('步骤名称').fill('店长审批');
    await editor.getByRole('combobox', { name: '人员' }).click();
    await page.getByTitle(`${MANAGER.nickname} (${MANAGER.username})`).click();
    await editor.getByLabel('超时（小时）').click();
    await editor.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('模板已新增')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: TEMPLATE });
    await expect(row).toContainText('报损');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');

    // Who would approve a damage report of an idle asset by the administrator.
    await row.getByRole('button', { name: '预览审批人' }).click();
    const preview = dialog(page, '预览审批人');
    await preview.getByRole('combobox', { name: '申请人' }).click();
    await page.getByTitle(`${ADMIN.nickname} (${ADMIN.username})`).click();
    await preview.getByRole('combobox', { name: '资产' }).click();
    // The first asset the register offers (options read `<code> <name>`).
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^[A-Z]+-\d+ / })
      .first()
      .click();
    // The multiple choice stays open: a click beside it closes it.
    await preview.getByText(/查看按当前启用的模板/).click();
    await preview.getByRole('button', { name: '预览', exact: true }).click();
    await expect(preview.getByText(`将使用：${TEMPLATE}（第 1 版）`)).toBeVisible();
    await expect(preview.getByText(`预计审批人：${MANAGER.nickname}`)).toBeVisible();
    await preview.getByRole('button', { name: '关闭' }).click();

    // An edit is the next version.
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, `编辑流程模板：${TEMPLATE}`);
    await expect(edit.getByText('保存后成为第 2 版；进行中的申请仍按原版本审批。')).toBeVisible();
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('模板已保存为第 2 版')).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  });

  test('the approver sees the count rise, rejects on the request’s page and approves from the drawer', async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, ADMIN);
    const [first, second, third] = await idleAssets(request, admin, 3);
    const rejected = await reportDamage(request, admin, first!.assetId);
    const approved = await reportDamage(request, admin, second!.assetId);

    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/approval/center/index');
    const rejectedCode = await codeOf(request, admin, rejected);
    await expect(page.getByRole('link', { name: rejectedCode })).toBeVisible();
    const before = await todoCount(page);
    expect(before).toBeGreaterThanOrEqual(2);

    // A new request arrives: its notice comes over the websocket and the count follows.
    await reportDamage(request, admin, third!.assetId);
    await expect.poll(() => todoCount(page)).toBe(before + 1);

    // Reject on the request's page: a reason is needed.
    await page.getByRole('link', { name: rejectedCode }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor/changeoffering\\?id=${rejected}$`));
    await expect(page.getByRole('heading', { name: rejectedCode })).toBeVisible();
    await expect(page.getByText(first!.code)).toBeVisible();
    const actions = page.getByRole('group', { name: '可执行的操作' });
    await actions.getByRole('button', { name: '驳回' }).click();
    const reject = dialog(page, `驳回申请 ${rejectedCode}`);
    await reject.getByRole('button', { name: '确定' }).click();
    await expect(reject.getByText('请填写驳回原因')).toBeVisible();
    await reject.getByLabel('驳回原因').fill('照片看不清，请重拍');
    await reject.getByRole('button', { name: '确定' }).click();
    const header = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: rejectedCode }) });
    await expect(header.getByText('已驳回', { exact: true })).toBeVisible();
    // Deciding is over for them; copying others stays open to whoever took part.
    await expect(actions.getByRole('button')).toHaveText(['抄送']);
    await expect(page.getByTestId('trail-entry').last()).toContainText('照片看不清，请重拍');

    // Approve from the message drawer's row of the other request's notice.
    await page.getByRole('button', { name: '消息', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '消息中心' });
    const approvedCode = await codeOf(request, admin, approved);
    const group = drawer.getByRole('group', { name: `审批 ${approvedCode}` });
    await expect(group).toBeVisible();
    await group.getByRole('button', { name: '通过' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '通过' }).click();
    await expect(drawer.getByRole('status').filter({ hasText: '已通过' })).toBeVisible();
    // The request is approved, and its damage report took effect.
    const res = await request.get(`/approval/${approved}`, { headers: bearer(admin) });
    expect((await res.json()).data.status).toBe('approved');
    const asset = await request.get(`/as/asset/${second!.assetId}`, { headers: bearer(admin) });
    expect((await asset.json()).data.status).toBe('damaged');
  });
});
